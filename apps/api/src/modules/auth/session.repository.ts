import { USER_STATUS, type OperatorRole } from '@club/contract';
import { and, eq, gt, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/database';
import { authSessions, operators, refreshTokens, type SubjectKind } from '../../db/schema/accounts';
import { users } from '../../db/schema/users';
import { companies } from '../../db/schema/companies';

/**
 * The one definition of a live user session, for a query that joins `auth_sessions` → `users` (on
 * subject_id) → `companies`: the session is the user's, neither revoked nor expired, and the user and
 * their company are still ACTIVE (spec 01 §4: a deactivated company signs all its people out). Every
 * condition sits on a primary key lookup from the session id. Values or placeholders of a prepared query.
 */
export function liveUserSession(p: {
  sessionId: string | SQLWrapper;
  userUuid: string | SQLWrapper;
  /** The token's company and role: a token that claims others than the account has now is refused. */
  companyId: number | SQLWrapper;
  roleId: number | SQLWrapper;
  now: Date | SQLWrapper;
}): SQL {
  // The constants are written into the statement, not sent as parameters: a prepared statement run on
  // every signed-in call binds only what changes from call to call.
  const active = sql.raw(String(USER_STATUS.ACTIVE));
  return and(
    eq(authSessions.id, p.sessionId),
    sql`${authSessions.subjectKind} = 'user'`,
    isNull(authSessions.revokedAt),
    gt(authSessions.expiresAt, p.now),
    eq(users.uuid, p.userUuid),
    eq(users.companyId, p.companyId),
    eq(users.roleId, p.roleId),
    sql`${users.status} = ${active}`,
    isNull(users.deletedAt),
    sql`${companies.status} = ${active}`,
  ) as SQL;
}

/** The caller's session as a read that checks it in its own statement takes it (decision 006). */
export interface SessionOfCaller {
  sessionId: string;
  userUuid: string;
  companyId: number;
  roleId: number;
}

/**
 * A read that checks the caller's session in its own statement (decision 006), prepared once: `fields`
 * are selected from the live session's row (`auth_sessions` → `users` → `companies`, so they may use
 * the company's columns), one row whenever the session is live and none otherwise. Its placeholders are
 * `sessionId`, `userUuid`, `companyId`, `roleId` and `now` (ISO text), beside the fields' own.
 */
export function preparedInUserSession<T extends SelectedFields>(
  db: Db,
  name: string,
  fields: T,
): PgPreparedQuery<PreparedQueryConfig & { execute: SelectResultFields<T>[] }> {
  // Drizzle's builder types cannot follow a generic selection through the joins: the query is built on
  // the plain type and typed back; the joins are inner, so each field has the type it declares.
  const query = db
    .select(fields as SelectedFields)
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.subjectId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      liveUserSession({
        sessionId: sql.placeholder('sessionId'),
        userUuid: sql.placeholder('userUuid'),
        companyId: sql.placeholder('companyId'),
        roleId: sql.placeholder('roleId'),
        now: sql.placeholder('now'),
      }),
    )
    // no limit: the session's id is its primary key and the joins follow primary keys, so at most one row
    .prepare(name);
  return query as unknown as PgPreparedQuery<PreparedQueryConfig & { execute: SelectResultFields<T>[] }>;
}

