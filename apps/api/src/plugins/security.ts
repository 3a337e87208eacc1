import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers for the API and the web app served from the same origin. The CSP allows what the
 * PWA needs: its own scripts and service worker, WebAssembly (the QR decoder, ARCHITECTURE §8),
 * camera frames and photos as blob:/data: images, and calls to its own origin only.
 */
export const securityPlugin = fp<{ styleHashes?: string[]; scriptHashes?: string[] }>(
  async (app: FastifyInstance, { styleHashes = [], scriptHashes = [] }) => {
    // helmet itself, built once: @fastify/helmet rebuilds the middleware (and re-parses the CSP) on
    // every request, a cost every API call paid (issue: /self at half the speed of a bare `select 1`).
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // our own files, and the prerendered pages' loader by its hash (lib/inline-hashes.ts)
          scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...scriptHashes],
          workerSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          // no inline styles but the prerendered pages' own, by hash (lib/inline-hashes.ts); React sets
          // style props through the CSSOM, which this does not restrict
          styleSrc: ["'self'", ...styleHashes],
          fontSrc: ["'self'", 'data:'],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // No upgrade-insecure-requests: testing on a phone over http://<LAN address> must keep working.
        },
      },
      // The survey collector opens in a window of its own (spec 01 §2 Surveys) and ends on our /close page.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // ARCHITECTURE §4: an emulated session sends no referrer; nothing else of ours needs one either.
      referrerPolicy: { policy: 'no-referrer' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      applyHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
    });
    // An answer to a signed-in call is the caller's own: no browser, proxy or service worker may keep it.
    app.addHook('onSend', async (request, reply) => {
      if (request.headers.authorization !== undefined && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'security' },
);
