import { SESSION_POLICY } from '@club/contract';
import { and, eq, gt, isNull, lt, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { emailChanges, users, type NewUserRow, type UserOptions } from '../../db/schema/users';
import { preparedInUserSession } from '../auth/session.repository';

/**
 * The columns a user may change on their own record (spec 02 §2 User edit, spec 01 §7 PATCH user). The
 * e-mail is not among them: it changes only with the code sent to the new address (applyEmail).
 */
export type SelfChange = Partial<
  Pick<NewUserRow, 'name' | 'surname' | 'emailConsent' | 'phoneConsent' | 'languageId'>
> & { options?: UserOptions };

/**
 * The new address of the user's live e-mail change, if any (at most one is live: email-change.service.ts).
 * A subquery on email_changes_user_created_at_idx.
 */
function pendingEmailAt(now: Date | SQLWrapper) {
  const live = and(
    eq(emailChanges.userId, users.id),
    isNull(emailChanges.confirmedAt),
    gt(emailChanges.expiresAt, now),
    // the tries of a code are those of a sign-in code (EMAIL_CHANGE_POLICY)
    lt(emailChanges.attempts, SESSION_POLICY.codeMaxAttempts),
  );
  const newest = sql`order by ${emailChanges.createdAt} desc limit 1`;
  return sql<string | null>`(select ${emailChanges.email} from ${emailChanges} where ${live} ${newest})`;
}

/** What the User answer of spec 01 §3 is made of, and nothing more. */
const selfColumns = (now: Date | SQLWrapper) => ({
  user: {
    id: users.id,
    uuid: users.uuid,
    companyId: users.companyId,
    roleId: users.roleId,
    name: users.name,
    surname: users.surname,
    email: users.email,
    phone: users.phone,
    regionId: users.regionId,
    languageId: users.languageId,
    status: users.status,
    options: users.options,
    emailConsent: users.emailConsent,
    phoneConsent: users.phoneConsent,
    hasSurvey: users.hasSurvey,
    verifiedEmailAt: users.verifiedEmailAt,
    createdAt: users.createdAt,
    pendingEmail: pendingEmailAt(now),
  },
  company: {
    uuid: companies.uuid,
    name: companies.name,
    crmCustomerId: companies.crmCustomerId,
    acceptsLeads: companies.acceptsLeads,
    isAvailable: companies.isAvailable,
    registrationNumber2: companies.registrationNumber2,
  },
});

/**
 * What the self answer is made of, as a key (decision 036): the versions of the caller's user and company
 * rows, and the pending e-mail change, read as the answer reads it (the clock ends a change, not a write).
 */
const rowVersions = {
  user: sql<string>`${users}.xmin::text`,
  company: sql<string>`${companies}.xmin::text`,
};

export function createUsersRepository(db: Db) {
  /**
   * GET self checks the caller's session (`liveUserSession`, so the auth guard skips its own query for
   * this route) and reads the answer's key in one statement; while the key is unchanged, the answer kept
   * for it is sent again. Otherwise a second statement reads the record, with its key in the same
   * snapshot. Both prepared once: PostgreSQL parses and plans them once per connection. Primary keys all
   * the way from the session id.
   */
  const selfKeyInSession = preparedInUserSession(db, 'users_self_key_in_session', {
    userId: users.id,
    ...rowVersions,
    pendingEmail: pendingEmailAt(sql.placeholder('now')),
  });
  const selfInSession = preparedInUserSession(db, 'users_self_in_session', {
    ...selfColumns(sql.placeholder('now')),
    versions: rowVersions,
  });

  return {
    /** The signed-in user with their company: one query on the unique uuid index. */
    async findSelf(userUuid: string, now: Date) {
      const [row] = await db
        .select(selfColumns(now))
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(and(eq(users.uuid, userUuid), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    /** The self answer's key (`selfKey`), or null when the session is not live. */
    async findSelfKeyInSession(
      session: { sessionId: string; userUuid: string; companyId: number; roleId: number },
      now: Date,
    ) {
      const [row] = await selfKeyInSession.execute({ ...session, now: now.toISOString() });
      return row ?? null;
    },

    /**
     * The same record with its key, or null when the session is not live (revoked, expired, account or
     * company inactive).
     */
    async findSelfInSession(
      session: { sessionId: string; userUuid: string; companyId: number; roleId: number },
      now: Date,
    ) {
      // A placeholder skips the column's value mapping: the instant goes as ISO text (timestamptz).
      const [row] = await selfInSession.execute({ ...session, now: now.toISOString() });
      return row ?? null;
    },

    /**
     * What PATCH self needs to check a change against: the caller's role and current e-mail; and what an
     * e-mail change needs: the language of its messages and the phone to tell when there is no old address.
     */
    async findForUpdate(userUuid: string) {
      const [row] = await db
        .select({
          id: users.id,
          roleId: users.roleId,
          email: users.email,
          phone: users.phone,
          languageId: users.languageId,
        })
        .from(users)
        .where(and(eq(users.uuid, userUuid), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    /** Served by the unique index on lower(email) of live users. */
    async isEmailTakenByOther(email: string, userId: number) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(sql`lower(${users.email})`, email.toLowerCase()),
            isNull(users.deletedAt),
            ne(users.id, userId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Writes the caller's own changes. Options are merged by the database (`jsonb ||`), so that two
     * screens saving different flags at the same time do not overwrite each other.
     */
    async updateSelf(userId: number, change: SelfChange, now: Date) {
      const { options, ...columns } = change;
      await db
        .update(users)
        .set({
          ...columns,
          ...(options ? { options: sql`${users.options} || ${JSON.stringify(options)}::jsonb` } : {}),
          updatedAt: now,
        })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    },

    /** The live user's row, locked until the caller's transaction ends: their e-mail changes queue up. */
    async lockUser(userId: number) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    /** A confirmed new address: it is proven (the code reached it), so it is verified at once. */
    async applyEmail(userId: number, email: string, now: Date) {
      await db
        .update(users)
        .set({ email, verifiedEmailAt: now, updatedAt: now })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
