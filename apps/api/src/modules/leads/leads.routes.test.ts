import {
  LEAD_INSTALLER_TRANSITIONS,
  LEAD_MESSAGES,
  LEAD_STATUSES,
  LeadArchiveSchema,
  LeadDetailSchema,
  LeadListSchema,
  LeadsSummarySchema,
  AdminLeadDetailSchema,
  ProjectSchema,
  createAdminLead,
  getLead,
  getLeadArchive,
  getLeadsSummary,
  getProject,
  isoDay,
  listLeads,
  moveLead,
  regionByCode,
  setLeadInstallationDate,
  updateLeadNote,
  type LeadStatus,
} from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { leadBody, setLeadStatus } from '../../../test/factories/leads';
import { createOperator } from '../../../test/factories/operators';
import { createInstaller, createOwner } from '../../../test/factories/users';
import type { CompanyRow } from '../../db/schema/companies';
import type { OperatorRow } from '../../db/schema/accounts';
import type { UserRow } from '../../db/schema/users';

const ctx = setupTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
const api = testApi(ctx);
const PL = regionByCode('PL')?.id ?? 10;
const DAY_MS = 86_400_000;
const today = () => isoDay(new Date());
const inDays = (n: number) => isoDay(new Date(Date.now() + n * DAY_MS));

let company: CompanyRow;
let owner: UserRow;
let installer: UserRow;
let otherOwner: UserRow;
let noLeadsOwner: UserRow;
let admin: OperatorRow;

/** A lead given by hand to `company`, put into `status`. */
async function leadIn(status: LeadStatus = 'new', to: CompanyRow = company): Promise<string> {
  const res = await api
    .as({ operator: admin })
    .post(createAdminLead, { body: { ...leadBody(PL), company_uuid: to.uuid } });
  expect(res.status, res.text).toBe(201);
  const lead = AdminLeadDetailSchema.parse(res.body);
  if (status !== 'new') await setLeadStatus(ctx.app, lead.uuid, status);
  return lead.uuid;
}

async function emulatedOwner() {
  const session = await ctx.app.services.sessions.open(
    { kind: 'user', id: owner.id, uuid: owner.uuid, roleId: 2, companyId: owner.companyId },
    { emulatedByOperatorId: admin.id },
  );
  return api.as({ headers: { authorization: `Bearer ${session.token}` } });
}

beforeAll(async () => {
  company = await createCompany(ctx.app, { acceptsLeads: true });
  owner = await createOwner(ctx.app, company);
  installer = await createInstaller(ctx.app, company);
  const other = await createCompany(ctx.app, { acceptsLeads: true });
  otherOwner = await createOwner(ctx.app, other);
  noLeadsOwner = await createOwner(ctx.app, await createCompany(ctx.app, { acceptsLeads: false }));
  admin = await createOperator(ctx.app, 'admin');
});

const TRANSITIONS: Partial<Record<string, readonly string[]>> = LEAD_INSTALLER_TRANSITIONS;
const allowedFrom = (from: string) => TRANSITIONS[from] ?? [];

describe('the installer’s state machine (ARCHITECTURE §7), every pair of statuses', () => {
  for (const from of LEAD_STATUSES) {
    const illegal = LEAD_STATUSES.filter((to) => !allowedFrom(from).includes(to));
    it(`from ${from}: ${illegal.length} illegal moves answer 422 naming the allowed ones`, async () => {
      const uuid = await leadIn(from);
      const detail = LeadDetailSchema.parse(
        (await api.as(owner).get(getLead, { params: { id: uuid } })).body,
      );
      expect(detail.allowed_moves).toEqual(allowedFrom(from));
      for (const to of illegal) {
        const res = await api.as(owner).post(moveLead, {
          params: { id: uuid },
          body: { status: to, ...(to === 'agreed' ? { expected_installation_date: inDays(3) } : {}) },
        });
        expect(res.status, `${from} → ${to}`).toBe(422);
        expect(res.body.code).toBe('lead_move_not_allowed');
        const names = allowedFrom(from).length > 0 ? allowedFrom(from).join(', ') : 'none';
        expect(res.body.errors.status).toEqual([`${LEAD_MESSAGES.moveNotAllowed} Allowed: ${names}.`]);
      }
      const after = LeadDetailSchema.parse((await api.as(owner).get(getLead, { params: { id: uuid } })).body);
      expect(after.status).toBe(from);
    });

    for (const to of allowedFrom(from)) {
      it(`from ${from} to ${to} is allowed and recorded`, async () => {
        const uuid = await leadIn(from);
        const res = await api.as(owner).post(moveLead, {
          params: { id: uuid },
          body: { status: to, ...(to === 'agreed' ? { expected_installation_date: inDays(10) } : {}) },
        });
        expect(res.status, res.text).toBe(200);
        const moved = LeadDetailSchema.parse(res.body);
        expect(moved.status).toBe(to);
        expect(moved.allowed_moves).toEqual(allowedFrom(to));
        const archive = LeadArchiveSchema.parse(
          (await api.as(owner).get(getLeadArchive, { params: { id: uuid } })).body,
        );
        expect(archive.history.at(-1)).toMatchObject({ actor: 'user', from, to });
      });
    }
  }
});

