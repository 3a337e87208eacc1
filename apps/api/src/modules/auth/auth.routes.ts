import { login, logout, refreshSession, verifyLogin } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { SessionService } from './session.service';
import type { SignInLimits } from '../../plugins/rate-limit';
import type { SignInService } from './sign-in.service';

export interface AuthRoutesDeps {
  signIn: SignInService;
  sessions: SessionService;
  limits: SignInLimits;
}

/** spec 01 §7: installer sign-in, refresh and logout. */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthRoutesDeps): void {
  route(app, login, async ({ body, request }) => {
    await deps.limits.login(request);
    return deps.signIn.login(body);
  });
  route(app, verifyLogin, async ({ body, request }) => {
    await deps.limits.verify(request);
    return deps.signIn.verify(body);
  });
  route(app, refreshSession, async ({ body, request }) => {
    await deps.limits.refresh(request);
    return deps.sessions.refresh(body.refresh_token, 'user');
  });
  route(app, logout, async ({ principal }) => {
    await deps.sessions.revoke(principal.sessionId);
    return { ok: true as const };
  });
}
