import {
  getAuditFacets,
  getMaintenance,
  getOperatorSelf,
  inviteOperator,
  listAuditLog,
  listOperators,
  updateOperator,
  operatorLogin,
  operatorLogout,
  operatorRefreshSession,
  operatorVerifyLogin,
  setMaintenance,
} from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { SessionService } from '../auth/session.service';
import type { SignInLimits } from '../../plugins/rate-limit';
import type { SignInService } from '../auth/sign-in.service';
import type { OperatorPrincipal } from '../auth/access-token';
import type { AdminSettingsService, OperatorActor } from './admin-settings.service';
import type { AuditService } from './audit.service';
import type { OperatorsService } from './operators.service';

export interface OperatorRoutesDeps {
  signIn: SignInService;
  sessions: SessionService;
  limits: SignInLimits;
  adminSettings: AdminSettingsService;
  operators: OperatorsService;
  audit: AuditService;
}

const actorOf = (principal: OperatorPrincipal, requestId: string): OperatorActor => ({
  operatorUuid: principal.operatorUuid,
  role: principal.role,
  requestId,
});

/** ARCHITECTURE §4: the operators' API under /api/admin. */
export function registerOperatorRoutes(app: FastifyInstance, deps: OperatorRoutesDeps): void {
  route(app, operatorLogin, async ({ body, request }) => {
    await deps.limits.operatorLogin(request);
    return deps.signIn.operatorLogin(body);
  });
  route(app, operatorVerifyLogin, async ({ body, request }) => {
    await deps.limits.operatorVerify(request);
    return deps.signIn.operatorVerify(body);
  });
  route(app, operatorRefreshSession, async ({ body, request }) => {
    await deps.limits.refresh(request);
    return deps.sessions.refresh(body.refresh_token, 'operator');
  });
  route(app, operatorLogout, async ({ principal }) => {
    await deps.sessions.revoke(principal.sessionId);
    return { ok: true as const };
  });
  route(app, getOperatorSelf, ({ principal }) => deps.operators.self(principal.operatorUuid));
  route(app, listOperators, ({ query }) => deps.operators.list(query));
  route(app, inviteOperator, async ({ body, principal, request, reply }) => {
    const operator = await deps.operators.invite(actorOf(principal, request.id), body);
    reply.code(201);
    return operator;
  });
  route(app, updateOperator, ({ params, body, principal, request }) =>
    deps.operators.update(actorOf(principal, request.id), params.id, body),
  );
  route(app, listAuditLog, ({ query }) => deps.audit.list(query));
  route(app, getAuditFacets, () => deps.audit.facets());
  route(app, getMaintenance, () => deps.adminSettings.maintenance());
  route(app, setMaintenance, ({ body, principal, request }) =>
    deps.adminSettings.setMaintenance(
      { operatorUuid: principal.operatorUuid, role: principal.role, requestId: request.id },
      body.enabled,
    ),
  );
}
