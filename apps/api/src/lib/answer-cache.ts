import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * Written answers of the busiest reads, kept in memory and sent again while the database says their
 * inputs have not changed (decision 034). The database decides, on every call: the read runs one cheap
 * statement that checks the session and returns a `key` naming the versions of every row the answer is
 * made of (each row's id and `xmin`, which PostgreSQL changes on every write of the row). An unchanged
 * key means the same rows, so the same answer; a write anywhere makes a new key. Nothing is invalidated
 * by hand, and several API processes stay right because each asks the same database.
 *
 * An answer that depends on the clock (whole days left) is kept only until its first figure changes.
 */
export interface Cacheable<T> {
  /** Every input of the answer: the rows' versions, the caller's company, the query, reference data. */
  key: string;
  now: Date;
  /**
   * Reads and builds the answer when it is not kept: `validUntil` (ms) is when the clock changes it, and
   * `key` the key read in the same statement as the answer's rows, under which it is kept (a write may
   * have come between the two statements).
   */
  build: () => Promise<{ value: T; validUntil: number; key: string }>;
}

interface Kept {
  body: Buffer;
  validUntil: number;
}

/** No answer is kept longer than a day, so a key's `xmin` (which wraps) never meets its old self. */
const MAX_AGE_MS = 86_400_000;

export interface AnswerCacheOptions {
  /** The most bytes of answers kept; the least recently sent go first. */
  maxBytes?: number;
}

export function createAnswerCache(options: AnswerCacheOptions = {}) {
  const kept = new LRUCache<string, Kept>({
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (value, key) => value.body.length + key.length,
  });

  return {
    /**
     * Sends the answer kept under the key while it is valid, or builds it, writes it with the route's
     * response schema (as any answer is written) and keeps it.
     */
    async send<T>(reply: FastifyReply, answer: Cacheable<T>): Promise<FastifyReply> {
      const now = answer.now.getTime();
      const found = kept.get(answer.key);
      let body = found && found.validUntil > now ? found.body : undefined;
      if (!body) {
        const built = await answer.build();
        const written = reply.serialize(built.value);
        body = typeof written === 'string' ? Buffer.from(written) : Buffer.from(written as ArrayBuffer);
        const validUntil = Math.min(built.validUntil, now + MAX_AGE_MS);
        if (validUntil > now) kept.set(built.key, { body, validUntil });
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/** A small number for each object, new for a new object: reference data's generation in a key. */
export function generationOf(): (value: object) => number {
  const generations = new WeakMap<object, number>();
  let next = 0;
  return (value) => {
    let generation = generations.get(value);
    if (generation === undefined) {
      generation = ++next;
      generations.set(value, generation);
    }
    return generation;
  };
}
