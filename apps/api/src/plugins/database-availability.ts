import { ERROR_CODES } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseAvailability } from '../db/availability';
import { isApiUrl } from './access-policy-check';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again shortly.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * While the database is known to be out of reach, API calls are answered 503 at once (the web app shows
 * its maintenance page and tries again). The health checks answer for themselves (the load balancer reads
 * the database's state there), and static files are served.
 */
export const databaseAvailabilityPlugin = fp<{ availability: DatabaseAvailability }>(
  async (app: FastifyInstance, { availability }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (availability.isAvailable()) return;
      const path = request.url.split('?', 1)[0] ?? '';
      if (!isApiUrl(path) || path === '/api/health' || path.startsWith('/api/health/')) return;
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE, code: ERROR_CODES.databaseUnavailable });
    });
  },
  { name: 'database-availability' },
);
