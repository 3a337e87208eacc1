import { createSurvey, deleteSurvey, listSurveys, updateSurvey } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { SurveysService } from './surveys.service';

export function registerSurveysRoutes(app: FastifyInstance, deps: { surveys: SurveysService }): void {
  route(app, listSurveys, ({ principal, query }) => deps.surveys.list(principal, query));
  route(app, createSurvey, async ({ principal, body, reply }) => {
    const item = await deps.surveys.record(principal, body);
    reply.code(201);
    return item;
  });
  route(app, updateSurvey, ({ principal, params, body }) => deps.surveys.update(principal, params.id, body));
  route(app, deleteSurvey, ({ principal, params }) => deps.surveys.complete(principal, params.id));
}
