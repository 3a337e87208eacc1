import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailVerifications } from '../../db/schema/accounts';
import { users } from '../../db/schema/users';

export interface NewEmailVerification {
  userId: number;
  email: string;
  tokenHash: string;
  expiresAt: Date;
}

export function createVerificationRepository(db: Db) {
  return {
    /**
     * The live user with a row lock, inside the caller's transaction: two sends of the same user wait for
     * each other, so the 60 s rule holds under parallel requests.
     */
    async lockUser(userUuid: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, languageId: users.languageId })
        .from(users)
        .where(and(eq(users.uuid, userUuid), isNull(users.deletedAt)))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    /** Served by email_verifications_user_created_at_idx. */
    async latestSentAt(userId: number) {
      const [row] = await db
        .select({ createdAt: emailVerifications.createdAt })
        .from(emailVerifications)
        .where(eq(emailVerifications.userId, userId))
        .orderBy(desc(emailVerifications.createdAt))
        .limit(1);
      return row?.createdAt ?? null;
    },

    async insert(verification: NewEmailVerification, now: Date) {
      await db.insert(emailVerifications).values({ ...verification, createdAt: now });
    },

    /**
     * Uses a token once: a conditional UPDATE, so that two requests racing with the same link cannot both
     * succeed. The user and address the link was sent to; null for an unknown, used or expired token.
     */
    async useToken(tokenHash: string, now: Date): Promise<{ userId: number; email: string } | null> {
      const [used] = await db
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerifications.tokenHash, tokenHash),
            isNull(emailVerifications.usedAt),
            gt(emailVerifications.expiresAt, now),
          ),
        )
        .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
      return used ?? null;
    },

    /**
     * Marks the user verified, but only while their address is still `email`: a link for an address the
     * user has since changed changes nothing.
     */
    async markVerified(userId: number, email: string, now: Date): Promise<Date | null> {
      const [user] = await db
        .update(users)
        .set({ verifiedEmailAt: now, updatedAt: now })
        .where(
          and(
            eq(users.id, userId),
            isNull(users.deletedAt),
            eq(sql`lower(${users.email})`, email.toLowerCase()),
          ),
        )
        .returning({ verifiedEmailAt: users.verifiedEmailAt });
      return user?.verifiedEmailAt ?? null;
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
