import { randomInt } from 'node:crypto';
import {
  ENDPOINTS,
  OPERATOR_ROLES,
  PROJECT_STATUS,
  USER_STATUS,
  languageByLocale,
  regionByCode,
  type Endpoint,
} from '@club/contract';
import fc from 'fast-check';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi, type Answer } from '../api';
import { setupTestApp } from '../build-app';
import { createOperator } from '../factories/operators';
import { createInstaller, createOwner } from '../factories/users';
import { scanOf } from '../scans';
import { changedTables, snapshotTables } from '../table-snapshot';
import {
  buildWorld,
  callerFor,
  ID_SLOTS,
  idSlotsOf,
  LEAD_FORM,
  OWN_REQUESTS,
  withSlot,
  type EndpointName,
  type RequestParts,
  type World,
} from './foreign-ids';
import { arbitraryFor, jsonSchemaOf } from './json-schema-arbitrary';

// The attacks every route gets, read from the contract: a route added tomorrow is attacked tomorrow,
// without anyone writing a test for it. No session, the wrong role, real ids of another company in every
// id of a path, query or body (foreign-ids.ts names where each comes from), the owner's fields sent by an
// installer, protected fields added to every body; a refused call must leave every table as it was.
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

const named = endpoints as [EndpointName, Endpoint][];
const foreignSlots = named.flatMap(([name, endpoint]) =>
  idSlotsOf(endpoint).flatMap((slot) => {
    const rule = ID_SLOTS[`${name} ${slot}`];
    return rule?.kind === 'foreign' ? [{ name, endpoint, slot, rule }] : [];
  }),
);
const describeAnswer = (res: Answer) => `${res.status} ${res.text.slice(0, 160)}`;

// Two companies with every kind of object, made once: the attacks below change nothing (each checks
// that), and the calls that do change something come last.
let world: World;
beforeAll(async () => {
  world = await buildWorld(ctx, api);
  // their sessions opened now, so that the first call of each is not a change of the tables
  for (const caller of [world.a.owner, world.a.installer, { operator: world.admin }]) {
    await api.headersOf(caller);
  }
}, 120_000);

describe('object ids of another company (BOLA, ARCHITECTURE §4)', () => {
  it('knows where a real foreign id comes from for every id in every path, query and body', () => {
    const found = named.flatMap(([name, endpoint]) => idSlotsOf(endpoint).map((slot) => `${name} ${slot}`));
    // a new id without a rule, or a rule of an id that is gone
    expect(found.filter((slot) => !ID_SLOTS[slot])).toEqual([]);
    expect(Object.keys(ID_SLOTS).filter((slot) => !found.includes(slot))).toEqual([]);
    // every attacked route has a request of the caller's own to put the foreign id in
    expect([...new Set(foreignSlots.map((s) => s.name))].filter((name) => !OWN_REQUESTS[name])).toEqual([]);
    expect(foreignSlots.length).toBeGreaterThan(15);
  });

  it('refuses every real id of another company or person, and no table changes', async () => {
    const before = await snapshotTables(ctx.database);
    const open: string[] = [];
    let attacks = 0;
    for (const { name, endpoint, slot, rule } of foreignSlots) {
      const own = OWN_REQUESTS[name]!(world);
      for (const { whose, id } of rule.ids(world)) {
        attacks += 1;
        const res = await api
          .as(callerFor(endpoint, world))
          .send(endpoint.method, endpoint, withSlot(own, slot, id));
        const where = `${name} ${slot} = ${whose}'s`;
        if (rule.check) {
          try {
            rule.check(res);
          } catch {
            open.push(`${where} → ${describeAnswer(res)}`);
          }
        } else if (!(rule.refused ?? [404]).includes(res.status)) {
          open.push(`${where} → ${describeAnswer(res)}`);
        }
      }
    }
    expect(open).toEqual([]);
    expect(changedTables(before, await snapshotTables(ctx.database))).toEqual([]);
    expect(attacks).toBeGreaterThan(20);
  });
});

