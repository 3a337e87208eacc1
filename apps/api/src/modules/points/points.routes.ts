import { getCompanyPoints, listPointsHistory } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { PointsService } from './points.service';

export function registerPointsRoutes(app: FastifyInstance, deps: { points: PointsService }): void {
  // Its one query checks the session too (decision 006).
  route(app, getCompanyPoints, ({ principal, params }) => deps.points.getSummary(principal, params.id), {
    sessionCheckedByHandler: true,
  });
  route(app, listPointsHistory, ({ principal, query }) =>
    deps.points.listHistory(principal.companyId, query),
  );
}
