import { getPrivateConfig, getPublicConfig, listAdminLeadLostReasons } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { ConfigService } from './config.service';

export function registerConfigRoutes(app: FastifyInstance, deps: { config: ConfigService }): void {
  route(app, getPublicConfig, () => deps.config.getPublicConfig());
  route(app, getPrivateConfig, () => deps.config.getPrivateConfig());
  route(app, listAdminLeadLostReasons, async () => ({ data: await deps.config.listLostReasons() }));
}
