import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
// HKDF "info": the key of message bodies is not the key of anything else derived from the same secret
const KEY_INFO = 'installer-club/outbox-message-body/v1';

/**
 * AES-256-GCM for the bodies of outbox messages (one-time codes, links with tokens): the table, its
 * backups and whoever reads them see no readable message. The key is derived with HKDF from a server
 * secret; each message is bound to its row id, so a sealed body moved to another row does not open.
 */
export function createMessageSeal(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), KEY_INFO, 32));
  return {
    seal(plain: string, messageId: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(messageId, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, ...[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'))].join('.');
    },

    /** The plain text, or null for anything that is not a body sealed with this key for this row. */
    open(sealed: string, messageId: string): string | null {
      const [version, ...parts] = sealed.split('.');
      const [iv, tag, body] = parts.map((part) => Buffer.from(part, 'base64url'));
      if (version !== VERSION || parts.length !== 3 || !iv || !tag || !body) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAAD(Buffer.from(messageId, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type MessageSeal = ReturnType<typeof createMessageSeal>;
