import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { chooseLocale, LANGUAGE_COOKIE, prerenderedPageFile } from '@club/contract';
import { parse as parseCookies } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';
import { isApiUrl } from './access-policy-check';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with the web app's index.html when the app is served and the request is a page load. */
    spaFallback(request: FastifyRequest, reply: FastifyReply): FastifyReply | null;
  }
}

/**
 * The language of a page load, by the rule the app itself follows (`chooseLocale`): the one chosen in the
 * settings (the `lang` cookie), else the domain's, else the browser's (Accept-Language), else English.
 */
function pageLocale(request: FastifyRequest) {
  const saved = parseCookies(request.headers.cookie ?? '')[LANGUAGE_COOKIE];
  const preferred = new Negotiator({ headers: request.headers }).languages();
  return chooseLocale({ saved, hostname: request.hostname, preferred });
}

/**
 * Serves the built web app. Files under /assets/ carry a content hash, so they are cached for a year;
 * everything else (index.html, the service worker, its registration and Workbox files, the manifest)
 * must be revalidated, or phones would keep an old release.
 */
export const staticWebPlugin = fp<{ root: string }>(
  async (app: FastifyInstance, { root }) => {
    if (!existsSync(join(root, 'index.html'))) {
      app.log.warn({ root }, 'web app not built: only the API is served');
      app.decorate('spaFallback', () => null);
      return;
    }
    const assetsDir = join(root, 'assets') + sep;
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      preCompressed: true,
      cacheControl: false,
      index: ['index.html'],
      allowedPath: (pathName) => !isApiUrl(pathName),
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : NO_CACHE);
      },
    });

    // Client-side routes (/login, /projects/…) are page loads of index.html; never for /api. A page that
    // the build rendered ahead (/login) is answered in the person's language, already drawn.
    app.decorate('spaFallback', (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?', 1)[0] ?? '';
      const isPageLoad =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiUrl(path) &&
        (request.headers.accept ?? '').includes('text/html');
      if (!isPageLoad) return null;
      reply.header('cache-control', NO_CACHE);
      const prerendered = prerenderedPageFile(path, pageLocale(request));
      if (prerendered && existsSync(join(root, prerendered))) {
        return reply.header('vary', 'cookie, accept-language').sendFile(prerendered);
      }
      return reply.sendFile('index.html');
    });
  },
  { name: 'static-web' },
);
