import {
  LEAD_INTAKE_HEADERS,
  assignAdminLead,
  createAdminLead,
  createIntakeKey,
  getAdminLead,
  getLead,
  getLeadArchive,
  getLeadsSummary,
  intakeLead,
  listAdminLeadCompanies,
  listAdminLeads,
  listIntakeKeys,
  listLeadRegionSettings,
  listLeads,
  markAdminLeadLost,
  moveLead,
  rejectAdminLead,
  revokeIntakeKey,
  setLeadInstallationDate,
  updateAdminLeadCompany,
  updateLeadNote,
  updateLeadRegionSettings,
} from '@club/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/route';
import type { OperatorPrincipal } from '../auth/access-token';
import type { OperatorActor } from '../operators/admin-settings.service';
import type { LeadIntakeService } from './lead-intake.service';
import type { LeadsAdminService } from './leads-admin.service';
import type { LeadsService } from './leads.service';

const intakeKeys = new WeakMap<FastifyRequest, number>();

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Sales leads: the owner's calls, the brand form's intake, and the back-office's dispatch desk. */
export function registerLeadsRoutes(
  app: FastifyInstance,
  deps: {
    leads: LeadsService;
    intake: LeadIntakeService;
    leadsAdmin: LeadsAdminService;
    /** Per key, after the key is known good (plugins/rate-limit.ts). */
    intakeLimit: (request: FastifyRequest) => Promise<void>;
  },
): void {
  route(app, listLeads, ({ principal, query }) => deps.leads.list(principal, query));
  route(app, getLeadsSummary, ({ principal }) => deps.leads.summary(principal));
  route(app, getLead, ({ principal, params }) => deps.leads.get(principal, params.id));
  route(app, getLeadArchive, ({ principal, params }) => deps.leads.archive(principal, params.id));
  route(app, moveLead, ({ principal, params, body }) => deps.leads.move(principal, params.id, body));
  route(app, updateLeadNote, ({ principal, params, body }) =>
    deps.leads.updateNote(principal, params.id, body.NotesFromVELUXClub),
  );
  route(app, setLeadInstallationDate, ({ principal, params, body }) =>
    deps.leads.setInstallationDate(principal, params.id, body.expected_installation_date),
  );

  // The key is checked (401) and counted (429) before the body is validated.
  void app.register(async (scope) => {
    scope.addHook('preValidation', async (request) => {
      const keyId = await deps.intake.verifyKey(header(request, LEAD_INTAKE_HEADERS.apiKey));
      await deps.intakeLimit(request);
      intakeKeys.set(request, keyId);
    });
    route(scope, intakeLead, async ({ request, body, reply }) => {
      const keyId = intakeKeys.get(request);
      if (keyId === undefined) throw new Error('intake key not checked');
      const idempotencyKey =
        header(request, LEAD_INTAKE_HEADERS.idempotencyKey)?.trim() || body.idempotency_key || null;
      const result = await deps.intake.intake(keyId, body, idempotencyKey);
      reply.code(201);
      return result;
    });
  });

  const actorOf = (principal: OperatorPrincipal, request: FastifyRequest): OperatorActor => ({
    operatorUuid: principal.operatorUuid,
    role: principal.role,
    requestId: request.id,
  });
  route(app, listAdminLeads, ({ query }) => deps.leadsAdmin.list(query));
  route(app, getAdminLead, ({ params }) => deps.leadsAdmin.get(params.id));
  route(app, createAdminLead, async ({ principal, body, request, reply }) => {
    const lead = await deps.leadsAdmin.create(actorOf(principal, request), body);
    reply.code(201);
    return lead;
  });
  route(app, assignAdminLead, ({ principal, params, body, request }) =>
    deps.leadsAdmin.assign(actorOf(principal, request), params.id, body),
  );
  route(app, rejectAdminLead, ({ principal, params, body, request }) =>
    deps.leadsAdmin.reject(actorOf(principal, request), params.id, body.reason),
  );
  route(app, markAdminLeadLost, ({ principal, params, body, request }) =>
    deps.leadsAdmin.markLost(actorOf(principal, request), params.id, body),
  );
  route(app, listAdminLeadCompanies, ({ query }) => deps.leadsAdmin.companies(query));
  route(app, updateAdminLeadCompany, ({ principal, params, body, request }) =>
    deps.leadsAdmin.updateCompany(actorOf(principal, request), params.id, body),
  );
  route(app, listIntakeKeys, () => deps.intake.listKeys());
  route(app, createIntakeKey, async ({ principal, body, request, reply }) => {
    const key = await deps.intake.createKey(actorOf(principal, request), body.name);
    reply.code(201);
    return key;
  });
  route(app, revokeIntakeKey, ({ principal, params, request }) =>
    deps.intake.revokeKey(actorOf(principal, request), params.id),
  );
  route(app, listLeadRegionSettings, () => deps.leadsAdmin.regionSettings());
  route(app, updateLeadRegionSettings, ({ principal, params, body, request }) =>
    deps.leadsAdmin.updateRegionSettings(actorOf(principal, request), params.id, body),
  );
}
