import { USER_STATUS } from '@club/contract';
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loginCodes, loginGuards, operators, type SubjectKind } from '../../db/schema/accounts';
import { companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

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

    async findActiveOperatorByEmail(email: string) {
      const [row] = await db
        .select({ id: operators.id, uuid: operators.uuid, role: operators.role, email: operators.email })
        .from(operators)
        .where(and(eq(sql`lower(${operators.email})`, email.toLowerCase()), eq(operators.active, true)))
        .limit(1);
      return row ?? null;
    },

    /** Takes the account's guard row lock (creating the row first), serialising code sending per account. */
    async lockGuard(kind: SubjectKind, subjectId: number) {
      await db.insert(loginGuards).values({ subjectKind: kind, subjectId }).onConflictDoNothing();
      const [row] = await db
        .select({ lockedUntil: loginGuards.lockedUntil })
        .from(loginGuards)
        .where(and(eq(loginGuards.subjectKind, kind), eq(loginGuards.subjectId, subjectId)))
        .for('update');
      return row ?? { lockedUntil: null };
    },

    async getGuard(kind: SubjectKind, subjectId: number) {
      const [row] = await db
        .select({ lockedUntil: loginGuards.lockedUntil })
        .from(loginGuards)
        .where(and(eq(loginGuards.subjectKind, kind), eq(loginGuards.subjectId, subjectId)))
        .limit(1);
      return row ?? null;
    },

    async latestCodeTimeForContact(contact: string): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: loginCodes.createdAt })
        .from(loginCodes)
        .where(eq(loginCodes.contact, contact))
        .orderBy(desc(loginCodes.createdAt))
        .limit(1);
      return row?.createdAt ?? null;
    },

    async insertCode(
      code: { kind: SubjectKind; subjectId: number; contact: string; codeHash: string; expiresAt: Date },
      now: Date,
    ) {
      await db.insert(loginCodes).values({
        subjectKind: code.kind,
        subjectId: code.subjectId,
        contact: code.contact,
        codeHash: code.codeHash,
        expiresAt: code.expiresAt,
        createdAt: now,
      });
    },

    /** The account's newest code: a new code makes the previous ones void. */
    async latestCodeId(kind: SubjectKind, subjectId: number): Promise<string | null> {
      const [row] = await db
        .select({ id: loginCodes.id })
        .from(loginCodes)
        .where(and(eq(loginCodes.subjectKind, kind), eq(loginCodes.subjectId, subjectId)))
        .orderBy(desc(loginCodes.createdAt))
        .limit(1);
      return row?.id ?? null;
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

    /**
     * Counts a wrong code against the account; the count-th failure locks sign-in and starts the count
     * again for after the lock. Returns the lock end when this failure caused one.
     */
    async recordFailure(
      kind: SubjectKind,
      subjectId: number,
      rule: { maxFailures: number; lockUntil: Date },
      now: Date,
    ): Promise<Date | null> {
      const reached = sql`${loginGuards.failedCount} + 1 >= ${rule.maxFailures}`;
      const [row] = await db
        .insert(loginGuards)
        .values({ subjectKind: kind, subjectId, failedCount: 1, updatedAt: now })
        .onConflictDoUpdate({
          target: [loginGuards.subjectKind, loginGuards.subjectId],
          set: {
            failedCount: sql`case when ${reached} then 0 else ${loginGuards.failedCount} + 1 end`,
            lockedUntil: sql`case when ${reached} then ${ts(rule.lockUntil)} else ${loginGuards.lockedUntil} end`,
            updatedAt: now,
          },
        })
        .returning({ lockedUntil: loginGuards.lockedUntil });
      const lockedUntil = row?.lockedUntil ?? null;
      return lockedUntil && lockedUntil.getTime() === rule.lockUntil.getTime() ? lockedUntil : null;
    },

    async resetFailures(kind: SubjectKind, subjectId: number, now: Date): Promise<void> {
      await db
        .update(loginGuards)
        .set({ failedCount: 0, updatedAt: now })
        .where(and(eq(loginGuards.subjectKind, kind), eq(loginGuards.subjectId, subjectId)));
    },
  };
}

export type SignInRepository = ReturnType<typeof createSignInRepository>;
