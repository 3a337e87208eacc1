import { listRegionConfigChanges, listRegionConfigs, updateRegionConfig } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { RegionConfigService } from './region-config.service';

/** Back-office: the countries' numbers (docs/decisions/020), for admins. */
export function registerRegionConfigRoutes(
  app: FastifyInstance,
  deps: { regions: RegionConfigService },
): void {
  route(app, listRegionConfigs, () => deps.regions.list());
  route(app, listRegionConfigChanges, ({ params }) => deps.regions.changes(params.id));
  route(app, updateRegionConfig, ({ params, body, principal, request }) =>
    deps.regions.update(
      { operatorUuid: principal.operatorUuid, role: principal.role, requestId: request.id },
      params.id,
      body,
    ),
  );
}
