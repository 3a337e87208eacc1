import { randomUUID } from 'node:crypto';
import {
  AdminClubCardListSchema,
  AdminTopUpListSchema,
  AdminTopUpSchema,
  ClubCardDetailsSchema,
  ClubCardHistorySchema,
  TopUpSchema,
  createTopUp,
  getClubCard,
  listAdminClubCards,
  listAdminTopUps,
  listClubCardHistory,
  orderClubCard,
  regionByCode,
  setAdminClubCardStatus,
  settleAdminTopUp,
  verifyClubCard,
} from '@club/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createOperator } from '../../../test/factories/operators';
import { createInstaller, createOwner } from '../../../test/factories/users';
import { createSandboxCardProvider } from '../../adapters/card-provider/sandbox-card-provider';
import { auditLog } from '../../db/schema/accounts';
import { clubCardTopUps, clubCards } from '../../db/schema/club-cards';
import { companies } from '../../db/schema/companies';
import { outboxMessages } from '../../db/schema/outbox';
import { pointsLedger } from '../../db/schema/points';
import { companyTierProgress } from '../../db/schema/tiers';
import type { UserRow } from '../../db/schema/users';

// The sandbox answers at once here: the job's answers are decided by its documented rules.
const ctx = setupTestApp({
  cardProvider: createSandboxCardProvider({ now: () => new Date(), answerDelayMs: 0, activationDelayMs: 0 }),
});
const api = testApi(ctx);

const CUSTOMER = {
  name: 'Anna',
  surname: 'Wiśniewska',
  email: 'anna@example.com',
  phone: '+48512345678',
  company_name: 'Dekarstwo Test',
  street: 'ul. Długa',
  house_number: '5',
  city: 'Kraków',
  postal_code: '30-001',
};

let serialSeq = 0;
/** A serial the sandbox knows (10 digits, not from 0), unique per call, ending as asked. */
const serial = (ending = '1') => {
  serialSeq += 1;
  const head = `5${String(Date.now() % 1e6).padStart(6, '0')}${String(serialSeq).padStart(3, '0')}`;
  return `${head.slice(0, 10 - ending.length)}${ending}`;
};

const setScans = (companyId: number, scans: number) =>
  ctx.database.db
    .update(companyTierProgress)
    .set({
      progress: sql`case when ${companyTierProgress.id} = (select min(id) from ${companyTierProgress} where company_id = ${companyId}) then ${scans} else 0 end`,
    })
    .where(eq(companyTierProgress.companyId, companyId));

const fund = (companyId: number, points: number) =>
  ctx.database.db.transaction((tx) =>
    ctx.app.services.points.credit(tx, { companyId, points, event: 'welcome' }),
  );

const balanceOf = async (companyId: number) => {
  const [row] = await ctx.database.db
    .select({ balance: companies.pointsBalance })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.balance ?? -1;
};

const ledgerSum = async (companyId: number) => {
  const [row] = await ctx.database.db
    .select({ sum: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.companyId, companyId));
  return row?.sum ?? 0;
};

const topUpRows = (reference: string) =>
  ctx.database.db
    .select({ variation: pointsLedger.variation, points: pointsLedger.points, event: pointsLedger.event })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.referenceType, 'top_up'), eq(pointsLedger.referenceId, reference)))
    .orderBy(pointsLedger.id);

/** An owner of a new PL company with `scans` this year. */
async function ownerWith(scans: number, country = 'PL'): Promise<UserRow> {
  const company = await createCompany(ctx.app, { regionId: regionByCode(country)?.id ?? 10 });
  await setScans(company.id, scans);
  return createOwner(ctx.app, company);
}

const order = (who: UserRow, key = randomUUID()) =>
  api.as(who).post(orderClubCard, { body: { idempotency_key: key, customer: CUSTOMER } });
const verify = (who: UserRow, csn: string) =>
  api.as(who).patch(verifyClubCard, { body: { card_serial_number: csn, confirmed: true } });
const topUp = (who: UserRow, points: number, key = randomUUID()) =>
  api.as(who).post(createTopUp, { body: { idempotency_key: key, points, terms_accepted: true } });

