import {
  adjustOperatorCompanyPoints,
  getOperatorCompany,
  listOperatorCompanyLedger,
  listOperatorCompanyProjects,
  searchOperatorCompanies,
  setOperatorCompanyStatus,
  setOperatorUserRole,
  setOperatorUserStatus,
  updateOperatorCompany,
  updateOperatorUser,
} from '@club/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/route';
import type { OperatorPrincipal } from '../auth/access-token';
import type { OperatorActor } from '../operators/admin-settings.service';
import type { CompanyAdminService } from './company-admin.service';

const actorOf = (principal: OperatorPrincipal, request: FastifyRequest): OperatorActor => ({
  operatorUuid: principal.operatorUuid,
  role: principal.role,
  requestId: request.id,
});

/** Issue 12, Companies and users: the operators' search, company detail and changes. */
export function registerCompanyAdminRoutes(
  app: FastifyInstance,
  deps: { companyAdmin: CompanyAdminService },
): void {
  const service = deps.companyAdmin;
  route(app, searchOperatorCompanies, ({ query }) => service.search(query));
  route(app, getOperatorCompany, ({ params }) => service.get(params.id));
  route(app, listOperatorCompanyLedger, ({ params, query }) => service.ledger(params.id, query));
  route(app, listOperatorCompanyProjects, ({ params, query }) => service.projects(params.id, query));
  route(app, updateOperatorCompany, ({ principal, request, params, body }) =>
    service.updateCompany(actorOf(principal, request), params.id, body),
  );
  route(app, setOperatorCompanyStatus, ({ principal, request, params, body }) =>
    service.setCompanyStatus(actorOf(principal, request), params.id, body),
  );
  route(app, adjustOperatorCompanyPoints, async ({ principal, request, reply, params, body }) => {
    const result = await service.adjustPoints(actorOf(principal, request), params.id, body);
    reply.code(201);
    return result;
  });
  route(app, updateOperatorUser, ({ principal, request, params, body }) =>
    service.updateUser(actorOf(principal, request), params.id, body),
  );
  route(app, setOperatorUserStatus, ({ principal, request, params, body }) =>
    service.setUserStatus(actorOf(principal, request), params.id, body),
  );
  route(app, setOperatorUserRole, ({ principal, request, params, body }) =>
    service.setUserRole(actorOf(principal, request), params.id, body),
  );
}
