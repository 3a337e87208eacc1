import { isServerRefusal } from '@/lib/api-error';

/**
 * ARCHITECTURE §5: a top-up or a card order carries a key made for its attempt. A retry of the same body
 * after a lost answer (no connection, a timeout, a 5xx) sends the same key and gets the first answer back
 * instead of spending twice; another body, or the same one after the server has answered it, gets a new key.
 */
export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()) {
  let current: { key: string; body: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (current?.body !== text) current = { key: newKey(), body: text };
      return current.key;
    },
    /** After an answer: a success or a refusal closes the attempt; a lost answer keeps it for the retry. */
    settle(error?: unknown): void {
      if (error === undefined || isServerRefusal(error)) current = null;
    },
  };
}
export type AttemptKeys = ReturnType<typeof createAttemptKeys>;
