import { randomUUID } from 'node:crypto';
import { ENDPOINTS, OPERATOR_ROLES, type Endpoint, type OperatorRole } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from './api';
import { setupTestApp } from './build-app';

/**
 * The role × route matrix (ARCHITECTURE §4), generated from the contract so that an operator route added
 * later is checked without touching this file: each role named in the endpoint's `operatorRoles` gets
 * past the guard (whatever the handler then says of the empty input), every other role gets 403, an
 * installer's token 401 or 403, and no token 401.
 */
const ctx = setupTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
const api = testApi(ctx);

/** The seeded demo operator of each role (apps/api/src/db/seed/demo-data.ts). */
const OPERATOR_EMAILS: Record<OperatorRole, string> = {
  admin: 'admin@installer.club.example',
  support: 'support@installer.club.example',
  content: 'content@installer.club.example',
  fulfilment: 'fulfilment@installer.club.example',
};

const operatorEndpoints = Object.entries(ENDPOINTS as Record<string, Endpoint>).filter(
  ([, endpoint]) => endpoint.access === 'operator',
);

/** Path parameters as ids that name nothing: the guard answers before any lookup. */
const paramsOf = (endpoint: Endpoint) =>
  Object.fromEntries([...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => [m[1], randomUUID()]));

/** One request with a session of its own, so that a sign-out in the matrix ends no other row's session. */
async function statusFor(endpoint: Endpoint, who: OperatorRole | 'installer' | 'nobody'): Promise<number> {
  const caller =
    who === 'nobody'
      ? null
      : await ctx.signIn(
          who === 'installer' ? 'jan.nowak@example.com' : OPERATOR_EMAILS[who],
          who === 'installer' ? 'user' : 'operator',
        );
  const res = await api.as(caller).send(endpoint.method, endpoint, {
    params: paramsOf(endpoint),
    ...(endpoint.body ? { body: {} } : {}),
  });
  return res.status;
}

describe('operator routes × roles', () => {
  beforeAll(() => ctx.app.ready());

  it('covers every operator endpoint of the contract, each with its roles', () => {
    expect(operatorEndpoints.length).toBeGreaterThan(0);
    for (const [name, endpoint] of operatorEndpoints) expect(endpoint.operatorRoles, name).toBeDefined();
  });

  describe.each(operatorEndpoints)('%s', (_name, endpoint) => {
    const allowed = endpoint.operatorRoles ?? [];

    it.each(OPERATOR_ROLES.filter((role) => allowed.includes(role)))(
      'lets %s past the guard',
      async (role) => {
        expect([401, 403]).not.toContain(await statusFor(endpoint, role));
      },
    );

    it.each(OPERATOR_ROLES.filter((role) => !allowed.includes(role)))('refuses %s with 403', async (role) => {
      expect(await statusFor(endpoint, role)).toBe(403);
    });

    it("refuses an installer's token", async () => {
      expect([401, 403]).toContain(await statusFor(endpoint, 'installer'));
    });

    it('refuses a call without a token with 401', async () => {
      expect(await statusFor(endpoint, 'nobody')).toBe(401);
    });
  });
});