/** An owner whose company has an ACTIVE card and `points`. */
async function ownerWithActiveCard(points: number, csn = serial()): Promise<UserRow> {
  const owner = await ownerWith(12);
  expect((await order(owner)).status).toBe(201);
  expect((await verify(owner, csn)).status).toBe(200);
  await ctx.app.services.clubCards.syncWithProvider();
  if (points > 0) await fund(owner.companyId, points);
  const details = ClubCardDetailsSchema.parse((await api.as(owner).get(getClubCard)).body);
  expect(details.currentCard?.status).toBe('ACTIVE');
  return owner;
}

async function emulated(owner: UserRow) {
  const operator = await createOperator(ctx.app, 'admin');
  const session = await ctx.app.services.sessions.open(
    { kind: 'user', id: owner.id, uuid: owner.uuid, roleId: 2, companyId: owner.companyId },
    { emulatedByOperatorId: operator.id },
  );
  return api.as({ headers: { authorization: `Bearer ${session.token}` } });
}

let fulfilment: { operator: Awaited<ReturnType<typeof createOperator>> };
let support: { operator: Awaited<ReturnType<typeof createOperator>> };

beforeAll(async () => {
  fulfilment = { operator: await createOperator(ctx.app, 'fulfilment') };
  support = { operator: await createOperator(ctx.app, 'support') };
});

describe('GET /v1/club-card', () => {
  it('offers the order to a PL owner with 10 scans this year, with the amounts and the notice', async () => {
    const owner = await ownerWith(10);
    await fund(owner.companyId, 120);
    const res = await api.as(owner).get(getClubCard);
    expect(res.status, res.text).toBe(200);
    const details = ClubCardDetailsSchema.parse(res.body);
    expect(details).toMatchObject({
      region: 'PL',
      offer: true,
      can_order: true,
      order_blocked_by: null,
      scans_this_year: 10,
      min_scans_this_year: 10,
      currentCard: null,
      ordered_card: null,
      menu_tile: false,
      notice: 'order',
      points_available: 120,
    });
    expect(details.top_up_amounts.slice(0, 3)).toEqual([
      { points: 50, local: 100, currency: 'PLN', affordable: true },
      { points: 100, local: 200, currency: 'PLN', affordable: true },
      { points: 250, local: 500, currency: 'PLN', affordable: false },
    ]);
  });

  it('says why the order is closed: fewer than 10 scans, another region, an installer', async () => {
    const few = await ownerWith(9);
    expect(ClubCardDetailsSchema.parse((await api.as(few).get(getClubCard)).body)).toMatchObject({
      offer: true,
      can_order: false,
      order_blocked_by: 'scans',
      notice: null,
    });
    const cz = await ownerWith(50, 'CZ');
    expect(ClubCardDetailsSchema.parse((await api.as(cz).get(getClubCard)).body)).toMatchObject({
      region: 'CZ',
      offer: false,
      order_blocked_by: 'region',
    });
    const company = await createCompany(ctx.app);
    await setScans(company.id, 30);
    const installer = await createInstaller(ctx.app, company);
    expect(ClubCardDetailsSchema.parse((await api.as(installer).get(getClubCard)).body)).toMatchObject({
      offer: true,
      can_order: false,
      order_blocked_by: 'role',
      menu_tile: false,
      notice: null,
    });
  });

  it('answers 401 without a session', async () => {
    expect((await api.anonymous.get(getClubCard)).status).toBe(401);
  });
});

