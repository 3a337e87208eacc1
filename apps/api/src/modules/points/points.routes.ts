import { getCompanyPoints, listPointsHistory } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import type { AnswerCache } from '../../lib/answer-cache';
import { route } from '../../lib/route';
import type { PointsService } from './points.service';

export function registerPointsRoutes(
  app: FastifyInstance,
  deps: { points: PointsService; answers: AnswerCache },
): void {
  // The summary checks the session in its own statement (decision 006) and sends a kept answer again
  // while the database says nothing it is made of has changed (decision 036).
  route(
    app,
    getCompanyPoints,
    async ({ principal, params, reply }) =>
      deps.answers.send(reply, await deps.points.getSummary(principal, params.id)),
    { sessionCheckedByHandler: true },
  );
  route(app, listPointsHistory, ({ principal, query }) =>
    deps.points.listHistory(principal.companyId, query),
  );
}