export function createSessionRepository(db: Db) {
  // Runs on every signed-in call: built once and prepared (PostgreSQL parses and plans it once per
  // connection), instead of assembling the query each time.
  const userSessionActive = preparedInUserSession(db, 'auth_user_session_active', { one: sql<number>`1` });

  // The same for the operators' calls (the back-office's lists are read at 50 calls at once).
  const operatorSessionActive = db
    .select({ one: sql<number>`1` })
    .from(authSessions)
    .innerJoin(operators, eq(operators.id, authSessions.subjectId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.subjectKind, 'operator'),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql.placeholder('now')),
        eq(operators.uuid, sql.placeholder('operatorUuid')),
        // the token's role must be the operator's role now
        eq(operators.role, sql.placeholder('role')),
        eq(operators.active, true),
      ),
    )
    .limit(1)
    .prepare('auth_operator_session_active');

  return {
    async createSession(
      session: { kind: SubjectKind; subjectId: number; expiresAt: Date; emulatedByOperatorId?: number },
      now: Date,
    ): Promise<string> {
      const [row] = await db
        .insert(authSessions)
        .values({
          subjectKind: session.kind,
          subjectId: session.subjectId,
          emulatedByOperatorId: session.emulatedByOperatorId ?? null,
          createdAt: now,
          expiresAt: session.expiresAt,
        })
        .returning({ id: authSessions.id });
      if (!row) throw new Error('session insert returned no row');
      return row.id;
    },

    async insertRefreshToken(
      token: { sessionId: string; tokenHash: string; parentId: string | null },
      now: Date,
    ): Promise<string> {
      const [row] = await db
        .insert(refreshTokens)
        .values({ ...token, createdAt: now })
        .returning({ id: refreshTokens.id });
      if (!row) throw new Error('refresh token insert returned no row');
      return row.id;
    },

    /** The token and its session, the token row locked so that two refreshes of it run one at a time. */
    async findTokenForUpdate(tokenHash: string) {
      const [row] = await db
        .select({
          id: refreshTokens.id,
          parentId: refreshTokens.parentId,
          successorId: refreshTokens.successorId,
          successorSecret: refreshTokens.successorSecret,
          rotatedAt: refreshTokens.rotatedAt,
          sessionId: authSessions.id,
          subjectKind: authSessions.subjectKind,
          subjectId: authSessions.subjectId,
          emulatedByOperatorId: authSessions.emulatedByOperatorId,
          expiresAt: authSessions.expiresAt,
          revokedAt: authSessions.revokedAt,
        })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for('update', { of: refreshTokens })
        .limit(1);
      return row ?? null;
    },

    async findRotatedAt(id: string): Promise<Date | null | undefined> {
      const [row] = await db
        .select({ rotatedAt: refreshTokens.rotatedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.id, id))
        .limit(1);
      return row ? row.rotatedAt : undefined;
    },

    async markRotated(id: string, rotation: { successorId: string; successorSecret: string }, now: Date) {
      await db
        .update(refreshTokens)
        .set({ ...rotation, rotatedAt: now })
        .where(eq(refreshTokens.id, id));
    },

    async wipeSecret(id: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ successorSecret: null })
        .where(and(eq(refreshTokens.id, id), sql`${refreshTokens.successorSecret} is not null`));
    },

    /** Ends every live session of a user at once (their access tokens are checked against the row). */
    async revokeUserSessions(userId: number, now: Date): Promise<void> {
      await db
        .update(authSessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(authSessions.subjectKind, 'user'),
            eq(authSessions.subjectId, userId),
            isNull(authSessions.revokedAt),
          ),
        );
    },

    async revokeSession(sessionId: string, now: Date): Promise<void> {
      await db
        .update(authSessions)
        .set({ revokedAt: now })
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
      // The grace copies of a dead session are worthless; drop them now rather than wait.
      await db
        .update(refreshTokens)
        .set({ successorSecret: null })
        .where(
          and(eq(refreshTokens.sessionId, sessionId), sql`${refreshTokens.successorSecret} is not null`),
        );
    },

    /**
     * What an access token of the subject carries, or null when the account may no longer sign in.
     */
    async findActiveUserClaims(userId: number) {
      const [row] = await db
        .select({ uuid: users.uuid, roleId: users.roleId, companyId: users.companyId })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(
          and(
            eq(users.id, userId),
            eq(users.status, USER_STATUS.ACTIVE),
            isNull(users.deletedAt),
            // spec 01 §4: a deactivated company (terms declined) signs all its people out
            eq(companies.status, USER_STATUS.ACTIVE),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async findActiveOperatorClaims(operatorId: number) {
      const [row] = await db
        .select({ uuid: operators.uuid, role: operators.role })
        .from(operators)
        .where(and(eq(operators.id, operatorId), eq(operators.active, true)))
        .limit(1);
      return row ?? null;
    },

    /**
     * One indexed query per signed-in call: the session is neither revoked nor expired, and it belongs
     * to this account, which is still ACTIVE (user) or active (operator).
     */
    async isUserSessionActive(
      session: { sessionId: string; userUuid: string; companyId: number; roleId: number },
      now: Date,
    ): Promise<boolean> {
      // A placeholder skips the column's value mapping: the instant goes as ISO text (timestamptz).
      const rows = await userSessionActive.execute({ ...session, now: now.toISOString() });
      return rows.length === 1;
    },

    async isOperatorSessionActive(
      session: { sessionId: string; operatorUuid: string; role: OperatorRole },
      now: Date,
    ): Promise<boolean> {
      const rows = await operatorSessionActive.execute({ ...session, now: now.toISOString() });
      return rows.length === 1;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
