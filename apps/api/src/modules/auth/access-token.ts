import { OPERATOR_ROLES, ROLES, type OperatorRole, type RoleId } from '@club/contract';
import { jwtVerify, SignJWT } from 'jose';
import { webcrypto } from 'node:crypto';
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
  /**
   * ARCHITECTURE §4 Emulation: the operator (operators.id) who opened this session as the user; carried
   * as the `emu` claim so that every request knows it without a query. Absent in an ordinary session.
   */
  emulatedByOperatorId?: number | null;
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
    emu: z.number().int().positive().optional(),
  }),
  z.object({
    kind: z.literal('operator'),
    sub: z.uuid(),
    role: z.enum(OPERATOR_ROLES),
    sid: z.string().optional(),
  }),
]);

// jose imports raw key bytes into a CryptoKey on every call; every signed-in request verifies a token,
// so the key is imported once per secret and reused.
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
function keyOf(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

/** Mints an access token for a principal; sign-in and refresh use it, and tests. */
export async function signAccessToken(
  principal: Principal,
  options: { secret: string; clock: Clock; ttlSeconds?: number },
): Promise<string> {
  const issuedAt = Math.floor(options.clock.now().getTime() / 1000);
  const claims =
    principal.kind === 'user'
      ? {
          kind: 'user',
          role: principal.roleId,
          company: principal.companyId,
          ...(principal.emulatedByOperatorId ? { emu: principal.emulatedByOperatorId } : {}),
        }
      : { kind: 'operator', role: principal.role };
  return new SignJWT({ ...claims, ...(principal.sessionId ? { sid: principal.sessionId } : {}) })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(principal.kind === 'user' ? principal.userUuid : principal.operatorUuid)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS))
    .sign(await keyOf(options.secret));
}

/**
 * Tokens whose signature and claims were checked, per secret, with their expiry. A token is sent with
 * every call of its hour: checking the same bytes again only repeats the HMAC. A hit still checks the
 * expiry against the clock; revocation is the session check's business, never this cache's. The key is
 * the whole token, signature included, so a changed token is never a hit. Bounded: oldest out first.
 */
const VERIFIED_MAX = 10_000;
const verified = new Map<string, Map<string, { principal: Principal; exp: number; nbf: number }>>();

/** The principal of a valid token, or null for anything else (bad signature, expired, wrong shape). */
export async function verifyAccessToken(
  token: string,
  options: { secret: string; clock: Clock },
): Promise<Principal | null> {
  let cache = verified.get(options.secret);
  if (!cache) {
    cache = new Map();
    verified.set(options.secret, cache);
  }
  const hit = cache.get(token);
  if (hit) {
    // as jose decides: expired when exp <= now, not yet valid when nbf > now (whole seconds)
    const now = Math.floor(options.clock.now().getTime() / 1000);
    return hit.exp > now && hit.nbf <= now ? { ...hit.principal } : null;
  }
  const principal = await verifyOnce(token, options);
  if (principal) {
    if (cache.size >= VERIFIED_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(token, principal);
  }
  return principal ? { ...principal.principal } : null;
}

async function verifyOnce(
  token: string,
  options: { secret: string; clock: Clock },
): Promise<{ principal: Principal; exp: number; nbf: number } | null> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(options.secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: options.clock.now(),
    });
    const claims = ClaimsSchema.safeParse(payload);
    if (!claims.success) return null;
    const c = claims.data;
    const sessionId = c.sid ?? null;
    const principal: Principal =
      c.kind === 'user'
        ? {
            kind: 'user',
            userUuid: c.sub,
            roleId: c.role,
            companyId: c.company,
            sessionId,
            emulatedByOperatorId: c.emu ?? null,
          }
        : { kind: 'operator', operatorUuid: c.sub, role: c.role, sessionId };
    // signAccessToken always sets exp; a token without one is not ours
    if (typeof payload.exp !== 'number') return null;
    return { principal, exp: payload.exp, nbf: typeof payload.nbf === 'number' ? payload.nbf : -Infinity };
  } catch {
    return null;
  }
}
