import { ENDPOINTS, type Endpoint } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './build-app';

const ctx = setupTestApp();

/**
 * Routes served on purpose without a contract endpoint, each with its reason. Anything else the app
 * serves must be a contract endpoint, and every contract endpoint must be served.
 */
const NOT_IN_CONTRACT: Record<string, string> = {
  'GET /api/health/live': 'server-only liveness probe (no database) for load balancers and the benchmark',
  'GET /api/dev/outbox': 'development outbox for one-time codes; never registered in production',
  'POST /api/dev/lead-jobs': "runs the leads' deadline job at a given time for journeys; never in production",
  'GET /api/docs/': 'OpenAPI UI (@fastify/swagger-ui)',
  'GET /api/docs/static/*': 'OpenAPI UI assets',
  'GET /api/docs/static/index.html': 'OpenAPI UI assets',
  'GET /api/docs/static/swagger-initializer.js': 'OpenAPI UI assets',
  'GET /api/docs/json': 'the OpenAPI document itself',
  'GET /api/docs/yaml': 'the OpenAPI document itself',
  // registered only when the web app is built (WEB_DIST_DIR holds index.html); tests run without it
  'GET /*': 'the web app: static files and the client-side routes (SPA fallback)',
};

const key = (method: string, url: string) => `${method} ${url}`;

describe('contract endpoints and served routes', () => {
  it('serves every contract endpoint, from the endpoint object itself', async () => {
    await ctx.app.ready();
    const served = new Set(ctx.app.registeredRoutes().map((r) => r.endpoint));
    const missing = Object.entries(ENDPOINTS)
      .filter(([, endpoint]) => !served.has(endpoint as Endpoint))
      .map(([name, endpoint]) => `${name}: ${key(endpoint.method, `/api${endpoint.path}`)}`);
    expect(missing).toEqual([]);
  });

  it('serves nothing else but the routes listed with their reason', async () => {
    await ctx.app.ready();
    const contract = new Set<unknown>(Object.values(ENDPOINTS));
    const unexpected = ctx.app
      .registeredRoutes()
      // Fastify answers HEAD for every GET route by itself
      .filter((r) => r.method !== 'HEAD')
      .filter((r) => !(r.endpoint && contract.has(r.endpoint)))
      .map((r) => key(r.method, r.url))
      .filter((route) => !(route in NOT_IN_CONTRACT));
    expect(unexpected).toEqual([]);
  });

  it('serves each contract endpoint at its method and path', async () => {
    await ctx.app.ready();
    for (const route of ctx.app.registeredRoutes()) {
      if (!route.endpoint || route.method === 'HEAD') continue;
      expect(key(route.method, route.url)).toBe(key(route.endpoint.method, `/api${route.endpoint.path}`));
    }
  });
});
