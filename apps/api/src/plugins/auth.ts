import { ROLES, type AccessPolicy, type Endpoint, type OperatorRole } from '@club/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { verifyAccessToken, type Principal } from '../modules/auth/access-token';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** The onRequest hook that enforces an endpoint's access policy (and its operator roles). */
    accessGuard(policy: AccessPolicy, options?: GuardOptions): onRequestAsyncHookHandler;
    /** The guard's session check, for a route whose handler checks the session itself (see GuardOptions). */
    isSessionLive(principal: Principal): Promise<boolean>;
  }
  interface FastifyContextConfig {
    access?: AccessPolicy;
    /** The contract endpoint a route serves (set by `route()`): its emulation rule, the route test. */
    endpoint?: Endpoint;
  }
}

export interface GuardOptions {
  /** Policy 'operator': the roles allowed (ARCHITECTURE §4); any operator when left out. */
  operatorRoles?: readonly OperatorRole[];
  /**
   * The route's own query checks the session with the same conditions as `isSessionActive` (not revoked,
   * not expired, account and company still active) and answers 401 when it finds no row, so the guard
   * does not spend a second query on it. Not for routes with a body. Params and query are validated as
   * usual, but a call whose input is invalid has its session checked before it is told so (`route()`):
   * a revoked session learns nothing from validation.
   */
  sessionCheckedByHandler?: boolean;
}

export interface AuthOptions {
  secret: string;
  clock: Clock;
  /** Lets sign-in refuse tokens of a revoked session (logout, deactivation) before they expire. */
  isSessionActive?: (principal: Principal) => Promise<boolean>;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

function isAllowed(policy: AccessPolicy, principal: Principal): boolean {
  if (policy === 'operator') return principal.kind === 'operator';
  if (principal.kind !== 'user') return false;
  return policy === 'user' || principal.roleId === ROLES.companyOwner.id;
}

/**
 * ARCHITECTURE §4 Access control: every route declares a policy. The check runs at onRequest, before
 * the body is read or validated, so an anonymous caller learns nothing from validation errors.
 */
export const authPlugin = fp<AuthOptions>(
  async (app: FastifyInstance, options) => {
    app.decorateRequest('principal', null);
    app.decorate('isSessionLive', async (principal: Principal) =>
      options.isSessionActive ? options.isSessionActive(principal) : true,
    );
    const publicGuard: onRequestAsyncHookHandler = async () => {};

    app.decorate(
      'accessGuard',
      (policy: AccessPolicy, guard: GuardOptions = {}): onRequestAsyncHookHandler => {
        if (policy === 'public') return publicGuard;
        const isSessionActive = guard.sessionCheckedByHandler ? undefined : options.isSessionActive;
        return async (request) => {
          const token = bearerToken(request);
          const principal = token ? await verifyAccessToken(token, options) : null;
          if (!principal || (isSessionActive && !(await isSessionActive(principal)))) {
            throw AppError.unauthorized();
          }
          if (!isAllowed(policy, principal)) throw AppError.forbidden();
          const roles = guard.operatorRoles;
          if (roles && (principal.kind !== 'operator' || !roles.includes(principal.role))) {
            throw AppError.forbidden();
          }
          request.principal = principal;
        };
      },
    );
  },
  { name: 'auth' },
);