describe('POST /v1/club-card/order', () => {
  it('orders the card once: 201, the same key again 200, another key 409 club_card_ordered', async () => {
    const owner = await ownerWith(15);
    const key = randomUUID();
    const first = await order(owner, key);
    expect(first.status, first.text).toBe(201);
    expect(ClubCardDetailsSchema.parse(first.body)).toMatchObject({
      offer: false,
      can_order: false,
      order_blocked_by: 'ordered',
      needs_verification: true,
      notice: 'verify',
      currentCard: null,
      ordered_card: { status: 'ORDERED', serial_masked: null },
    });
    expect((await order(owner, key)).status).toBe(200);
    const again = await order(owner);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('club_card_ordered');
    const rows = await ctx.database.db
      .select()
      .from(clubCards)
      .where(eq(clubCards.companyId, owner.companyId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.customer).toMatchObject({ name: 'Anna', city: 'Kraków' });
  });

  it('refuses fewer than 10 scans and other regions with the codes, installers and emulation with 403', async () => {
    const few = await ownerWith(9);
    const res = await order(few);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'club_card_scans' });
    expect(res.body.message).toContain('10');
    expect((await order(await ownerWith(40, 'CZ'))).body.code).toBe('club_card_region');
    const company = await createCompany(ctx.app);
    await setScans(company.id, 30);
    expect((await order(await createInstaller(ctx.app, company))).status).toBe(403);
    const owner = await ownerWith(20);
    const refused = await (
      await emulated(owner)
    ).post(orderClubCard, {
      body: { idempotency_key: randomUUID(), customer: CUSTOMER },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('emulation_refused');
    expect((await api.anonymous.post(orderClubCard, { body: {} })).status).toBe(401);
  });

  it('answers 422 with field paths for the customer', async () => {
    const owner = await ownerWith(20);
    const res = await api.as(owner).post(orderClubCard, {
      body: { idempotency_key: 'nope', customer: { ...CUSTOMER, name: ' ', email: 'x', extra: 1 } },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(
      expect.arrayContaining(['idempotency_key', 'customer.name', 'customer.email']),
    );
    expect(res.body.errors['customer.name']).toEqual(['Name is required.']);
  });
});

describe('PATCH /v1/club-card/verify', () => {
  it('registers the card by its serial; ISSUED until the provider reports it active', async () => {
    const owner = await ownerWith(12);
    await order(owner);
    const csn = serial('7');
    const res = await api.as(owner).patch(verifyClubCard, {
      body: { card_serial_number: ` ${csn.slice(0, 5)} ${csn.slice(5)} `, confirmed: true },
    });
    expect(res.status, res.text).toBe(200);
    const details = ClubCardDetailsSchema.parse(res.body);
    expect(details).toMatchObject({
      needs_verification: false,
      can_top_up: false,
      menu_tile: true,
      notice: 'activate',
      currentCard: { status: 'ISSUED', serial_masked: `••••••${csn.slice(-4)}` },
    });
    // the sandbox never activates serials ending in 7
    await ctx.app.services.clubCards.syncWithProvider();
    expect(ClubCardDetailsSchema.parse((await api.as(owner).get(getClubCard)).body).currentCard?.status).toBe(
      'ISSUED',
    );
    const again = await verify(owner, serial());
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('club_card_verified');
  });

  it('answers the spec messages: checkbox, missing serial, unknown serial, a serial registered already', async () => {
    const owner = await ownerWith(12);
    await order(owner);
    const missing = await api.as(owner).patch(verifyClubCard, { body: { card_serial_number: '  ' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      card_serial_number: ['Enter the card serial number.'],
      confirmed: ['Confirm that you entered the correct CSN.'],
    });
    const unknown = await verify(owner, '0123456789');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      card_serial_number: ['The card provider does not know a card with this serial number.'],
    });
    const other = await ownerWith(12);
    await order(other);
    const csn = serial();
    expect((await verify(other, csn)).status).toBe(200);
    const taken = await verify(owner, csn);
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ card_serial_number: ['This card is registered already.'] });
  });

  it('answers 409 without an ordered card, 403 to an installer and in an emulated session', async () => {
    const owner = await ownerWith(12);
    const none = await verify(owner, serial());
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('club_card_not_ordered');
    await order(owner);
    const installer = await createInstaller(
      ctx.app,
      (await ctx.database.db.select().from(companies).where(eq(companies.id, owner.companyId)))[0],
    );
    expect((await verify(installer, serial())).status).toBe(403);
    const refused = await (
      await emulated(owner)
    ).patch(verifyClubCard, {
      body: { card_serial_number: serial(), confirmed: true },
    });
    expect(refused.status).toBe(403);
  });
});