describe('agreeing with the customer (spec 02 §5)', () => {
  it('needs an installation date from today on', async () => {
    const uuid = await leadIn('contacted');
    const missing = await api.as(owner).post(moveLead, { params: { id: uuid }, body: { status: 'agreed' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.expected_installation_date).toEqual([LEAD_MESSAGES.installationDateRequired]);
    const past = await api.as(owner).post(moveLead, {
      params: { id: uuid },
      body: { status: 'agreed', expected_installation_date: inDays(-1) },
    });
    expect(past.status).toBe(422);
    expect(past.body.errors.expected_installation_date).toEqual([LEAD_MESSAGES.installationDatePast]);
    const ok = await api.as(owner).post(moveLead, {
      params: { id: uuid },
      body: { status: 'agreed', expected_installation_date: today() },
    });
    expect(ok.status, ok.text).toBe(200);
  });

  it('schedules the customer’s project, which shows its lead; a new date moves the project too', async () => {
    const uuid = await leadIn('contacted');
    const res = await api.as(owner).post(moveLead, {
      params: { id: uuid },
      body: { status: 'agreed', expected_installation_date: inDays(7) },
    });
    const lead = LeadDetailSchema.parse(res.body);
    expect(lead.expected_installation_date).toBe(inDays(7));
    expect(lead.project).not.toBeNull();
    const projectId = lead.project?.uuid ?? '';
    const project = ProjectSchema.parse(
      (await api.as(owner).get(getProject, { params: { id: projectId } })).body,
    );
    expect(project.status.id).toBe(4);
    expect(project.installation_date).toBe(inDays(7));
    expect(project.street_name).toBe(lead.customer_info.StreetHouseNumber);
    expect(project.lead).toEqual({ uuid, status: 'agreed' });

    const moved = await api.as(owner).patch(setLeadInstallationDate, {
      params: { id: uuid },
      body: { expected_installation_date: inDays(9) },
    });
    expect(moved.status, moved.text).toBe(200);
    const again = ProjectSchema.parse(
      (await api.as(owner).get(getProject, { params: { id: projectId } })).body,
    );
    expect(again.installation_date).toBe(inDays(9));

    const past = await api.as(owner).patch(setLeadInstallationDate, {
      params: { id: uuid },
      body: { expected_installation_date: inDays(-2) },
    });
    expect(past.status).toBe(422);
    const notAgreed = await api.as(owner).patch(setLeadInstallationDate, {
      params: { id: await leadIn('interested') },
      body: { expected_installation_date: inDays(2) },
    });
    expect(notAgreed.status).toBe(409);
  });
});

describe('lists, home count and the note', () => {
  it('lists by group, 30 a page, counts new leads, and edits the note of an open lead only', async () => {
    const fresh = await leadIn('new');
    const closed = await leadIn('closed');
    const open = LeadListSchema.parse((await api.as(owner).get(listLeads)).body);
    expect(open.meta.per_page).toBe(30);
    expect(open.data.map((l) => l.uuid)).toContain(fresh);
    expect(open.data.map((l) => l.uuid)).not.toContain(closed);
    expect(open.data.every((l) => ['new', 'interested', 'contacted', 'agreed'].includes(l.status))).toBe(
      true,
    );
    const archive = LeadListSchema.parse(
      (await api.as(owner).get(listLeads, { query: { group: 'archive' } })).body,
    );
    expect(archive.data.map((l) => l.uuid)).toContain(closed);
    expect(archive.data.map((l) => l.uuid)).not.toContain(fresh);

    const summary = LeadsSummarySchema.parse((await api.as(owner).get(getLeadsSummary)).body);
    const newOnes = LeadListSchema.parse(
      (await api.as(owner).get(listLeads, { query: { group: 'new' } })).body,
    );
    expect(summary.new_count).toBe(newOnes.meta.total);
    expect(summary.new_count).toBeGreaterThan(0);

    const noted = await api.as(owner).patch(updateLeadNote, {
      params: { id: fresh },
      body: { NotesFromVELUXClub: 'Customer prefers mornings' },
    });
    expect(noted.status, noted.text).toBe(200);
    expect(LeadDetailSchema.parse(noted.body).extras.NotesFromVELUXClub).toBe('Customer prefers mornings');
    const final = await api.as(owner).patch(updateLeadNote, {
      params: { id: closed },
      body: { NotesFromVELUXClub: 'late' },
    });
    expect(final.status).toBe(409);
  });
});

describe('who may see and move a lead', () => {
  it('answers 404 for another company’s lead on every call', async () => {
    const uuid = await leadIn('contacted');
    const as = api.as(otherOwner);
    const params = { id: uuid };
    expect((await as.get(getLead, { params })).status).toBe(404);
    expect((await as.get(getLeadArchive, { params })).status).toBe(404);
    expect((await as.post(moveLead, { params, body: { status: 'not-agreed' } })).status).toBe(404);
    expect((await as.patch(updateLeadNote, { params, body: { NotesFromVELUXClub: 'x' } })).status).toBe(404);
    expect(
      (await as.patch(setLeadInstallationDate, { params, body: { expected_installation_date: inDays(1) } }))
        .status,
    ).toBe(404);
    const theirs = LeadListSchema.parse((await as.get(listLeads)).body);
    expect(theirs.data.map((l) => l.uuid)).not.toContain(uuid);
    const mine = LeadDetailSchema.parse((await api.as(owner).get(getLead, { params })).body);
    expect(mine.status).toBe('contacted');
  });

  it('answers 403 to an installer, to an owner whose company takes no leads, and to moves when emulated', async () => {
    const uuid = await leadIn('new');
    const params = { id: uuid };
    for (const caller of [installer, noLeadsOwner]) {
      expect((await api.as(caller).get(listLeads)).status).toBe(403);
      expect((await api.as(caller).get(getLeadsSummary)).status).toBe(403);
      expect((await api.as(caller).get(getLead, { params })).status).toBe(403);
      expect((await api.as(caller).post(moveLead, { params, body: { status: 'interested' } })).status).toBe(
        403,
      );
    }
    const emulated = await emulatedOwner();
    expect((await emulated.get(getLead, { params })).status).toBe(200);
    const refused = [
      await emulated.post(moveLead, { params, body: { status: 'interested' } }),
      await emulated.patch(updateLeadNote, { params, body: { NotesFromVELUXClub: 'x' } }),
      await emulated.patch(setLeadInstallationDate, {
        params,
        body: { expected_installation_date: inDays(1) },
      }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('emulation_refused');
    }
    expect(LeadDetailSchema.parse((await api.as(owner).get(getLead, { params })).body).status).toBe('new');
    expect((await api.anonymous.get(listLeads)).status).toBe(401);
  });

  it('answers 422 with field paths for bad input, never 500', async () => {
    const uuid = await leadIn('new');
    const bad = await api
      .as(owner)
      .post(moveLead, { params: { id: uuid }, body: { status: 'done', extra: 1 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['status']));
    const badId = await api.as(owner).get(getLead, { params: { id: 'not-a-uuid' } });
    expect(badId.status).toBe(422);
    const badDate = await api.as(owner).patch(setLeadInstallationDate, {
      params: { id: uuid },
      body: { expected_installation_date: '31.12.2030' },
    });
    expect(badDate.status).toBe(422);
    expect(Object.keys(badDate.body.errors)).toEqual(['expected_installation_date']);
  });
});
