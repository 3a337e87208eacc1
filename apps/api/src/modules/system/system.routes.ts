import { getHealth } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { getLiveness } from './system.endpoints';
import type { SystemService } from './system.service';

export function registerSystemRoutes(app: FastifyInstance, deps: { system: SystemService }): void {
  route(app, getHealth, async ({ reply }) => {
    const health = await deps.system.checkHealth();
    if (health.status !== 'ok') reply.code(503);
    return health;
  });
  route(app, getLiveness, async () => ({ status: 'ok' as const }));
}