describe('top-ups: reserve, then the provider answers once', () => {
  it('reserves the points (PENDING), and the job spends them once on SUCCEEDED', async () => {
    const owner = await ownerWithActiveCard(300);
    const res = await topUp(owner, 100);
    expect(res.status, res.text).toBe(201);
    const entry = TopUpSchema.parse(res.body);
    expect(entry).toMatchObject({ status: 'PENDING', amount: { points: 100, local: 200, currency: 'PLN' } });
    expect(await balanceOf(owner.companyId)).toBe(200);
    expect(await topUpRows(entry.uuid)).toEqual([
      { variation: 'reserved', points: -100, event: 'club_card_top_up_reserved' },
    ]);

    await ctx.app.services.clubCards.syncWithProvider();
    await ctx.app.services.clubCards.syncWithProvider();
    expect(await balanceOf(owner.companyId)).toBe(200);
    expect(await topUpRows(entry.uuid)).toEqual([
      { variation: 'reserved', points: -100, event: 'club_card_top_up_reserved' },
      { variation: 'reserved', points: 100, event: 'club_card_top_up_released' },
      { variation: 'negative', points: -100, event: 'club_card_top_up' },
    ]);
    expect(await ledgerSum(owner.companyId)).toBe(200);
    const history = ClubCardHistorySchema.parse((await api.as(owner).get(listClubCardHistory)).body);
    expect(history.data.map((e) => [e.uuid, e.status])).toEqual([[entry.uuid, 'SUCCEEDED']]);
  });

  it('releases the points once on REJECTED (above 1,000 zł) and REFUSED (a card blocked at the provider), and e-mails the owner', async () => {
    const owner = await ownerWithActiveCard(1500);
    const rejected = TopUpSchema.parse((await topUp(owner, 1000)).body);
    expect(await balanceOf(owner.companyId)).toBe(500);
    await ctx.app.services.clubCards.syncWithProvider();
    await ctx.app.services.clubCards.syncWithProvider();
    expect(await balanceOf(owner.companyId)).toBe(1500);
    expect(await topUpRows(rejected.uuid)).toEqual([
      { variation: 'reserved', points: -1000, event: 'club_card_top_up_reserved' },
      { variation: 'reserved', points: 1000, event: 'club_card_top_up_released' },
    ]);
    const [row] = await ctx.database.db
      .select()
      .from(clubCardTopUps)
      .where(eq(clubCardTopUps.uuid, rejected.uuid));
    expect(row?.status).toBe('REJECTED');
    const mails = await ctx.database.db
      .select({ subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, owner.email ?? ''));
    expect(mails.map((m) => m.subject)).toEqual(['Doładowanie karty nie powiodło się']);

    // a card the provider blocked (serial ending in 13) whose row we still hold as ACTIVE
    const blocked = await ownerWith(12);
    await order(blocked);
    const csn = serial('13');
    expect((await verify(blocked, csn)).status).toBe(200);
    await ctx.database.db.update(clubCards).set({ status: 'ACTIVE' }).where(eq(clubCards.serial, csn));
    await fund(blocked.companyId, 100);
    const refused = TopUpSchema.parse((await topUp(blocked, 50)).body);
    await ctx.app.services.clubCards.syncWithProvider();
    expect(await balanceOf(blocked.companyId)).toBe(100);
    const history = ClubCardHistorySchema.parse((await api.as(blocked).get(listClubCardHistory)).body);
    expect(history.data).toEqual([expect.objectContaining({ uuid: refused.uuid, status: 'REFUSED' })]);
  });

  it('answers a repeated key with the first answer, and refuses the key with another amount', async () => {
    const owner = await ownerWithActiveCard(500);
    const key = randomUUID();
    const first = await topUp(owner, 50, key);
    expect(first.status).toBe(201);
    const again = await topUp(owner, 50, key);
    expect(again.status).toBe(200);
    expect(again.body.uuid).toBe(first.body.uuid);
    const other = await topUp(owner, 100, key);
    expect(other.status).toBe(422);
    expect(other.body.errors).toHaveProperty('idempotency_key');
    expect(await balanceOf(owner.companyId)).toBe(450);
  });

  it('refuses too few points (409 not_enough_points), an inactive card, bad input, installers and emulation', async () => {
    const owner = await ownerWithActiveCard(40);
    const poor = await topUp(owner, 50);
    expect(poor.status).toBe(409);
    expect(poor.body.code).toBe('not_enough_points');
    expect(await balanceOf(owner.companyId)).toBe(40);
    expect(
      await ctx.database.db
        .select()
        .from(clubCardTopUps)
        .where(eq(clubCardTopUps.companyId, owner.companyId)),
    ).toEqual([]);

    const bad = await api
      .as(owner)
      .post(createTopUp, { body: { idempotency_key: randomUUID(), points: 70 } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      points: ['Choose one of the offered amounts.'],
      terms_accepted: ['Accept the terms of the top-up.'],
    });

    const issued = await ownerWith(12);
    await order(issued);
    await verify(issued, serial('7'));
    await fund(issued.companyId, 500);
    const inactive = await topUp(issued, 50);
    expect(inactive.status).toBe(409);
    expect(inactive.body.code).toBe('club_card_not_active');

    const [company] = await ctx.database.db.select().from(companies).where(eq(companies.id, owner.companyId));
    const installer = await createInstaller(ctx.app, company);
    expect((await topUp(installer, 50)).status).toBe(403);
    expect((await api.as(installer).get(listClubCardHistory)).status).toBe(403);
    const refused = await (
      await emulated(owner)
    ).post(createTopUp, {
      body: { idempotency_key: randomUUID(), points: 50, terms_accepted: true },
    });
    expect(refused.status).toBe(403);
    expect((await api.anonymous.post(createTopUp, { body: {} })).status).toBe(401);
  });

  it('pages the history 5 at a time, newest first, only the company’s own', async () => {
    const owner = await ownerWithActiveCard(1000);
    const made: string[] = [];
    for (let i = 0; i < 6; i += 1) made.push(TopUpSchema.parse((await topUp(owner, 50)).body).uuid);
    const other = await ownerWithActiveCard(100);
    await topUp(other, 50);
    const one = ClubCardHistorySchema.parse((await api.as(owner).get(listClubCardHistory)).body);
    expect(one.meta).toMatchObject({ per_page: 5, total: 6, last_page: 2 });
    const two = ClubCardHistorySchema.parse(
      (await api.as(owner).get(listClubCardHistory, { query: { page: '2' } })).body,
    );
    expect([...one.data, ...two.data].map((e) => e.uuid)).toEqual([...made].reverse());
    const bad = await api.as(owner).get(listClubCardHistory, { query: { page: '0', x: '1' } });
    expect(bad.status).toBe(422);
  });
});

