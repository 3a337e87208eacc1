import { ERROR_CODES } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Unknown API routes answer JSON; page loads of client-side routes get their app: the back-office under
 * /admin, the web app everywhere else (spa fallback).
 */
export const notFoundPlugin = fp(
  async (app: FastifyInstance) => {
    app.setNotFoundHandler((request, reply) => {
      const page = app.adminFallback(request, reply) ?? app.spaFallback(request, reply);
      if (page) return page;
      return reply.code(404).send({ message: 'Not found.', code: ERROR_CODES.notFound });
    });
  },
  { name: 'not-found', dependencies: ['static-web', 'static-admin'] },
);
