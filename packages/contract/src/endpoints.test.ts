import { describe, expect, expectTypeOf, it } from 'vitest';
import { ENDPOINTS } from './endpoints';
import { buildPath } from './http/endpoint';
import { OPERATOR_ROLES } from './constants/roles';
import type { EndpointSuccess } from './http/endpoint';
import type { RegisterCompanyResponse } from './registration/registration.schemas';
import type { Session } from './auth/auth.schemas';

const endpoints = Object.entries(ENDPOINTS);

describe('ENDPOINTS', () => {
  it('gives every endpoint an access policy and a success answer', () => {
    for (const [name, endpoint] of endpoints) {
      expect(['public', 'user', 'owner', 'operator'], name).toContain(endpoint.access);
      expect(
        Object.keys(endpoint.response).some((s) => s.startsWith('2')),
        name,
      ).toBe(true);
    }
  });

  it('makes every operator endpoint name its roles (ARCHITECTURE §4), every role spelt out where all may', () => {
    for (const [name, endpoint] of endpoints) {
      if (endpoint.access !== 'operator') continue;
      const roles: readonly string[] | undefined =
        'operatorRoles' in endpoint ? endpoint.operatorRoles : undefined;
      expect(roles, name).toBeDefined();
      expect(roles?.length, name).toBeGreaterThan(0);
      for (const role of roles ?? []) expect(OPERATOR_ROLES, name).toContain(role);
    }
  });

  it('has one endpoint per method and path', () => {
    const keys = endpoints.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declares params exactly for paths with parameters, with matching names', () => {
    for (const [name, endpoint] of endpoints) {
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]).sort();
      const declared = 'params' in endpoint ? Object.keys(endpoint.params.shape).sort() : [];
      expect(declared, name).toEqual(inPath);
    }
  });

  it('types the success answer, 200 or 201', () => {
    expectTypeOf<
      EndpointSuccess<typeof ENDPOINTS.registerCompany>
    >().toEqualTypeOf<RegisterCompanyResponse>();
    expectTypeOf<EndpointSuccess<typeof ENDPOINTS.verifyLogin>>().toEqualTypeOf<Session>();
  });

  it('builds paths from them', () => {
    expect(buildPath(ENDPOINTS.getCompanyPoints.path, { id: 'a b' })).toBe('/v1/company/points/a%20b');
    expect(() => buildPath(ENDPOINTS.updateSurvey.path)).toThrow(/Missing path parameter id/);
  });
});
