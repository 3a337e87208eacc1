import { createReadStream, existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IMMUTABLE, NO_CACHE } from './static-web';

/** The back-office's address: its pages and files live under it, its API under /api/admin. */
export const ADMIN_PREFIX = '/admin';

export const isAdminPageUrl = (path: string): boolean =>
  path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page load under /admin with the back-office's index.html, when it is built. */
    adminFallback(request: FastifyRequest, reply: FastifyReply): FastifyReply | null;
  }
}

/**
 * Serves the built back-office (apps/admin) under /admin: its own bundle, no service worker, so nothing of
 * it reaches the installers' app. Hashed files under /admin/assets/ are cached for a year, the rest is
 * revalidated. The security headers (CSP included) are the same as the web app's: they apply to every reply.
 */
export const staticAdminPlugin = fp<{ root: string }>(
  async (app: FastifyInstance, { root }) => {
    if (!existsSync(join(root, 'index.html'))) {
      app.log.warn({ root }, 'back-office not built: /admin is not served');
      app.decorate('adminFallback', () => null);
      return;
    }
    const assetsDir = join(root, 'assets') + sep;
    await app.register(fastifyStatic, {
      root,
      prefix: `${ADMIN_PREFIX}/`,
      // the web app's instance owns reply.sendFile; this one answers through its own routes only
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      index: ['index.html'],
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : NO_CACHE);
      },
    });

    // The back-office's own routes (/admin/companies/…) are page loads of its index.html.
    app.decorate('adminFallback', (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?', 1)[0] ?? '';
      const isPageLoad =
        (request.method === 'GET' || request.method === 'HEAD') &&
        isAdminPageUrl(path) &&
        (request.headers.accept ?? '').includes('text/html');
      if (!isPageLoad) return null;
      return reply
        .header('cache-control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(createReadStream(join(root, 'index.html')));
    });
  },
  { name: 'static-admin' },
);
