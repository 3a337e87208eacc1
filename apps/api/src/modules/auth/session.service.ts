import {
  SESSION_POLICY,
  SIGN_IN_MESSAGES,
  type OperatorRole,
  type RoleId,
  type Session,
} from '@club/contract';
import type { Db } from '../../db/database';
import type { SubjectKind } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { signAccessToken, type Principal, type UserPrincipal } from './access-token';
import { createSessionRepository, type SessionOfCaller } from './session.repository';
import { decryptSecret, encryptSecret, generateRefreshToken, hashRefreshToken } from './token-crypto';

/** The account a session is opened for, with what its access tokens carry. */
export type SessionSubject =
  | {
      kind: 'user';
      id: number;
      uuid: string;
      roleId: RoleId;
      companyId: number;
      /** ARCHITECTURE §4 Emulation: kept by the session row, so that refreshes carry it on. */
      emulatedByOperatorId?: number | null;
    }
  | { kind: 'operator'; id: number; uuid: string; role: OperatorRole };

export interface SessionServiceDeps {
  db: Db;
  clock: Clock;
  jwtSecret: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A token's `sid` that can name a session (the column is a uuid: anything else would fail the query). */
export const isSessionId = (sid: string | null | undefined): sid is string => !!sid && UUID.test(sid);

/** The caller's session for a read that checks it in its own statement; null for a token without one. */
export const sessionOfCaller = (principal: UserPrincipal): SessionOfCaller | null =>
  isSessionId(principal.sessionId)
    ? {
        sessionId: principal.sessionId,
        userUuid: principal.userUuid,
        companyId: principal.companyId,
        roleId: principal.roleId,
      }
    : null;

function principalOf(subject: SessionSubject, sessionId: string): Principal {
  return subject.kind === 'user'
    ? {
        kind: 'user',
        userUuid: subject.uuid,
        roleId: subject.roleId,
        companyId: subject.companyId,
        sessionId,
        emulatedByOperatorId: subject.emulatedByOperatorId ?? null,
      }
    : { kind: 'operator', operatorUuid: subject.uuid, role: subject.role, sessionId };
}

/**
 * Sessions of ARCHITECTURE §4: a 60-minute signed access token and a refresh token rotated on every use,
 * in a family (the session) that lives 30 days from sign-in at most. Re-using a rotated refresh token
 * revokes the family, except the immediate predecessor within 30 s, which gets the same new pair back
 * (two tabs refreshing at once).
 */
export function createSessionService(deps: SessionServiceDeps) {
  const { clock } = deps;
  const repository = createSessionRepository(deps.db);

  async function mintPair(
    tx: Db,
    subject: SessionSubject,
    sessionId: string,
    parentId: string | null,
    now: Date,
  ): Promise<{ session: Session; tokenId: string }> {
    const refreshToken = generateRefreshToken();
    const tokenId = await createSessionRepository(tx).insertRefreshToken(
      { sessionId, tokenHash: hashRefreshToken(refreshToken), parentId },
      now,
    );
    const token = await signAccessToken(principalOf(subject, sessionId), {
      secret: deps.jwtSecret,
      clock,
    });
    // The token's exp counts from the whole second it was issued in; expiresAt must not be later.
    const issuedAtMs = Math.floor(now.getTime() / 1000) * 1000;
    const expiresAt = new Date(issuedAtMs + SESSION_POLICY.accessTokenTtlMs).toISOString();
    return { session: { token, refresh_token: refreshToken, expiresAt }, tokenId };
  }

  async function claimsOf(tx: Db, kind: SubjectKind, subjectId: number): Promise<SessionSubject | null> {
    const sessions = createSessionRepository(tx);
    if (kind === 'user') {
      const user = await sessions.findActiveUserClaims(subjectId);
      return user ? { kind, id: subjectId, ...user, roleId: user.roleId as RoleId } : null;
    }
    const operator = await sessions.findActiveOperatorClaims(subjectId);
    return operator ? { kind, id: subjectId, ...operator } : null;
  }

  type RefreshOutcome = { session: Session } | { revoke: string } | { refuse: true };

  return {
    /** Opens a session after a right code; joins the caller's transaction when given one. */
    async open(
      subject: SessionSubject,
      options: { emulatedByOperatorId?: number; ttlMs?: number } = {},
    ): Promise<Session> {
      const now = clock.now();
      const { emulatedByOperatorId, ttlMs = SESSION_POLICY.refreshTokenTtlMs } = options;
      return deps.db.transaction(async (tx) => {
        const sessionId = await createSessionRepository(tx).createSession(
          {
            kind: subject.kind,
            subjectId: subject.id,
            expiresAt: new Date(now.getTime() + ttlMs),
            ...(emulatedByOperatorId ? { emulatedByOperatorId } : {}),
          },
          now,
        );
        const claims =
          subject.kind === 'user' && emulatedByOperatorId ? { ...subject, emulatedByOperatorId } : subject;
        return (await mintPair(tx, claims, sessionId, null, now)).session;
      });
    },

    /** Rotates a refresh token of the given account kind; any refusal is a plain 401. */
    async refresh(refreshToken: string, kind: SubjectKind): Promise<Session> {
      const now = clock.now();
      const outcome = await deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
        const sessions = createSessionRepository(tx);
        const row = await sessions.findTokenForUpdate(hashRefreshToken(refreshToken));
        if (!row || row.subjectKind !== kind) return { refuse: true };
        if (row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return { refuse: true };

        if (!row.rotatedAt) {
          const found = await claimsOf(tx, row.subjectKind, row.subjectId);
          if (!found) return { revoke: row.sessionId };
          // An emulated session stays emulated (ARCHITECTURE §4): the mark lives on the session row.
          const subject =
            found.kind === 'user' ? { ...found, emulatedByOperatorId: row.emulatedByOperatorId } : found;
          const next = await mintPair(tx, subject, row.sessionId, row.id, now);
          await sessions.markRotated(
            row.id,
            {
              successorId: next.tokenId,
              successorSecret: encryptSecret(deps.jwtSecret, JSON.stringify(next.session)),
            },
            now,
          );
          // The parent is no longer the immediate predecessor: its copy of this pair must go.
          if (row.parentId) await sessions.wipeSecret(row.parentId);
          return { session: next.session };
        }

        // A rotated token: only the immediate predecessor of the live token, within the grace, answers.
        const withinGrace = now.getTime() - row.rotatedAt.getTime() <= SESSION_POLICY.refreshReuseGraceMs;
        const successorRotatedAt = row.successorId
          ? await sessions.findRotatedAt(row.successorId)
          : undefined;
        const isImmediatePredecessor = successorRotatedAt === null;
        const copy = row.successorSecret ? decryptSecret(deps.jwtSecret, row.successorSecret) : null;
        if (withinGrace && isImmediatePredecessor && copy) {
          return { session: JSON.parse(copy) as Session };
        }
        if (!withinGrace && isImmediatePredecessor && row.successorSecret) {
          // Past the grace the copy is of no use; it is wiped, and the re-use revokes as any other.
          await sessions.wipeSecret(row.id);
        }
        return { revoke: row.sessionId };
      });

      if ('session' in outcome) return outcome.session;
      if ('revoke' in outcome) await repository.revokeSession(outcome.revoke, now);
      throw AppError.unauthorized(SIGN_IN_MESSAGES.sessionExpired);
    },

    /** Ends all sessions of a user in the caller's transaction (a deleted team member). */
    async revokeUserSessionsIn(tx: Db, userId: number): Promise<void> {
      await createSessionRepository(tx).revokeUserSessions(userId, clock.now());
    },

    /** Logout revokes the caller's whole session at once (ARCHITECTURE §4). */
    async revoke(sessionId: string | null): Promise<void> {
      if (sessionId && UUID.test(sessionId)) await repository.revokeSession(sessionId, clock.now());
    },

    /**
     * Used by the auth plugin on every signed-in call, with no cache: a revoked session or an account
     * that is no longer active is refused at once, on every replica.
     */
    async isActive(principal: Principal): Promise<boolean> {
      const sid = principal.sessionId;
      if (!isSessionId(sid)) return false;
      const now = clock.now();
      return principal.kind === 'user'
        ? repository.isUserSessionActive(
            {
              sessionId: sid,
              userUuid: principal.userUuid,
              companyId: principal.companyId,
              roleId: principal.roleId,
            },
            now,
          )
        : repository.isOperatorSessionActive(
            { sessionId: sid, operatorUuid: principal.operatorUuid, role: principal.role },
            now,
          );
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