describe('calls only an owner may make', () => {
  // Routes open to every member where some fields are the owner's (company.service); the contract's
  // owner routes are attacked above with every installer.
  const ownerOnly: { name: EndpointName; what: string; request: (w: World) => RequestParts }[] = [
    {
      name: 'updateCompany',
      what: 'the registration number',
      request: (w) => ({
        params: { id: w.a.company.uuid },
        body: { registration_number: String(randomInt(1_000_000_000, 9_999_999_999)) },
      }),
    },
    {
      name: 'updateCompany',
      what: 'the lead availability',
      request: (w) => ({ params: { id: w.a.company.uuid }, body: { availability: 1 } }),
    },
    {
      name: 'updateCompany',
      what: 'a second registration number already set',
      request: (w) => ({ params: { id: w.a.company.uuid }, body: { registration_number_2: '12345678' } }),
    },
  ];

  it('answers 403 to an installer of the company on each of them, and no table changes', async () => {
    const before = await snapshotTables(ctx.database);
    const open: string[] = [];
    for (const { name, what, request } of ownerOnly) {
      const endpoint: Endpoint = ENDPOINTS[name];
      const res = await api.as(world.a.installer).send(endpoint.method, endpoint, request(world));
      if (res.status !== 403) open.push(`${name} (${what}) → ${describeAnswer(res)}`);
    }
    expect(open).toEqual([]);
    expect(changedTables(before, await snapshotTables(ctx.database))).toEqual([]);
  });

  it('lets the owner make them (a 422 for a rule of the company is not a refusal of the role)', async () => {
    for (const { name, what, request } of ownerOnly) {
      const endpoint: Endpoint = ENDPOINTS[name];
      const res = await api.as(world.a.owner).send(endpoint.method, endpoint, request(world));
      expect([200, 422], `${name} (${what}) → ${describeAnswer(res)}`).toContain(res.status);
    }
  });
});

/** Fields a client has no say in: who owns a thing, what it is worth, its state and role. */
const PROTECTED_FIELDS: Record<string, unknown> = {
  id: 1,
  uuid: '00000000-0000-4000-8000-000000000001',
  companyId: 1,
  company_id: 1,
  companies_id: 1,
  userId: 1,
  user_id: 1,
  role: 'admin',
  roleId: 2,
  role_id: 2,
  points: 1_000_000,
  points_balance: 1_000_000,
  pointsBalance: 1_000_000,
  balance: 1_000_000,
  status: 2,
  active: 1,
  isUnique: false,
  is_unique: false,
  flag: 3,
  emulated: true,
  is_admin: true,
  created_at: '2020-01-01T00:00:00Z',
  verified_email_at: '2020-01-01T00:00:00Z',
};

/**
 * Protected names a body declares on purpose, with what the server does with them; a new one must be
 * explained here (and tested where it is handled).
 */
const DECLARED_PROTECTED: Record<string, string> = {
  'moveLead status':
    "the move itself: only the state machine's moves from the lead's status (leads.routes.test.ts)",
  'saveScan is_unique': "the spec's payload; ignored, the serial decides (tested below)",
  'saveScansBulk is_unique': "the spec's payload; ignored, the serial decides (tested below)",
  'updateProject status': 'in progress or scheduled only; closing is the survey’s (tested below)',
  'updateCompany active':
    'deactivated only (declining the terms), while the terms are pending (tested below)',
  'inviteOperator role': "an admin chooses the invited operator's role (operators.routes.test.ts)",
  'updateOperator role':
    'an admin changes another operator’s role, never their own (operators.routes.test.ts)',
  'updateOperator active':
    'an admin deactivates or reactivates another operator, never themselves (operators.routes.test.ts)',
  'setOperatorCompanyStatus active':
    'an admin activates or deactivates a company, whose people are signed out at once (company-admin.routes.test.ts)',
  'adjustOperatorCompanyPoints points':
    'an admin credits or debits with a reason, one ledger entry, never below zero (company-admin.routes.test.ts, company-admin.concurrency.test.ts)',
  'setOperatorUserStatus active':
    'an admin activates or deactivates a person, whose sessions end at once (company-admin.routes.test.ts)',
  'setOperatorUserRole role_id':
    'an admin makes a person an owner or an installer, within the team limits of the region (company-admin.routes.test.ts)',
  'createCatalogueType points':
    'the points a product type earns in each country, the club’s countries only (catalogue-admin.routes.test.ts)',
  'updateCatalogueType points':
    'replaces the points a product type earns in each country, the club’s countries only (catalogue-admin.routes.test.ts)',
  'createShopAdminProduct active':
    'a content operator lists a new product or keeps it hidden, audited (shop-catalogue-admin.routes.test.ts)',
  'updateShopAdminProduct active':
    'a content operator takes a product out of the shop or back, audited (shop-catalogue-admin.routes.test.ts)',
  'setAdminOrderStatus status':
    'fulfilment moves an order along the allowed steps with a reason; failed or negative return the points and stock once (orders-admin.routes.test.ts, orders-concurrency.test.ts)',
  'createTopUp points':
    'one of the offered amounts, reserved through the ledger under the company lock, never below zero (club-card.routes.test.ts, club-card-concurrency.test.ts)',
  'setAdminClubCardStatus status':
    'fulfilment sets a registered card ACTIVE or BLOCKED with a reason, audited (club-card.routes.test.ts)',
  'settleAdminTopUp status':
    'fulfilment answers a PENDING top-up by hand with a reason, once; audited (club-card.routes.test.ts, club-card-concurrency.test.ts)',
  'setAdminSupportConversationStatus status':
    'support closes (3) or reopens (1) a conversation, audited; 2 is only ever set by a reply (support.routes.test.ts)',
};

