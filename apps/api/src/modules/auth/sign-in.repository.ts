import { USER_STATUS } from '@club/contract';
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loginCodes, loginSmsUsage, operators, type SubjectKind } from '../../db/schema/accounts';
import { companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';

const userColumns = {
  id: users.id,
  uuid: users.uuid,
  roleId: users.roleId,
  companyId: users.companyId,
  regionId: users.regionId,
  hasSurvey: users.hasSurvey,
  languageId: users.languageId,
  email: users.email,
  phone: users.phone,
  companyRegistrationNumber2: companies.registrationNumber2,
};

export type SignInUser = {
  id: number;
  uuid: string;
  roleId: number;
  companyId: number;
  regionId: number;
  hasSurvey: boolean;
  languageId: number;
  email: string;
  phone: string;
  companyRegistrationNumber2: string | null;
};

/**
 * Only ACTIVE, not deleted accounts of an ACTIVE company can sign in (spec 01 §4: declining the terms
 * deactivates the company and with it every account of it).
 */
const activeUser = and(
  eq(users.status, USER_STATUS.ACTIVE),
  isNull(users.deletedAt),
  eq(companies.status, USER_STATUS.ACTIVE),
);
/** Not deleted, but the account or its company is no longer ACTIVE. */
const inactiveUser = and(
  isNull(users.deletedAt),
  or(ne(users.status, USER_STATUS.ACTIVE), ne(companies.status, USER_STATUS.ACTIVE)),
);

export function createSignInRepository(db: Db) {
  const findUser = async (where: ReturnType<typeof and>): Promise<SignInUser | null> => {
    const [row] = await db
      .select(userColumns)
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(where, activeUser))
      .limit(1);
    return row ?? null;
  };

  const findOperator = async (where: ReturnType<typeof and>) => {
    const [row] = await db
      .select({ id: operators.id, uuid: operators.uuid, role: operators.role, email: operators.email })
      .from(operators)
      .where(and(where, eq(operators.active, true)))
      .limit(1);
    return row ?? null;
  };

  const isInactive = async (where: ReturnType<typeof and>): Promise<boolean> => {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(where, inactiveUser))
      .limit(1);
    return rows.length > 0;
  };

  return {
    isInactiveByEmail: (email: string) => isInactive(eq(sql`lower(${users.email})`, email.toLowerCase())),
    isInactiveByPhone: (regionId: number, phone: string) =>
      isInactive(and(eq(users.regionId, regionId), eq(users.phone, phone))),
    findActiveUserByEmail: (email: string) => findUser(eq(sql`lower(${users.email})`, email.toLowerCase())),
    findActiveUserByPhone: (regionId: number, phone: string) =>
      findUser(and(eq(users.regionId, regionId), eq(users.phone, phone))),
    findActiveUserById: (id: number) => findUser(eq(users.id, id)),

    findActiveOperatorByEmail: (email: string) =>
      findOperator(eq(sql`lower(${operators.email})`, email.toLowerCase())),
    findActiveOperatorById: (id: number) => findOperator(eq(operators.id, id)),

    /**
     * Serialises code requests for one contact until the transaction ends, across replicas: the resend
     * lock and the caps read the contact's requests and then add one, which must not interleave.
     */
    async lockContact(contact: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${contact}`}, 0))`);
    },

    /**
     * The contact's requests of the last `since` that did not end in a sign-in, newest first, at most
     * `limit` of them: the caps count these. The newest request is read separately (`latestForContact`).
     */
    async openRequestTimes(contact: string, since: Date, limit: number): Promise<Date[]> {
      const rows = await db
        .select({ createdAt: loginCodes.createdAt })
        .from(loginCodes)
        .where(
          and(
            eq(loginCodes.contact, contact),
            gt(loginCodes.createdAt, since),
            isNull(loginCodes.consumedAt),
          ),
        )
        .orderBy(desc(loginCodes.createdAt))
        .limit(limit);
      return rows.map((r) => r.createdAt);
    },

    /** The contact's newest request, with what tells whether its code can still be used. */
    async latestForContact(contact: string) {
      const [row] = await db
        .select({
          createdAt: loginCodes.createdAt,
          expiresAt: loginCodes.expiresAt,
          attempts: loginCodes.attempts,
          consumedAt: loginCodes.consumedAt,
        })
        .from(loginCodes)
        .where(eq(loginCodes.contact, contact))
        .orderBy(desc(loginCodes.createdAt))
        .limit(1);
      return row ?? null;
    },

    async insertRequest(
      request: {
        requestHash: string;
        kind: SubjectKind;
        subjectId: number;
        contact: string;
        codeHash: string;
        expiresAt: Date;
      },
      now: Date,
    ) {
      await db.insert(loginCodes).values({
        requestHash: request.requestHash,
        subjectKind: request.kind,
        subjectId: request.subjectId,
        contact: request.contact,
        codeHash: request.codeHash,
        expiresAt: request.expiresAt,
        createdAt: now,
      });
    },

    /**
     * Counts one SMS against the region's budget for the day; false when the budget is spent. One
     * conditional upsert: replicas and parallel requests cannot pass it together.
     */
    async spendSmsBudget(regionId: number, day: string, budget: number): Promise<boolean> {
      if (budget <= 0) return false;
      const rows = await db
        .insert(loginSmsUsage)
        .values({ regionId, day, sent: 1 })
        .onConflictDoUpdate({
          target: [loginSmsUsage.regionId, loginSmsUsage.day],
          set: { sent: sql`${loginSmsUsage.sent} + 1` },
          setWhere: lt(loginSmsUsage.sent, budget),
        })
        .returning({ sent: loginSmsUsage.sent });
      return rows.length === 1;
    },

    /** The request a verification names, of the right kind (an operator's id is no installer's). */
    async findRequest(kind: SubjectKind, requestHash: string) {
      const [row] = await db
        .select({ id: loginCodes.id, subjectId: loginCodes.subjectId })
        .from(loginCodes)
        .where(and(eq(loginCodes.requestHash, requestHash), eq(loginCodes.subjectKind, kind)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Spends one try on a live code and returns its hash, or null when the code is used, expired or out
     * of tries. One conditional UPDATE: parallel guesses cannot read the same count and all pass.
     */
    async spendAttempt(codeId: string, maxAttempts: number, now: Date): Promise<string | null> {
      const [row] = await db
        .update(loginCodes)
        .set({ attempts: sql`${loginCodes.attempts} + 1` })
        .where(
          and(
            eq(loginCodes.id, codeId),
            lt(loginCodes.attempts, maxAttempts),
            isNull(loginCodes.consumedAt),
            gt(loginCodes.expiresAt, now),
          ),
        )
        .returning({ codeHash: loginCodes.codeHash });
      return row?.codeHash ?? null;
    },

    /** Single use: only one of two parallel right answers consumes the code. */
    async consume(codeId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(loginCodes)
        .set({ consumedAt: now })
        .where(and(eq(loginCodes.id, codeId), isNull(loginCodes.consumedAt)))
        .returning({ id: loginCodes.id });
      return rows.length === 1;
    },

    /** After a sign-in the subject's other open requests end too: their codes no longer open a session. */
    async endOpenRequests(kind: SubjectKind, subjectId: number, now: Date): Promise<void> {
      await db
        .update(loginCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(loginCodes.subjectKind, kind),
            eq(loginCodes.subjectId, subjectId),
            isNull(loginCodes.consumedAt),
            gt(loginCodes.expiresAt, now),
          ),
        );
    },
  };
}

export type SignInRepository = ReturnType<typeof createSignInRepository>;
