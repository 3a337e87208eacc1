import { FIELD_MESSAGES, PLATFORM_HEADER, isPlatform } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { isApiUrl } from './access-policy-check';

/**
 * spec 01 §7: the app names its platform on every call. An API call naming one the contract does not
 * list is refused with 422 on the header, before authentication or the route. A call without the header
 * is served: health checks, the operators' tools and scripts do not send it. The request log names the
 * platform (lib/request-log.ts).
 */
export const platformPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const value = request.headers[PLATFORM_HEADER];
      if (value === undefined || isPlatform(value) || !isApiUrl(request.url.split('?', 1)[0] ?? '')) return;
      throw AppError.validation({ [PLATFORM_HEADER]: [FIELD_MESSAGES.platformInvalid] });
    });
  },
  { name: 'platform' },
);
