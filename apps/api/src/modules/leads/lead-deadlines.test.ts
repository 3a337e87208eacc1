import {
  AdminLeadDetailSchema,
  LeadDetailSchema,
  NotificationListSchema,
  createAdminLead,
  getAdminLead,
  isoDay,
  listNotifications,
  moveLead,
  regionByCode,
} from '@club/contract';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { leadBody, onlyTheseTakeLeads } from '../../../test/factories/leads';
import { createOperator } from '../../../test/factories/operators';
import { createOwner } from '../../../test/factories/users';
import type { OperatorRow } from '../../db/schema/accounts';
import type { CompanyRow } from '../../db/schema/companies';
import { leadEvents, leads } from '../../db/schema/leads';
import type { UserRow } from '../../db/schema/users';
import { createManualClock } from '../../lib/clock';
import { createNotificationsService } from '../notifications/notifications.service';
import { createLeadDeadlines } from './lead-deadlines';
import { createLeadDispatch } from './lead-dispatch';

const ctx = setupTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
const api = testApi(ctx);
const SK = regionByCode('SK')?.id ?? 13;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

let admin: OperatorRow;
let a: CompanyRow;
let b: CompanyRow;
const owners = new Map<string, UserRow>();

/** The jobs with a clock the test sets; the database is the app's. */
function jobsAt(at: number) {
  const clock = createManualClock(new Date(at));
  const { db } = ctx.app.database;
  const notify = createNotificationsService({ db, clock }).notifyCompany;
  const dispatch = createLeadDispatch({ clock, notify, outbox: ctx.app.services.outbox });
  return createLeadDeadlines({ db, clock, notify, dispatch });
}

async function newLead(companyUuid?: string) {
  const res = await api.as({ operator: admin }).post(createAdminLead, {
    body: { ...leadBody(SK), ...(companyUuid ? { company_uuid: companyUuid } : {}) },
  });
  expect(res.status, res.text).toBe(201);
  return AdminLeadDetailSchema.parse(res.body);
}

const leadOf = async (uuid: string) =>
  AdminLeadDetailSchema.parse(
    (await api.as({ operator: admin }).get(getAdminLead, { params: { id: uuid } })).body,
  );

const eventsCount = async () => {
  const [row] = await ctx.app.database.db.select({ n: count() }).from(leadEvents);
  return row?.n ?? 0;
};

const noticesOf = async (companyUuid: string, event: string, leadUuid: string) => {
  const owner = owners.get(companyUuid);
  const list = NotificationListSchema.parse((await api.as(owner).get(listNotifications)).body);
  return list.data.filter((n) => n.event === event && n.meta.ticket_uuid === leadUuid).length;
};

beforeAll(async () => {
  // The jobs move every lead that is due; the seeded demo leads would be counted too.
  await ctx.app.database.db.delete(leads);
  admin = await createOperator(ctx.app, 'admin');
  a = await createCompany(ctx.app, { regionId: SK, acceptsLeads: true });
  b = await createCompany(ctx.app, { regionId: SK, acceptsLeads: true });
  owners.set(a.uuid, await createOwner(ctx.app, a));
  owners.set(b.uuid, await createOwner(ctx.app, b));
  await onlyTheseTakeLeads(ctx.app, SK, [a.id, b.id]);
});

