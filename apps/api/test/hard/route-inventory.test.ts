import { ENDPOINTS, OPERATOR_ROLES, type Endpoint } from '@club/contract';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { testApi } from '../api';
import { setupTestApp } from '../build-app';
import { createOperator } from '../factories/operators';
import { createInstaller, createOwner } from '../factories/users';

// The attacks every route gets, read from the contract: a route added tomorrow is attacked tomorrow,
// without anyone writing a test for it.
const ctx = setupTestApp();
const api = testApi(ctx);

const endpoints = Object.entries(ENDPOINTS) as [string, Endpoint][];
const withAccess = (access: Endpoint['access']) => endpoints.filter(([, e]) => e.access === access);

/** The endpoint's URL with a well-formed id that names nothing, so that only the guard can answer. */
const urlOf = (endpoint: Endpoint) => `/api${endpoint.path.replace(/:[A-Za-z_]+/g, crypto.randomUUID())}`;

const call = (caller: Parameters<typeof api.as>[0], endpoint: Endpoint) =>
  api.as(caller).send(endpoint.method, urlOf(endpoint), endpoint.body ? { body: {} } : {});

describe('route inventory from the contract', () => {
  it('has every kind of route to attack', () => {
    expect(withAccess('user').length).toBeGreaterThan(10);
    expect(withAccess('operator').length).toBeGreaterThan(3);
  });

  it('answers 401 to every route that is not public when no token or a broken one is sent', async () => {
    const open: string[] = [];
    for (const [name, endpoint] of endpoints.filter(([, e]) => e.access !== 'public')) {
      const attempts: Record<string, string>[] = [
        {},
        { authorization: 'Bearer not.a.token' },
        { authorization: 'Basic YTpi' },
      ];
      for (const headers of attempts) {
        const res = await api.anonymous.send(endpoint.method, urlOf(endpoint), {
          headers,
          ...(endpoint.body ? { body: {} } : {}),
        });
        if (res.status !== 401) open.push(`${name} ${JSON.stringify(headers)} → ${res.status}`);
      }
    }
    expect(open).toEqual([]);
  });

  it('answers 403 to an installer on every owner route, before reading the body', async () => {
    const installer = await createInstaller(ctx.app);
    const open: string[] = [];
    for (const [name, endpoint] of withAccess('owner')) {
      const res = await call(installer, endpoint);
      if (res.status !== 403) open.push(`${name} → ${res.status}`);
    }
    expect(open).toEqual([]);
  });

  it("refuses a company's people on every operator route, and each operator role outside the route's roles", async () => {
    const open: string[] = [];
    for (const [name, endpoint] of withAccess('operator')) {
      // fresh people for every route: a logout route ends the session it is called with
      const people = [await createOwner(ctx.app), await createInstaller(ctx.app)];
      for (const person of people) {
        const res = await call(person, endpoint);
        if (res.status !== 403) open.push(`${name} as a company user → ${res.status}`);
      }
      for (const role of OPERATOR_ROLES) {
        const operator = { operator: await createOperator(ctx.app, role) };
        const allowed = !endpoint.operatorRoles || endpoint.operatorRoles.includes(role);
        const res = await call(operator, endpoint);
        if (!allowed && res.status !== 403) open.push(`${name} as ${role} → ${res.status}`);
        if (allowed && (res.status === 401 || res.status === 403)) open.push(`${name} as ${role} refused`);
      }
    }
    expect(open).toEqual([]);
  });

  it('never lets an unknown or protected field into a body: every object of every body is strict', () => {
    const loose: string[] = [];
    const walk = (schema: unknown, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      const node = schema as Record<string, unknown>;
      if (node.type === 'object' && node.additionalProperties !== false) loose.push(where);
      for (const [key, value] of Object.entries(node)) {
        if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${where}.${key}[${i}]`));
        else if (value && typeof value === 'object') walk(value, `${where}.${key}`);
      }
    };
    for (const [name, endpoint] of endpoints) {
      if (!endpoint.body) continue;
      walk(z.toJSONSchema(endpoint.body, { io: 'input', unrepresentable: 'any' }), name);
    }
    expect(loose).toEqual([]);
  });
});