describe('back-office: cards and top-ups (fulfilment and admin)', () => {
  it('lists cards and pending top-ups, settles one by hand once (audited), refuses the second answer', async () => {
    const owner = await ownerWithActiveCard(400);
    const [company] = await ctx.database.db.select().from(companies).where(eq(companies.id, owner.companyId));
    const entry = TopUpSchema.parse((await topUp(owner, 250)).body);

    const cards = await api.as(fulfilment).get(listAdminClubCards, { query: { company: company!.uuid } });
    expect(cards.status, cards.text).toBe(200);
    expect(AdminClubCardListSchema.parse(cards.body).data).toEqual([
      expect.objectContaining({ status: 'ACTIVE', company: { uuid: company!.uuid, name: company!.name } }),
    ]);
    const pending = await api
      .as(fulfilment)
      .get(listAdminTopUps, { query: { status: 'PENDING', company: company!.uuid, older_than_hours: '0' } });
    expect(AdminTopUpListSchema.parse(pending.body).data.map((t) => t.uuid)).toEqual([entry.uuid]);
    const none = await api
      .as(fulfilment)
      .get(listAdminTopUps, { query: { status: 'PENDING', company: company!.uuid, older_than_hours: '72' } });
    expect(AdminTopUpListSchema.parse(none.body).data).toEqual([]);

    const settled = await api.as(fulfilment).post(settleAdminTopUp, {
      params: { id: entry.uuid },
      body: { status: 'REFUSED', reason: 'The provider lost the request.' },
    });
    expect(settled.status, settled.text).toBe(200);
    expect(AdminTopUpSchema.parse(settled.body)).toMatchObject({
      status: 'REFUSED',
      reason: 'The provider lost the request.',
      settled_by: fulfilment.operator.name,
    });
    expect(await balanceOf(owner.companyId)).toBe(400);
    const twice = await api.as(fulfilment).post(settleAdminTopUp, {
      params: { id: entry.uuid },
      body: { status: 'SUCCEEDED', reason: 'Second answer' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('top_up_not_pending');
    // the provider's late answer changes nothing either
    await ctx.app.services.clubCards.syncWithProvider();
    expect(await balanceOf(owner.companyId)).toBe(400);
    expect(await ledgerSum(owner.companyId)).toBe(400);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'club_card.top_up.settle'), eq(auditLog.targetId, entry.uuid)));
    expect(audits).toHaveLength(1);
  });

  it('blocks and re-activates a card with a reason (audited); the owner then cannot top up', async () => {
    const owner = await ownerWithActiveCard(400);
    const [card] = await ctx.database.db
      .select()
      .from(clubCards)
      .where(eq(clubCards.companyId, owner.companyId));
    const blocked = await api.as(fulfilment).post(setAdminClubCardStatus, {
      params: { id: card!.uuid },
      body: { status: 'BLOCKED', reason: 'Reported stolen' },
    });
    expect(blocked.status, blocked.text).toBe(200);
    expect(blocked.body.status).toBe('BLOCKED');
    expect(ClubCardDetailsSchema.parse((await api.as(owner).get(getClubCard)).body)).toMatchObject({
      notice: 'inactive',
      can_top_up: false,
      menu_tile: true,
    });
    expect((await topUp(owner, 50)).body.code).toBe('club_card_not_active');
    const active = await api.as(fulfilment).post(setAdminClubCardStatus, {
      params: { id: card!.uuid },
      body: { status: 'ACTIVE', reason: 'Found again' },
    });
    expect(active.body.status).toBe('ACTIVE');
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'club_card.status'), eq(auditLog.targetId, card!.uuid)));
    expect(audits).toHaveLength(2);
  });

  it('answers 404 for unknown ids, 422 with field paths, 403 to support and installers, 401 anonymous', async () => {
    const unknown = { params: { id: randomUUID() }, body: { status: 'SUCCEEDED', reason: 'Paid' } };
    expect((await api.as(fulfilment).post(settleAdminTopUp, unknown)).status).toBe(404);
    expect(
      (
        await api.as(fulfilment).post(setAdminClubCardStatus, {
          params: { id: randomUUID() },
          body: { status: 'ACTIVE', reason: 'Because' },
        })
      ).status,
    ).toBe(404);
    const bad = await api.as(fulfilment).post(settleAdminTopUp, {
      params: { id: randomUUID() },
      body: { status: 'PENDING', reason: 'x' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['reason', 'status']);
    expect((await api.as(support).get(listAdminTopUps)).status).toBe(403);
    expect((await api.as(support).post(settleAdminTopUp, unknown)).status).toBe(403);
    expect((await api.as(await ownerWith(1)).get(listAdminClubCards)).status).toBe(403);
    expect((await api.anonymous.get(listAdminClubCards)).status).toBe(401);
  });
});

describe('the provider job through the queue', () => {
  it('a top-up is answered by the worker soon after it is made, without anyone calling the job', async () => {
    const owner = await ownerWithActiveCard(200);
    const app = await ctx.build({
      env: { JOBS_ENABLED: 'true', JOBS_POLL_SECONDS: '0.5' },
      cardProvider: createSandboxCardProvider({
        now: () => new Date(),
        answerDelayMs: 0,
        activationDelayMs: 0,
      }),
    });
    const res = await testApi(app)
      .as(owner)
      .post(createTopUp, { body: { idempotency_key: randomUUID(), points: 100, terms_accepted: true } });
    expect(res.status, res.text).toBe(201);
    let status = 'PENDING';
    for (let i = 0; i < 60 && status === 'PENDING'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const [row] = await ctx.database.db
        .select({ status: clubCardTopUps.status })
        .from(clubCardTopUps)
        .where(eq(clubCardTopUps.uuid, res.body.uuid));
      status = row?.status ?? 'missing';
    }
    expect(status).toBe('SUCCEEDED');
    expect(await balanceOf(owner.companyId)).toBe(100);
    expect(await ledgerSum(owner.companyId)).toBe(100);
  }, 60_000);
});