describe('reminder, time-out and re-assignment (ARCHITECTURE §7), with the clock moved', () => {
  it('reminds once, times out, goes to the next company once, then stays timed out', async () => {
    const lead = await newLead();
    const first = lead.company?.uuid ?? '';
    const second = first === a.uuid ? b.uuid : a.uuid;
    // the company has 48 hours from the assignment (a moment after the lead was made)
    const t0 = new Date(lead.deadline_at ?? 0).getTime() - 48 * HOUR_MS;
    expect(t0 - new Date(lead.created_at).getTime()).toBeGreaterThanOrEqual(0);
    expect(t0 - new Date(lead.created_at).getTime()).toBeLessThan(5000);

    expect(await jobsAt(t0 + 23 * HOUR_MS).sendReminders()).toBe(0);
    expect(await jobsAt(t0 + 25 * HOUR_MS).sendReminders()).toBe(1);
    expect(await jobsAt(t0 + 25 * HOUR_MS).sendReminders()).toBe(0);
    expect(await noticesOf(first, 'lead_reminder', lead.uuid)).toBe(1);

    expect(await jobsAt(t0 + 47 * HOUR_MS).expire()).toEqual({ expired: 0, reassigned: 0 });
    expect(await jobsAt(t0 + 49 * HOUR_MS).expire()).toEqual({ expired: 1, reassigned: 1 });
    const events = await eventsCount();
    expect(await jobsAt(t0 + 49 * HOUR_MS).expire()).toEqual({ expired: 0, reassigned: 0 });
    expect(await eventsCount()).toBe(events);

    const moved = await leadOf(lead.uuid);
    expect(moved).toMatchObject({ status: 'new', assignment_round: 2 });
    expect(moved.company?.uuid).toBe(second);
    expect(moved.history.slice(-2).map((h) => [h.actor, h.from, h.to, h.company?.uuid])).toEqual([
      ['system', 'new', 'time-out', first],
      ['system', 'time-out', 'new', second],
    ]);
    expect(await noticesOf(second, 'lead_new', lead.uuid)).toBe(1);

    // the second company's own 48 hours start at the re-assignment
    const t1 = t0 + 49 * HOUR_MS;
    expect(await jobsAt(t1 + 25 * HOUR_MS).sendReminders()).toBe(1);
    expect(await noticesOf(second, 'lead_reminder', lead.uuid)).toBe(1);
    expect(await jobsAt(t1 + 49 * HOUR_MS).expire()).toEqual({ expired: 1, reassigned: 0 });
    expect(await jobsAt(t1 + 49 * HOUR_MS).expire()).toEqual({ expired: 0, reassigned: 0 });
    const last = await leadOf(lead.uuid);
    expect(last).toMatchObject({ status: 'time-out', assignment_round: 2, deadline_at: null });
    expect(last.company?.uuid).toBe(second);
  });

  it('expires interested, contacted and agreed leads; the agreement reminder goes to contacted ones', async () => {
    const owner = owners.get(a.uuid);
    const move = async (uuid: string, status: string, extra: object = {}) => {
      const res = await api.as(owner).post(moveLead, { params: { id: uuid }, body: { status, ...extra } });
      expect(res.status, res.text).toBe(200);
      return LeadDetailSchema.parse(res.body);
    };
    const interested = await newLead(a.uuid);
    await move(interested.uuid, 'interested');
    const contacted = await newLead(a.uuid);
    await move(contacted.uuid, 'interested');
    await move(contacted.uuid, 'contacted');
    const agreed = await newLead(a.uuid);
    await move(agreed.uuid, 'interested');
    await move(agreed.uuid, 'contacted');
    const day = isoDay(new Date(Date.now() + 10 * DAY_MS));
    const agreedDetail = await move(agreed.uuid, 'agreed', { expected_installation_date: day });
    expect(new Date(agreedDetail.deadline_at ?? 0).getTime()).toBe(
      Date.parse(`${day}T23:59:59Z`) + 14 * DAY_MS,
    );

    const now = Date.now();
    await jobsAt(now + 5 * DAY_MS + HOUR_MS).expire();
    expect((await leadOf(interested.uuid)).status).toBe('expired-interest');
    expect((await leadOf(contacted.uuid)).status).toBe('contacted');
    expect((await leadOf(agreed.uuid)).status).toBe('agreed');

    await jobsAt(now + 23 * DAY_MS).expire();
    expect((await leadOf(agreed.uuid)).status).toBe('agreed');
    await jobsAt(now + 25 * DAY_MS).expire();
    expect((await leadOf(agreed.uuid)).status).toBe('expired-agreement');
    expect((await leadOf(contacted.uuid)).status).toBe('contacted');

    expect(await jobsAt(now + 29 * DAY_MS + HOUR_MS).sendReminders()).toBeGreaterThanOrEqual(1);
    expect(await noticesOf(a.uuid, 'lead_agreement_reminder', contacted.uuid)).toBe(1);
    await jobsAt(now + 30 * DAY_MS + HOUR_MS).expire();
    expect((await leadOf(contacted.uuid)).status).toBe('expired-contact');
  });
});
