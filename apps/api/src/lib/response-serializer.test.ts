import {
  ERROR_CODES,
  MESSAGES,
  getCompanyPoints,
  getProject,
  getSelf,
  getShopCart,
  getShopProduct,
  listProjects,
  listShopProducts,
  type Endpoint,
} from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setupTestApp } from '../../test/build-app';
import { fastSchemaOf } from './response-serializer';
import { route } from './route';

const ctx = setupTestApp();

const Item = z.object({ sku: z.string(), price: z.number().int() });
const Answer = z.object({
  uuid: z.uuid(),
  points: z.number().int(),
  name: z.string().nullable(),
  status: z.union([z.literal(1), z.literal(2)]),
  items: z.array(Item),
  owner: z.object({ email: z.string() }).nullable(),
  labels: z.record(z.string(), z.string()),
  note: z.string().optional(),
});
// a union of objects: JSON Schema cannot say it exactly, so zod writes it
const Either = z.union([
  z.object({ kind: z.literal('a'), a: z.string() }),
  z.object({ kind: z.literal('b'), b: z.number().int() }),
]);

const endpoint = (path: string, schema: z.ZodType) =>
  ({ method: 'GET', path, access: 'public', response: { 200: schema } }) satisfies Endpoint;

const valid = {
  uuid: '0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3',
  points: 180,
  name: null,
  status: 2,
  items: [{ sku: 'A-1', price: 20 }],
  owner: { email: 'owner@example.com' },
  labels: { pl: 'Okno' },
};

let app: FastifyInstance;
let answer: unknown;

beforeAll(async () => {
  app = await ctx.build();
  await app.register(
    async (api) => {
      route(api, endpoint('/test/fast', Answer), async () => answer);
      route(api, endpoint('/test/zod', Either), async () => answer);
    },
    { prefix: '/api' },
  );
});

const get = async (path: string, body: unknown) => {
  answer = body;
  return app.inject({ method: 'GET', url: `/api/test/${path}` });
};

const internalError = { message: MESSAGES.somethingWentWrong, code: ERROR_CODES.internal };

describe('answers written from the contract schema', () => {
  it('compiles the installers’ reads without zod', () => {
    for (const read of [
      getSelf,
      getCompanyPoints,
      listProjects,
      getProject,
      listShopProducts,
      getShopProduct,
      getShopCart,
    ]) {
      expect(fastSchemaOf(read.response[200]), `${read.method} ${read.path}`).not.toBeNull();
    }
    expect(fastSchemaOf(Answer)).not.toBeNull();
    expect(fastSchemaOf(Either)).toBeNull();
    expect(fastSchemaOf(z.looseObject({ a: z.string() }))).toBeNull();
    expect(fastSchemaOf(z.object({ a: z.unknown() }))).toBeNull();
  });

  it('sends only the declared fields, at every depth', async () => {
    const res = await get('fast', {
      ...valid,
      passwordHash: 'secret',
      items: [{ sku: 'A-1', price: 20, cost: 7 }],
      owner: { email: 'owner@example.com', phone: '+48 600 000 000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(valid);
    expect(res.body).not.toMatch(/secret|cost|phone/);
  });

  it('writes optional and nullable fields as zod did', async () => {
    const res = await get('fast', { ...valid, name: 'Dom', owner: null, note: 'n' });
    expect(res.json()).toEqual({ ...valid, name: 'Dom', owner: null, note: 'n' });
    const without = await get('fast', { ...valid, note: undefined });
    expect(without.json()).not.toHaveProperty('note');
  });

  it('refuses a number that is not one, or a missing field, with the usual 500', async () => {
    for (const wrong of [
      { ...valid, points: 'all of them' },
      { ...valid, items: [{ sku: 'A-1', price: 'free' }] },
      { ...valid, uuid: undefined },
      { ...valid, items: [{ price: 1 }] },
    ]) {
      const res = await get('fast', wrong);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(internalError);
    }
  });

  it('keeps zod for what JSON Schema cannot say: it strips and checks as before', async () => {
    const ok = await get('zod', { kind: 'b', b: 3, extra: 'x' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ kind: 'b', b: 3 });
    const wrong = await get('zod', { kind: 'b', b: 'three' });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.json()).toEqual(internalError);
  });
});