/** Valid bodies of routes with rules across fields that a generator rarely satisfies. */
const BODIES: Partial<Record<EndpointName, unknown>> = {
  createAdminLead: LEAD_FORM,
  login: { email: 'anna.wisniewska@example.com' },
  operatorLogin: { email: 'operator@installer.club.example' },
  operatorVerifyLogin: { requestId: 'AbCdEfGhIjKlMnOpQr_-09', code: '12345' },
  inviteOperator: { email: 'invited@installer.club.example', name: 'Invited Operator', role: 'support' },
  updateSelf: { name: 'Anna' },
  orderClubCard: {
    idempotency_key: '6f1c2a7e-0b8d-4c3e-9a51-2d7f4e8b9c10',
    customer: {
      name: 'Anna',
      surname: 'Wiśniewska',
      email: 'anna.wisniewska@example.com',
      phone: '+48512345999',
      company_name: 'Dachy Wiśniewska s.c.',
      street: 'ul. Krakowska',
      house_number: '12A',
      city: 'Kraków',
      postal_code: '31-066',
    },
  },
  verifyClubCard: { card_serial_number: '5123456781', confirmed: true },
  createTopUp: { idempotency_key: '0d6b3e2f-5a4c-4b1d-8e7f-9c2a1b3d4e5f', points: 50, terms_accepted: true },
  setAdminClubCardStatus: { status: 'BLOCKED', reason: 'Reported stolen' },
  settleAdminTopUp: { status: 'REFUSED', reason: 'The provider lost the request.' },
  registerCompany: {
    email: 'anna.nowa@example.pl',
    name: 'Anna',
    surname: 'Wiśniewska',
    phone: '512 345 999',
    regionsId: regionByCode('PL')?.id,
    languagesId: languageByLocale('pl')?.id,
    companyName: 'Dachy Wiśniewska s.c.',
    companyRegistrationNumber: '771 000 0999',
    companyAddress: 'ul. Krakowska',
    companyHouseNumber: '12A',
    companyCity: 'Kraków',
    companyPostalCode: '31-066',
    email_consent: 1,
    phone_consent: 0,
  },
};

/** A body the endpoint's schema accepts: the caller's own request, or one generated from the schema. */
function validBody(name: EndpointName, endpoint: Endpoint, w: World): unknown {
  const own = OWN_REQUESTS[name]?.(w).body ?? BODIES[name];
  if (own !== undefined) return own;
  const schema = jsonSchemaOf(endpoint.body!);
  const found = fc
    .sample(arbitraryFor(schema, { hostile: false }), { numRuns: 300, seed: 7 })
    .find((value) => endpoint.body!.safeParse(value).success);
  if (found === undefined) throw new Error(`${name}: no valid body; add one to BODIES`);
  return found;
}

/** The fields the body's objects declare (the items' for a list). */
function declaredFields(endpoint: Endpoint): string[] {
  const schema = jsonSchemaOf(endpoint.body!);
  const object = schema.type === 'array' ? schema.items : schema;
  return Object.keys(object?.properties ?? {});
}

