import { listTierHistory, listTiers } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { TiersService } from './tiers.service';

export function registerTiersRoutes(app: FastifyInstance, deps: { tiers: TiersService }): void {
  route(app, listTiers, ({ query }) => deps.tiers.listTiers(query.region_id));
  route(app, listTierHistory, ({ principal, query }) =>
    deps.tiers.listHistory(principal.companyId, query.installer_company_id),
  );
}
