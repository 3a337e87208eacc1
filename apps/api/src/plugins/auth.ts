import { ROLES, type AccessPolicy } from '@club/contract';
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
    /** The onRequest hook that enforces an endpoint's access policy. */
    accessGuard(policy: AccessPolicy): onRequestAsyncHookHandler;
  }
  interface FastifyContextConfig {
    access?: AccessPolicy;
  }
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
    const publicGuard: onRequestAsyncHookHandler = async () => {};

    app.decorate('accessGuard', (policy: AccessPolicy): onRequestAsyncHookHandler => {
      if (policy === 'public') return publicGuard;
      return async (request) => {
        const token = bearerToken(request);
        const principal = token ? await verifyAccessToken(token, options) : null;
        if (!principal || (options.isSessionActive && !(await options.isSessionActive(principal)))) {
          throw AppError.unauthorized();
        }
        if (!isAllowed(policy, principal)) throw AppError.forbidden();
        request.principal = principal;
      };
    });
  },
  { name: 'auth' },
);