const withField = (body: unknown, field: string, value: unknown): unknown =>
  Array.isArray(body)
    ? body.map((item) => ({ ...(item as object), [field]: value }))
    : { ...(body as object), [field]: value };

describe('mass assignment', () => {
  const withBody = named.filter(([, e]) => e.body);

  it('explains every protected field a body declares', () => {
    const declared = withBody.flatMap(([name, endpoint]) =>
      declaredFields(endpoint)
        .filter((field) => field in PROTECTED_FIELDS)
        .map((field) => `${name} ${field}`),
    );
    expect(declared.filter((key) => !DECLARED_PROTECTED[key])).toEqual([]);
    expect(Object.keys(DECLARED_PROTECTED).filter((key) => !declared.includes(key))).toEqual([]);
  });

  it('answers 422 to every protected field added to a valid body of every route, and no table changes', async () => {
    const before = await snapshotTables(ctx.database);
    const open: string[] = [];
    let calls = 0;
    for (const [name, endpoint] of withBody) {
      const own = OWN_REQUESTS[name]?.(world) ?? {};
      const body = validBody(name, endpoint, world);
      expect(endpoint.body!.safeParse(body).success, `${name}: the base body is valid`).toBe(true);
      const declared = declaredFields(endpoint);
      for (const [field, value] of Object.entries(PROTECTED_FIELDS)) {
        if (declared.includes(field)) continue;
        calls += 1;
        const res = await api
          .as(callerFor(endpoint, world))
          .send(endpoint.method, endpoint, { ...own, body: withField(body, field, value) });
        if (res.status !== 422) open.push(`${name} + ${field} → ${describeAnswer(res)}`);
      }
    }
    expect(open).toEqual([]);
    expect(changedTables(before, await snapshotTables(ctx.database))).toEqual([]);
    expect(calls).toBeGreaterThan(200);
  });

  it('ignores is_unique: the serial decides whether a product is unique', async () => {
    const res = await api
      .as(world.a.owner)
      .post('/api/v1/scans', { body: { ...scanOf(world.a.project), is_unique: false } });
    expect(res.status, res.text).toBe(201);
    expect(res.body.is_unique).toBe(true);
  });

  it('refuses a project status other than in progress or scheduled, and changes nothing', async () => {
    const before = await snapshotTables(ctx.database);
    for (const status of [PROJECT_STATUS.CLOSED, PROJECT_STATUS.LOST, PROJECT_STATUS.IN_REVIEW]) {
      const res = await api
        .as(world.a.owner)
        .patch(`/api/v1/projects/${world.a.project}`, { body: { status } });
      expect(res.status, res.text).toBe(422);
    }
    expect(changedTables(before, await snapshotTables(ctx.database))).toEqual([]);
  });

  it('lets a company be deactivated only, and only while its terms are pending', async () => {
    const before = await snapshotTables(ctx.database);
    const url = `/api/v1/company/${world.a.company.uuid}`;
    const activate = await api.as(world.a.owner).patch(url, { body: { active: USER_STATUS.ACTIVE } });
    expect(activate.status, activate.text).toBe(422);
    const deactivate = await api.as(world.a.owner).patch(url, { body: { active: USER_STATUS.DEACTIVATED } });
    expect(deactivate.status, deactivate.text).toBe(403);
    expect(changedTables(before, await snapshotTables(ctx.database))).toEqual([]);
  });
});

describe('the same calls with ids of the caller’s own', () => {
  it("pass: the refusals above are the ownership check's, not a wrong request's", async () => {
    const refused: string[] = [];
    // deletions last, so that the objects the others use are still there
    const order = [...new Set(foreignSlots.map((s) => s.name))].sort(
      (a, b) => Number(ENDPOINTS[a].method === 'DELETE') - Number(ENDPOINTS[b].method === 'DELETE'),
    );
    for (const name of order) {
      const endpoint: Endpoint = ENDPOINTS[name];
      const res = await api
        .as(callerFor(endpoint, world))
        .send(endpoint.method, endpoint, OWN_REQUESTS[name]!(world));
      if ([401, 403, 404, 422].includes(res.status) || res.status >= 500) {
        refused.push(`${name} → ${describeAnswer(res)}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
