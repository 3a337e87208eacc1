import type { AccessPolicy, Endpoint } from '@club/contract';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

const POLICIES: readonly AccessPolicy[] = ['public', 'user', 'owner', 'operator'];

export interface RouteEntry {
  method: string;
  url: string;
  access: AccessPolicy | undefined;
  /** The contract endpoint the route serves, when `route()` registered it. */
  endpoint: Endpoint | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, with its declared access policy and contract endpoint. */
    registeredRoutes(): RouteEntry[];
    /** The same, under /api only. */
    apiRoutes(): RouteEntry[];
  }
}

export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/**
 * ARCHITECTURE §4: a route under /api without an access policy must not exist; the app refuses to
 * start instead of the route silently being open. Checked when the app is ready, because plugins
 * (the API docs) mark their routes in onRoute hooks that run after this one.
 */
export const accessPolicyCheckPlugin = fp(
  async (app: FastifyInstance) => {
    const seen: {
      method: HTTPMethods | HTTPMethods[];
      url: string;
      config?: { access?: AccessPolicy; endpoint?: Endpoint };
    }[] = [];
    app.addHook('onRoute', (routeOptions) => {
      seen.push(routeOptions);
    });
    app.decorate('registeredRoutes', () =>
      seen.flatMap((r) =>
        [r.method].flat().map((method) => ({
          method,
          url: r.url,
          access: r.config?.access,
          endpoint: r.config?.endpoint,
        })),
      ),
    );
    app.decorate('apiRoutes', () => app.registeredRoutes().filter((r) => isApiUrl(r.url)));
    app.addHook('onReady', async () => {
      const open = app.apiRoutes().filter((r) => !r.access || !POLICIES.includes(r.access));
      if (open.length > 0) {
        throw new Error(
          `Routes without an access policy: ${open.map((r) => `${r.method} ${r.url}`).join(', ')}`,
        );
      }
    });
  },
  { name: 'access-policy-check' },
);
