import { ERROR_CODES } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailableError } from '../db/availability';
import { isApiUrl } from './access-policy-check';

export const MAINTENANCE_MESSAGE = 'The service is under maintenance. Please try again later.';

export interface MaintenanceOptions {
  isOn: () => Promise<boolean>;
}

/** Health stays up for the load balancer; operators must reach their API to switch maintenance off. */
function isExempt(path: string): boolean {
  return path === '/api/health' || path.startsWith('/api/health/') || path.startsWith('/api/admin/');
}

/**
 * spec 01 §4 Maintenance: while on, every API call answers 503 and the web app shows its maintenance
 * page. Static files keep being served, because that page is part of the app.
 */
export const maintenancePlugin = fp<MaintenanceOptions>(
  async (app: FastifyInstance, options) => {
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '';
      if (!isApiUrl(path) || isExempt(path)) return;
      let on: boolean;
      try {
        on = await options.isOn();
      } catch (error) {
        // a database out of reach is answered as such (error handler: 503)
        if (isDatabaseUnavailableError(error)) throw error;
        // Otherwise let the request try: it will report the problem itself.
        request.log.warn({ err: error }, 'maintenance switch unreadable');
        on = false;
      }
      if (!on) return;
      return reply
        .code(503)
        .header('retry-after', '60')
        .send({ message: MAINTENANCE_MESSAGE, code: ERROR_CODES.maintenance });
    });
  },
  { name: 'maintenance' },
);
