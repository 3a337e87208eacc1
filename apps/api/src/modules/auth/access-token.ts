import { OPERATOR_ROLES, ROLES, type OperatorRole, type RoleId } from '@club/contract';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';

/** ARCHITECTURE §4: access tokens are signed JWTs valid 60 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
const ISSUER = 'installer-club';
const AUDIENCE = 'installer-club-api';
const ALGORITHM = 'HS256';

/** A signed-in installer or company owner. `companyId` is the numeric company_id of spec 01 §3. */
export interface UserPrincipal {
  kind: 'user';
  userUuid: string;
  roleId: RoleId;
  companyId: number;
  /** Session the token belongs to, so that logout can revoke it (issued with the refresh token). */
  sessionId: string | null;
}

/** A back-office operator (ARCHITECTURE §4), with one of the operator roles. */
export interface OperatorPrincipal {
  kind: 'operator';
  operatorUuid: string;
  role: OperatorRole;
  sessionId: string | null;
}

export type Principal = UserPrincipal | OperatorPrincipal;

const ClaimsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('user'),
    sub: z.uuid(),
    role: z.union([z.literal(ROLES.companyOwner.id), z.literal(ROLES.installer.id)]),
    company: z.number().int().positive(),
    sid: z.string().optional(),
  }),
  z.object({
    kind: z.literal('operator'),
    sub: z.uuid(),
    role: z.enum(OPERATOR_ROLES),
    sid: z.string().optional(),
  }),
]);

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** Mints an access token for a principal; sign-in and refresh use it, and tests. */
export async function signAccessToken(
  principal: Principal,
  options: { secret: string; clock: Clock; ttlSeconds?: number },
): Promise<string> {
  const issuedAt = Math.floor(options.clock.now().getTime() / 1000);
  const claims =
    principal.kind === 'user'
      ? { kind: 'user', role: principal.roleId, company: principal.companyId }
      : { kind: 'operator', role: principal.role };
  return new SignJWT({ ...claims, ...(principal.sessionId ? { sid: principal.sessionId } : {}) })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(principal.kind === 'user' ? principal.userUuid : principal.operatorUuid)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS))
    .sign(keyOf(options.secret));
}

/** The principal of a valid token, or null for anything else (bad signature, expired, wrong shape). */
export async function verifyAccessToken(
  token: string,
  options: { secret: string; clock: Clock },
): Promise<Principal | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(options.secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: options.clock.now(),
    });
    const claims = ClaimsSchema.safeParse(payload);
    if (!claims.success) return null;
    const c = claims.data;
    const sessionId = c.sid ?? null;
    return c.kind === 'user'
      ? { kind: 'user', userUuid: c.sub, roleId: c.role, companyId: c.company, sessionId }
      : { kind: 'operator', operatorUuid: c.sub, role: c.role, sessionId };
  } catch {
    return null;
  }
}
