import { confirmScans, getScanConfirmation } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { ScansService } from './scans.service';

export function registerScansRoutes(app: FastifyInstance, deps: { scans: ScansService }): void {
  route(app, getScanConfirmation, ({ principal, query }) =>
    deps.scans.confirmOne(principal.companyId, query),
  );
  route(app, confirmScans, ({ principal, body }) => deps.scans.confirmList(principal.companyId, body));
}
