import { createHash, randomBytes } from 'node:crypto';
import { FIELD_MESSAGES, TIMINGS, type EmailVerification } from '@club/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { OutboxService } from '../outbox/outbox.service';
import { verificationMessage } from './verification-message';
import { createVerificationRepository } from './verification.repository';

/** How long an e-mailed link works. The spec gives no figure; a day covers "I'll check my mail tonight". */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** One message per minute per user: the same lock the web's resend button shows (spec 01 §9, 60 s). */
export const VERIFICATION_RESEND_MS = TIMINGS.resendCodeLockMs;
export const VERIFICATION_PATH = '/verify-email';

// The spec gives no text for these; the wording is ours.
export const VERIFICATION_MESSAGES = {
  resendTooSoon: 'A verification e-mail was sent a moment ago. Please wait before asking for another one.',
  invalidLink: 'This link is invalid or has expired.',
} as const;

/** Tokens are 32 random bytes; only their SHA-256 is stored, so a leaked table opens nothing. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface VerificationServiceDeps {
  db: Db;
  outbox: OutboxService;
  nudgeOutbox: () => void;
  clock: Clock;
  /** PUBLIC_URL when it was set; otherwise the link points at the origin the request came to. */
  publicUrl: string | null;
}

/** spec 01 §2 Home widgets and /verify-email, §7 POST or GET /v2/company/verification. */
export function createVerificationService(deps: VerificationServiceDeps) {
  return {
    /** Sends a link to the caller's current address; at most once a minute. */
    async start(userUuid: string, requestOrigin: string): Promise<void> {
      const now = deps.clock.now();
      const token = randomBytes(32).toString('base64url');
      await deps.db.transaction(async (tx) => {
        const verifications = createVerificationRepository(tx);
        const user = await verifications.lockUser(userUuid);
        if (!user) throw AppError.unauthorized();
        // installers added by their owner may have no e-mail (spec 03 §5)
        if (!user.email) throw AppError.validation({ email: [FIELD_MESSAGES.emailRequired] });
        const last = await verifications.latestSentAt(user.id);
        const wait = last ? last.getTime() + VERIFICATION_RESEND_MS - now.getTime() : 0;
        if (wait > 0) throw AppError.tooManyRequests(VERIFICATION_MESSAGES.resendTooSoon, wait);
        await verifications.insert(
          {
            userId: user.id,
            email: user.email.toLowerCase(),
            tokenHash: hashToken(token),
            expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
          },
          now,
        );
        const link = new URL(VERIFICATION_PATH, deps.publicUrl ?? requestOrigin);
        link.searchParams.set('token', token);
        const { subject, body } = verificationMessage(link.toString(), user.languageId);
        await deps.outbox.enqueueMessageIn(tx, {
          channel: 'email',
          recipient: user.email,
          subject,
          body,
          kind: 'notification',
        });
      });
      deps.nudgeOutbox();
    },

    /** Unknown, expired, used, or sent to an address the user no longer has: all 404. */
    async confirm(token: string): Promise<EmailVerification> {
      const now = deps.clock.now();
      // the token is spent even when the address has changed since: the link must not work twice
      const verifiedAt = await deps.db.transaction(async (tx) => {
        const verifications = createVerificationRepository(tx);
        const used = await verifications.useToken(hashToken(token), now);
        return used ? verifications.markVerified(used.userId, used.email, now) : null;
      });
      if (!verifiedAt) throw AppError.notFound(VERIFICATION_MESSAGES.invalidLink);
      return { verified_email_at: verifiedAt.toISOString() };
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
