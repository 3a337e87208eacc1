import { listAdminSurveys, updateAdminSurvey } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { SurveysAdminService } from './surveys-admin.service';

/** Back-office surveys (roles admin and content). */
export function registerSurveysAdminRoutes(
  app: FastifyInstance,
  deps: { surveysAdmin: SurveysAdminService },
): void {
  route(app, listAdminSurveys, ({ query }) => deps.surveysAdmin.list(query));
  route(app, updateAdminSurvey, ({ body, params, principal, request }) =>
    deps.surveysAdmin.setActive(
      { operatorUuid: principal.operatorUuid, role: principal.role, requestId: request.id },
      params.id,
      body.is_active,
    ),
  );
}
