import { getOperatorSelf, listOperators, OperatorListSchema, OperatorSelfSchema } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp, type SignedIn } from '../../../test/build-app';

const ctx = setupTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
const api = testApi(ctx);

let admin: SignedIn;
let content: SignedIn;

beforeAll(async () => {
  admin = await ctx.signIn('admin@installer.club.example', 'operator');
  content = await ctx.signIn('content@installer.club.example', 'operator');
});

describe('GET /api/admin/self', () => {
  it('names the signed-in operator and their role, for every role', async () => {
    const res = await api.as(content).get(getOperatorSelf);
    expect(res.status).toBe(200);
    expect(OperatorSelfSchema.parse(res.body)).toMatchObject({
      name: 'Cora Content',
      email: 'content@installer.club.example',
      role: 'content',
    });
  });

  it('is not for installers or strangers', async () => {
    const installer = await ctx.signIn('jan.nowak@example.com');
    expect((await api.as(installer).get(getOperatorSelf)).status).toBe(403);
    expect((await api.anonymous.get(getOperatorSelf)).status).toBe(401);
  });
});

describe('GET /api/admin/operators', () => {
  const names = (body: unknown) => OperatorListSchema.parse(body).data.map((o) => o.name);

  it('lists the operators by name, paged', async () => {
    const res = await api.as(admin).get(listOperators, { query: { limit: '3' } });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Cora Content', 'Club Admin', 'Finn Fulfilment'].sort());
    expect(res.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 3, total: 4 });
    const second = await api.as(admin).get(listOperators, { query: { limit: '3', page: '2' } });
    expect(names(second.body)).toEqual(['Sam Support']);
  });

  it('sorts by a column either way and filters by role, status and text', async () => {
    const byEmail = await api.as(admin).get(listOperators, { query: { sort: 'email', order: 'desc' } });
    expect(OperatorListSchema.parse(byEmail.body).data.map((o) => o.email)[0]).toBe(
      'support@installer.club.example',
    );
    expect(names((await api.as(admin).get(listOperators, { query: { role: 'content' } })).body)).toEqual([
      'Cora Content',
    ]);
    expect(names((await api.as(admin).get(listOperators, { query: { q: 'FULFIL' } })).body)).toEqual([
      'Finn Fulfilment',
    ]);
    // a wildcard typed in the search is a letter
    expect(names((await api.as(admin).get(listOperators, { query: { q: '%' } })).body)).toEqual([]);
    expect(names((await api.as(admin).get(listOperators, { query: { status: 'inactive' } })).body)).toEqual(
      [],
    );
  });

  it('answers 422 on a column it cannot sort by or an unknown role', async () => {
    const res = await api.as(admin).get(listOperators, { query: { sort: 'password', role: 'root' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['role', 'sort']);
  });

  it('is for admins only', async () => {
    expect((await api.as(content).get(listOperators)).status).toBe(403);
  });
});
