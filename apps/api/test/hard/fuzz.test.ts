import { ENDPOINTS, type Endpoint } from '@club/contract';
import fc from 'fast-check';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { testApi, type Caller } from '../api';
import { setupTestApp } from '../build-app';
import { createOperator } from '../factories/operators';
import { createProject } from '../factories/projects';
import { createOwner } from '../factories/users';
import { arbitraryFor, hostileValue, jsonSchemaOf, type JsonSchema } from './json-schema-arbitrary';

// Every route of the contract, called with bodies and queries generated from its own schemas (mostly the
// right shape, so that calls reach the services, now and then a hostile value anywhere): no answer may be
// a 5xx, none may show a stack trace or SQL, and nothing may reach Object.prototype.
const ctx = setupTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
const api = testApi(ctx);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

const lastness = (name: string) => (name === 'setMaintenance' ? 2 : /logout/i.test(name) ? 1 : 0);

const endpoints = (Object.entries(ENDPOINTS) as [string, Endpoint][])
  // multipart uploads have no JSON body to generate; their limits are tested over a real socket
  .filter(([, endpoint]) => !/\/images$/.test(endpoint.path) || endpoint.method !== 'POST')
  // the routes that end the caller's session last, so that they do not turn the others into 401s, and
  // the maintenance switch after them, so that it does not turn them into 503s
  .sort(([a], [b]) => lastness(a) - lastness(b));

const LEAKS = [
  /\bat .+\.(ts|js):\d+/,
  /\bselect\b.+\bfrom\b/i,
  /\binsert into\b/i,
  /syntax error/i,
  /node_modules/,
];

const jsonSchema = (schema: z.ZodType | undefined): JsonSchema | null =>
  schema ? jsonSchemaOf(schema) : null;

/** A path with its parameters filled: a real id of the caller's, a random uuid, or garbage. */
function pathArbitrary(endpoint: Endpoint, ownIds: string[]): fc.Arbitrary<string> {
  const names = [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] ?? 'id');
  if (names.length === 0) return fc.constant(`/api${endpoint.path}`);
  const value = fc.oneof(
    fc.constantFrom(...ownIds),
    fc.uuid(),
    fc.string({ maxLength: 40 }),
    fc.constant('0'),
  );
  return fc.array(value, { minLength: names.length, maxLength: names.length }).map((values) => {
    let index = 0;
    return `/api${endpoint.path.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(values[index++] ?? ''))}`;
  });
}

function queryArbitrary(schema: JsonSchema | null): fc.Arbitrary<Record<string, string> | undefined> {
  if (!schema) return fc.constant(undefined);
  return arbitraryFor(schema).map((value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return { q: String(value) };
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
  });
}

describe('generated requests on every route of the contract', () => {
  it(`answers ${RUNS} generated calls per route without a 5xx or a leak`, async () => {
    const owner = await createOwner(ctx.app);
    const project = await createProject(ctx.app, owner);
    const operator = { operator: await createOperator(ctx.app, 'admin') };
    const failures: string[] = [];
    for (const [name, endpoint] of endpoints) {
      const caller: Caller | null =
        endpoint.access === 'public' ? null : endpoint.access === 'operator' ? operator : owner;
      const body = jsonSchema(endpoint.body);
      const request = fc.record({
        path: pathArbitrary(endpoint, [project.uuid]),
        query: queryArbitrary(jsonSchema(endpoint.query)),
        body: body
          ? fc.oneof({ arbitrary: arbitraryFor(body), weight: 9 }, { arbitrary: hostileValue, weight: 1 })
          : fc.constant(undefined),
      });
      await fc
        .assert(
          fc.asyncProperty(request, async ({ path, query, body: payload }) => {
            const res = await api.as(caller).send(endpoint.method, path, {
              ...(query ? { query } : {}),
              ...(payload !== undefined ? { body: payload as object } : {}),
            });
            const leaked = LEAKS.find((pattern) => pattern.test(res.text));
            if (res.status >= 500 || leaked || Object.keys(Object.prototype).length > 0) {
              failures.push(
                `${name} ${endpoint.method} ${path}${query ? `?${new URLSearchParams(query)}` : ''} ${JSON.stringify(payload)?.slice(0, 600)} → ${res.status} ${res.text.slice(0, 200)}`,
              );
              return false;
            }
            return true;
          }),
          { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
    expect(Object.keys(Object.prototype)).toEqual([]);
  }, 600_000);
});
