import { getCompanyPoints, listPointsHistory } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { PointsService } from './points.service';

export function registerPointsRoutes(app: FastifyInstance, deps: { points: PointsService }): void {
  route(app, getCompanyPoints, ({ principal, params }) =>
    deps.points.getSummary(principal.companyId, params.id),
  );
  route(app, listPointsHistory, ({ principal, query }) =>
    deps.points.listHistory(principal.companyId, query),
  );
}
