import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailChanges } from '../../db/schema/users';

export interface NewEmailChange {
  id: string;
  userId: number;
  email: string;
  codeHash: string;
  expiresAt: Date;
}

/** The rows of e-mail changes; every read is by user, newest first (email_changes_user_created_at_idx). */
export function createEmailChangeRepository(db: Db) {
  return {
    async insert(change: NewEmailChange, now: Date) {
      await db.insert(emailChanges).values({ ...change, createdAt: now });
    },

    /** Ends the user's live changes (a new one replaces them, the current address again drops them). */
    async expireLive(userId: number, now: Date) {
      await db
        .update(emailChanges)
        .set({ expiresAt: now })
        .where(
          and(
            eq(emailChanges.userId, userId),
            isNull(emailChanges.confirmedAt),
            gt(emailChanges.expiresAt, now),
          ),
        );
    },

    /** The unconfirmed changes of the user since `since`: when each code was sent and how often it was tried. */
    async unconfirmedSince(userId: number, since: Date) {
      return db
        .select({ createdAt: emailChanges.createdAt, attempts: emailChanges.attempts })
        .from(emailChanges)
        .where(
          and(
            eq(emailChanges.userId, userId),
            isNull(emailChanges.confirmedAt),
            gt(emailChanges.createdAt, since),
          ),
        )
        .orderBy(desc(emailChanges.createdAt));
    },

    async latestCreatedAt(userId: number) {
      const [row] = await db
        .select({ createdAt: emailChanges.createdAt })
        .from(emailChanges)
        .where(eq(emailChanges.userId, userId))
        .orderBy(desc(emailChanges.createdAt))
        .limit(1);
      return row?.createdAt ?? null;
    },

    /** The user's live change: not confirmed, not expired, tries left. */
    async findLive(userId: number, maxAttempts: number, now: Date) {
      const [row] = await db
        .select({ id: emailChanges.id })
        .from(emailChanges)
        .where(
          and(
            eq(emailChanges.userId, userId),
            isNull(emailChanges.confirmedAt),
            gt(emailChanges.expiresAt, now),
            lt(emailChanges.attempts, maxAttempts),
          ),
        )
        .orderBy(desc(emailChanges.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * Spends one try of a live change, by a conditional UPDATE so that parallel guesses cannot exceed
     * the limit; its code hash and address, or null when no try is left (or it is no longer live).
     */
    async spendAttempt(id: string, maxAttempts: number, now: Date) {
      const [row] = await db
        .update(emailChanges)
        .set({ attempts: sql`${emailChanges.attempts} + 1` })
        .where(
          and(
            eq(emailChanges.id, id),
            isNull(emailChanges.confirmedAt),
            gt(emailChanges.expiresAt, now),
            lt(emailChanges.attempts, maxAttempts),
          ),
        )
        .returning({ codeHash: emailChanges.codeHash, email: emailChanges.email });
      return row ?? null;
    },

    /** Uses a change once: false when another request confirmed it first. */
    async confirm(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(emailChanges)
        .set({ confirmedAt: now })
        .where(and(eq(emailChanges.id, id), isNull(emailChanges.confirmedAt)))
        .returning({ id: emailChanges.id });
      return rows.length === 1;
    },
  };
}
