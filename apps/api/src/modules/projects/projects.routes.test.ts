import {
  CompanyPointsSchema,
  MESSAGES,
  PROJECT_STATUS,
  ProjectListSchema,
  ProjectSchema,
  ProjectSurveyResultSchema,
  type Project,
  type SaveScansBulkResult,
  type TierHistoryItem,
} from '@club/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi, type Caller } from '../../../test/api';
import { createOwner } from '../../../test/factories/users';
import { setupTestApp, type SignedIn } from '../../../test/build-app';
import { jpegPhoto } from '../../../test/images';
import { countQueries, scanOf } from '../../../test/scans';
import { companies } from '../../db/schema/companies';
import { pointsLedger } from '../../db/schema/points';
import { leads } from '../../db/schema/leads';
import { projects } from '../../db/schema/projects';
import { createManualClock } from '../../lib/clock';

const ctx = setupTestApp();
const api = testApi(ctx);
let installer: SignedIn;
let owner: SignedIn;
let other: SignedIn;
let companyUuid: string;
let companyId: number;

const address = { streetName: 'ul. Polna 12', city: 'Kraków', postalCode: '30-001' };

async function newProject(who: Caller, body: object = address): Promise<Project> {
  const res = await api.as(who).post('/api/v1/projects', { body });
  expect(res.status, res.text).toBe(201);
  return ProjectSchema.parse(res.body);
}

const addScan = (who: Caller, project: string, serial?: string) =>
  api.as(who).post('/api/v1/scans', { body: scanOf(project, serial) });

/** PL is region 10: its survey has the extra question 113 (spec 02 §5). */
const PL_SURVEY = {
  response: [
    { question_id: 11, answer_id: 72 },
    { question_id: 12, answer_id: 75 },
    { question_id: 13, answer_id: 80 },
    { question_id: 14, answer_id: 84 },
    { question_id: 14, answer_id: 85 },
    { question_id: 15, answer_id: 92 },
    { question_id: 113, answer_id: 104 },
  ],
  lead_survey_response: [{ question_id: 16, answer_id: 96 }],
};

/** The company's progress this year in tier category 1 (roof windows). */
const firstTierProgress = async (who: SignedIn) =>
  (await api.as(who).get(`/api/v2/tiers/history?installer_company_id=${companyId}`)).body.data.find(
    (row: TierHistoryItem) => row.tier_definition.tier_category === 1,
  )?.progress;

const summary = async (who: SignedIn) =>
  CompanyPointsSchema.parse((await api.as(who).get(`/api/v1/company/points/${companyUuid}`)).body);

const balance = async (who: SignedIn) =>
  CompanyPointsSchema.parse((await api.as(who).get(`/api/v1/company/points/${companyUuid}`)).body)
    .company_points;

beforeAll(async () => {
  installer = await ctx.signIn('piotr.zielinski@example.com');
  owner = await ctx.signIn('jan.nowak@example.com');
  other = await ctx.signIn('tomas.dvorak@example.com');
  companyUuid = (await api.as(owner).get('/api/v1/installer/user/self')).body.company.uuid;
  const [company] = await ctx.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.uuid, companyUuid));
  companyId = company?.id ?? 0;
});

describe('every project and scan call', () => {
  const uuid = '5b0c8f8e-7a57-4d7e-9d3a-0d6a3c3f9e11';
  const calls: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown][] = [
    ['list', 'GET', '/api/v1/projects', undefined],
    ['detail', 'GET', `/api/v1/projects/${uuid}`, undefined],
    ['create', 'POST', '/api/v1/projects', address],
    ['update', 'PATCH', `/api/v1/projects/${uuid}`, { name: 'x' }],
    ['delete', 'DELETE', `/api/v1/projects/${uuid}`, undefined],
    ['survey', 'POST', `/api/v1/projects/${uuid}/survey`, PL_SURVEY],
    ['save scan', 'POST', '/api/v1/scans', scanOf(uuid)],
    ['bulk', 'POST', '/api/v1/scans/bulk', [scanOf(uuid)]],
    ['delete scan', 'DELETE', `/api/v1/scans/${uuid}`, undefined],
    ['image', 'GET', `/api/v1/scans/images/${uuid}`, undefined],
    ['upload', 'POST', '/api/v1/scans/images', undefined],
  ];

  it.each(calls)('%s answers 401 without a token', async (_name, method, url, payload) => {
    expect((await api.as(undefined).send(method, url, { body: payload })).status).toBe(401);
  });

  it('answer 422 with the fields for bad input', async () => {
    const cases: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown, string[]][] = [
      ['list', 'GET', '/api/v1/projects?status=open-ish&page=0', undefined, ['page', 'status']],
      ['detail', 'GET', '/api/v1/projects/not-a-uuid', undefined, ['id']],
      ['create', 'POST', '/api/v1/projects', { city: 'Kraków' }, ['postalCode', 'streetName']],
      ['update', 'PATCH', `/api/v1/projects/${uuid}`, { status: 2 }, ['status']],
      ['delete', 'DELETE', '/api/v1/projects/1', undefined, ['id']],
      ['survey', 'POST', `/api/v1/projects/${uuid}/survey`, { response: [] }, ['response']],
      ['save scan', 'POST', '/api/v1/scans', { ...scanOf(uuid), client_id: 'x' }, ['client_id']],
      ['bulk', 'POST', '/api/v1/scans/bulk', [], ['body']],
      ['delete scan', 'DELETE', '/api/v1/scans/abc', undefined, ['id']],
    ];
    for (const [name, method, url, payload, fields] of cases) {
      const res = await api.as(installer).send(method, url, { body: payload });
      expect(res.status, name).toBe(422);
      const errors = res.body.errors;
      expect(Object.keys(errors).sort(), name).toEqual(fields);
    }
  });

  it('refuses an installation date in the past and says which messages', async () => {
    const res = await api.as(installer).post('/api/v1/projects', {
      body: {
        ...address,
        installationDate: '2020-01-01',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { installationDate: ['The date cannot be in the past.'] } });
    const missing = await api
      .as(installer)
      .post('/api/v1/projects', { body: { streetName: ' ', postalCode: '' } });
    expect(missing.body).toMatchObject({
      errors: { streetName: ['Address is required.'], postalCode: ['Postal code is required.'] },
    });
  });
});

describe('projects (spec 02 §2, §4)', () => {
  it('lists each project with its own product count, 0 for an empty one', async () => {
    const me = await createOwner(ctx.app);
    const [two, one, none] = [
      await newProject(me, { ...address, name: 'Two' }),
      await newProject(me, { ...address, name: 'One' }),
      await newProject(me, { ...address, name: 'None' }),
    ];
    for (const project of [two.uuid, two.uuid, one.uuid]) {
      expect((await addScan(me, project)).status).toBe(201);
    }
    const counts = async () => {
      const list = ProjectListSchema.parse((await api.as(me).get('/api/v1/projects')).body);
      const countOf = (uuid: string) => list.data.find((p) => p.uuid === uuid)?.products_count;
      return [countOf(two.uuid), countOf(one.uuid), countOf(none.uuid)];
    };
    expect(await counts()).toEqual([2, 1, 0]);

    // the counts follow a batch, a delete and a delete of the last product
    const batch = await api.as(me).post('/api/v1/scans/bulk', {
      body: [scanOf(none.uuid), scanOf(none.uuid), scanOf(one.uuid)],
    });
    expect(batch.status).toBe(200);
    expect(await counts()).toEqual([2, 2, 2]);
    const products = async (uuid: string) =>
      ProjectSchema.parse((await api.as(me).get(`/api/v1/projects/${uuid}`)).body).products;
    const [first] = await products(two.uuid);
    expect((await api.as(me).delete(`/api/v1/scans/${first?.uuid}`)).status).toBe(200);
    for (const product of await products(one.uuid)) {
      expect((await api.as(me).delete(`/api/v1/scans/${product.uuid}`)).status).toBe(200);
    }
    expect(await counts()).toEqual([1, 0, 2]);
  });

  it('creates in-progress and scheduled projects and lists them by filter, 20 a page', async () => {
    const open = await newProject(installer, { ...address, name: 'Dom Kowalskich' });
    expect(open).toMatchObject({
      name: 'Dom Kowalskich',
      street_name: 'ul. Polna 12',
      status: { id: PROJECT_STATUS.IN_PROGRESS },
      products_count: 0,
      days_left: 60,
      products: [],
      lead: null,
    });
    const scheduled = await newProject(installer, { ...address, installationDate: '2099-05-01' });
    expect(scheduled).toMatchObject({
      status: { id: PROJECT_STATUS.SCHEDULED },
      installation_date: '2099-05-01',
      days_left: null,
    });
    const list = ProjectListSchema.parse((await api.as(installer).get('/api/v1/projects')).body);
    expect(list.meta.per_page).toBe(20);
    const uuids = list.data.map((p) => p.uuid);
    expect(uuids).toEqual(expect.arrayContaining([open.uuid, scheduled.uuid]));
    const onlyScheduled = ProjectListSchema.parse(
      (await api.as(installer).get('/api/v1/projects?status=scheduled')).body,
    );
    expect(onlyScheduled.data.every((p) => p.status.id === PROJECT_STATUS.SCHEDULED)).toBe(true);
    // The owner of the same company sees them; another company neither lists nor reads them.
    expect((await api.as(owner).get(`/api/v1/projects/${open.uuid}`)).status).toBe(200);
    const foreign = ProjectListSchema.parse((await api.as(other).get('/api/v1/projects?status=all')).body);
    expect(foreign.data.map((p) => p.uuid)).not.toContain(open.uuid);
    for (const [method, url, payload] of [
      ['GET', `/api/v1/projects/${open.uuid}`, undefined],
      ['PATCH', `/api/v1/projects/${open.uuid}`, { name: 'Mine now' }],
      ['DELETE', `/api/v1/projects/${open.uuid}`, undefined],
      ['POST', `/api/v1/projects/${open.uuid}/survey`, PL_SURVEY],
    ] as const) {
      expect((await api.as(other).send(method, url, { body: payload })).status, `${method} ${url}`).toBe(404);
    }
    expect((await api.as(other).post('/api/v1/scans', { body: scanOf(open.uuid) })).status).toBe(404);
  });

  it('moves a scheduled project to in progress when a product is added (spec 02 §4)', async () => {
    const scheduled = await newProject(installer, { ...address, installationDate: '2099-06-01' });
    expect((await addScan(installer, scheduled.uuid)).status).toBe(201);
    const after = ProjectSchema.parse(
      (await api.as(installer).get(`/api/v1/projects/${scheduled.uuid}`)).body,
    );
    expect(after.status.id).toBe(PROJECT_STATUS.IN_PROGRESS);
    expect(after.products).toHaveLength(1);
  });

  it('edits the name and installation date of a scheduled project only (spec 02 §4, §5)', async () => {
    const scheduled = await newProject(installer, { ...address, installationDate: '2099-06-01' });
    await ctx.database.db
      .update(projects)
      .set({ reminderSentAt: new Date() })
      .where(eq(projects.id, scheduled.id));
    const edit = (uuid: string, body: object) =>
      api.as(installer).patch(`/api/v1/projects/${uuid}`, { body });

    const res = await edit(scheduled.uuid, { name: '  Dom Nowaków ', installationDate: '2099-07-15' });
    expect(res.status, res.text).toBe(200);
    expect(ProjectSchema.parse(res.body)).toMatchObject({
      uuid: scheduled.uuid,
      name: 'Dom Nowaków',
      installation_date: '2099-07-15',
      status: { id: PROJECT_STATUS.SCHEDULED },
      street_name: address.streetName,
    });
    const [row] = await ctx.database.db
      .select({ reminderSentAt: projects.reminderSentAt })
      .from(projects)
      .where(eq(projects.id, scheduled.id));
    // a new date gets its own reminder
    expect(row?.reminderSentAt).toBeNull();
    // an empty name clears it: the project is shown by its address again
    expect((await edit(scheduled.uuid, { name: '' })).body).toMatchObject({ name: null });

    // bad values answer 422 on their fields, and change nothing
    const past = await edit(scheduled.uuid, { installationDate: '2020-01-01', name: 'x'.repeat(201) });
    expect(past.status).toBe(422);
    expect(past.body.errors).toMatchObject({ name: ['This value is too long.'] });
    const pastDate = await edit(scheduled.uuid, { installationDate: '2020-01-01' });
    expect(pastDate.body.errors).toEqual({ installationDate: ['The date cannot be in the past.'] });
    const noDate = await edit(scheduled.uuid, { installationDate: null });
    expect(noDate.body.errors).toEqual({ installationDate: ['This field is required.'] });
    const kept = ProjectSchema.parse(
      (await api.as(installer).get(`/api/v1/projects/${scheduled.uuid}`)).body,
    );
    expect(kept.installation_date).toBe('2099-07-15');

    // once it is in progress (a product was added), or closed, it can no longer be edited
    const started = await newProject(installer);
    for (const body of [{ name: 'Renamed' }, { installationDate: '2099-08-01' }, { status: 1 }]) {
      const refused = await edit(started.uuid, body);
      expect(refused.status, JSON.stringify(body)).toBe(409);
      expect(refused.body).toMatchObject({ code: 'project_closed' });
    }
    expect((await addScan(installer, scheduled.uuid)).status).toBe(201);
    expect((await edit(scheduled.uuid, { name: 'Late' })).status).toBe(409);
    const after = ProjectSchema.parse(
      (await api.as(installer).get(`/api/v1/projects/${scheduled.uuid}`)).body,
    );
    expect(after).toMatchObject({ name: null, status: { id: PROJECT_STATUS.IN_PROGRESS } });
  });

  it('deletes a product only in progress and a project only when empty', async () => {
    const project = await newProject(installer);
    const saved = await addScan(installer, project.uuid);
    const product = saved.body;
    const refused = await api.as(installer).delete(`/api/v1/projects/${project.uuid}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: MESSAGES.projectNotEmpty });
    expect((await api.as(other).delete(`/api/v1/scans/${product.uuid}`)).status).toBe(404);
    expect((await api.as(installer).delete(`/api/v1/scans/${product.uuid}`)).status).toBe(200);
    expect((await api.as(installer).delete(`/api/v1/projects/${project.uuid}`)).status).toBe(200);
    expect((await api.as(installer).get(`/api/v1/projects/${project.uuid}`)).status).toBe(404);

    const closedProject = await newProject(installer);
    const kept = (await addScan(installer, closedProject.uuid)).body;
    expect(
      (await api.as(installer).post(`/api/v1/projects/${closedProject.uuid}/survey`, { body: PL_SURVEY }))
        .status,
    ).toBe(200);
    const late = await api.as(installer).delete(`/api/v1/scans/${kept.uuid}`);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ message: MESSAGES.productDeleteNotAllowed });
    const lateAdd = await addScan(installer, closedProject.uuid);
    expect(lateAdd.status).toBe(409);
    expect(lateAdd.body).toMatchObject({ code: 'project_not_accepting_products' });
  });

  it('reads the list and a detail in two statements each, whatever the number of products, one when kept', async () => {
    const small = await newProject(installer);
    await addScan(installer, small.uuid);
    const large = await newProject(installer);
    const bulk = await api
      .as(installer)
      .post('/api/v1/scans/bulk', { body: Array.from({ length: 40 }, () => scanOf(large.uuid)) });
    expect(bulk.status).toBe(200);
    const detailQueries = async (uuid: string) =>
      (
        await countQueries(ctx.database, async () => {
          expect((await api.as(installer).get(`/api/v1/projects/${uuid}`)).status).toBe(200);
        })
      ).queries;
    // decision 006: the session check with what the detail is made of, then (decision 034) the project,
    // its products, answers and points table in one statement, unless that answer is kept
    await addScan(installer, small.uuid);
    await addScan(installer, large.uuid);
    const few = await detailQueries(small.uuid);
    const many = await detailQueries(large.uuid);
    expect(many).toBe(few);
    expect(many).toBe(2);
    expect(await detailQueries(large.uuid)).toBe(1);
    const listQueries = async (limit: number) =>
      (
        await countQueries(ctx.database, async () => {
          const res = await api.as(installer).get(`/api/v1/projects?status=all&limit=${limit}`);
          expect(res.body.data.length).toBeGreaterThan(limit === 1 ? 0 : 1);
        })
      ).queries;
    await addScan(installer, large.uuid);
    expect(await listQueries(50)).toBe(await listQueries(1));
    expect(await listQueries(1)).toBe(1);
    await addScan(installer, large.uuid);
    expect(await listQueries(50)).toBe(2);
    expect(await listQueries(50)).toBe(1);
  });
});

describe('kept answers of the list and the detail (decision 034)', () => {
  const detailOf = async (who: Caller, uuid: string, through = api) => {
    const res = await through.as(who).get(`/api/v1/projects/${uuid}`);
    expect(res.status, res.text).toBe(200);
    return ProjectSchema.parse(res.body);
  };
  const listed = async (who: Caller, uuid: string, through = api) => {
    const res = await through.as(who).get('/api/v1/projects?status=all&limit=50');
    expect(res.status, res.text).toBe(200);
    return ProjectListSchema.parse(res.body).data.find((row) => row.uuid === uuid);
  };

  it('follows every write of what they are made of, even one made in the database directly', async () => {
    const project = await newProject(installer);
    expect((await addScan(installer, project.uuid)).status).toBe(201);
    const { db } = ctx.database;
    // read twice, so both answers are kept
    for (let i = 0; i < 2; i++) {
      expect((await detailOf(installer, project.uuid)).products).toHaveLength(1);
      expect((await listed(installer, project.uuid))?.products_count).toBe(1);
    }
    const before = await listed(installer, project.uuid);
    expect(before?.available_points).toBeGreaterThan(0);

    // the project's own row, without touching its updated_at
    await db.execute(sql`update projects set name = 'Renamed in the database' where uuid = ${project.uuid}`);
    expect((await detailOf(installer, project.uuid)).name).toBe('Renamed in the database');
    expect((await listed(installer, project.uuid))?.name).toBe('Renamed in the database');

    // a product: its row only (the database rewrites the project's counts, decision 033)
    await db.execute(sql`update project_products set flag = 3
      where project_id = (select id from projects where uuid = ${project.uuid})`);
    const rejected = await detailOf(installer, project.uuid);
    expect(rejected.products[0]).toMatchObject({ flag: 3, points: 0 });
    expect((await listed(installer, project.uuid))?.available_points).toBe(0);

    // a survey answer
    await db.execute(sql`insert into project_survey_answers (project_id, question_id, answer_id)
      select id, 11, 72 from projects where uuid = ${project.uuid}`);
    expect((await detailOf(installer, project.uuid)).survey).toMatchObject([
      { question_id: 11, answer_id: 72 },
    ]);

    // the lead linked to the project, then its status
    const [lead] = await db
      .select({ id: leads.id, uuid: leads.uuid })
      .from(leads)
      .where(eq(leads.companyId, companyId))
      .limit(1);
    expect(lead).toBeDefined();
    await db.execute(sql`update leads set project_id = (select id from projects where uuid = ${project.uuid}),
      status = 'agreed' where id = ${lead!.id}`);
    expect((await detailOf(installer, project.uuid)).lead).toEqual({ uuid: lead!.uuid, status: 'agreed' });
    await db.execute(sql`update leads set status = 'closed' where id = ${lead!.id}`);
    expect((await detailOf(installer, project.uuid)).lead).toEqual({ uuid: lead!.uuid, status: 'closed' });
    await db.execute(sql`update leads set project_id = null where id = ${lead!.id}`);
    expect((await detailOf(installer, project.uuid)).lead).toBeNull();

    // the company's tier progress, which the points of an accepted product follow (tier top-ups)
    await db.execute(sql`update project_products set flag = null
      where project_id = (select id from projects where uuid = ${project.uuid})`);
    const base = (await detailOf(installer, project.uuid)).products[0]!.points;
    expect((await listed(installer, project.uuid))?.available_points).toBe(base);
    await db.execute(
      sql`update company_tier_progress set progress = progress + 1000000 where company_id = ${companyId}`,
    );
    const topped = (await detailOf(installer, project.uuid)).products[0]!.points;
    expect(topped).toBeGreaterThan(base);
    expect((await listed(installer, project.uuid))?.available_points).toBe(topped);
    await db.execute(
      sql`update company_tier_progress set progress = progress - 1000000 where company_id = ${companyId}`,
    );
    expect((await detailOf(installer, project.uuid)).products[0]!.points).toBe(base);
    expect((await listed(installer, project.uuid))?.available_points).toBe(base);
  });

  it('are right on a second server of the same database, and count the days left down with the clock', async () => {
    const clock = createManualClock(new Date());
    const second = testApi(await ctx.build({ clock }));
    const caller = { headers: await ctx.authHeader(installer.principal, clock) };
    const project = await newProject(installer);
    expect((await detailOf(caller, project.uuid, second)).products).toHaveLength(0);
    expect((await listed(caller, project.uuid, second))?.products_count).toBe(0);
    expect((await addScan(installer, project.uuid)).status).toBe(201);
    expect((await detailOf(caller, project.uuid, second)).products).toHaveLength(1);
    expect((await listed(caller, project.uuid, second))?.products_count).toBe(1);

    // a day and 10 s before the deadline: 2 days left, then 1 after 15 s with no write in between (the
    // catalogue's cache, whose reload would make new keys anyway, is kept for 30 s)
    const deadline = new Date(clock.now().getTime() + 86_400_000 + 10_000);
    await ctx.database.db
      .update(projects)
      .set({ deadlineAt: deadline })
      .where(eq(projects.uuid, project.uuid));
    for (let i = 0; i < 2; i++) {
      expect((await detailOf(caller, project.uuid, second)).days_left).toBe(2);
      expect((await listed(caller, project.uuid, second))?.days_left).toBe(2);
    }
    clock.advance(15_000);
    expect((await detailOf(caller, project.uuid, second)).days_left).toBe(1);
    expect((await listed(caller, project.uuid, second))?.days_left).toBe(1);
  });

  it('are sent to a live session of the company only', async () => {
    const project = await newProject(owner);
    const session = await ctx.signIn('jan.nowak@example.com');
    for (let i = 0; i < 2; i++) {
      await detailOf(session, project.uuid);
      expect(await listed(session, project.uuid)).toBeDefined();
    }
    // another company's user: not found, and not in its list
    expect((await api.as(other).get(`/api/v1/projects/${project.uuid}`)).status).toBe(404);
    expect(await listed(other, project.uuid)).toBeUndefined();
    // the same session after logout: 401 for both reads
    expect((await api.as(session).post('/api/v2/installer/user/logout')).status).toBe(200);
    expect((await api.as(session).get(`/api/v1/projects/${project.uuid}`)).status).toBe(401);
    expect((await api.as(session).get('/api/v1/projects?status=all&limit=50')).status).toBe(401);
  });
});

describe('the whole life of a project (spec 02 §4, ARCHITECTURE §5)', () => {
  it('closes with its survey, credits the points to the ledger and counts the scans for the tiers', async () => {
    const before = await balance(owner);
    const scansBefore = (await summary(owner)).scans;
    const progressBefore = await firstTierProgress(owner);
    expect(progressBefore).toBeTypeOf('number');
    const project = await newProject(installer, { ...address, name: 'Poddasze Nowaków' });
    const first = await addScan(installer, project.uuid);
    expect(first.status, first.text).toBe(201);
    expect((await addScan(installer, project.uuid)).status).toBe(201);
    const gpl = await api.as(installer).post('/api/v1/scans', {
      body: {
        ...scanOf(project.uuid),
        type: 'GPL',
        size: 'SK06',
        variant: '3070',
      },
    });
    expect(gpl.status).toBe(201);
    const open = ProjectSchema.parse((await api.as(installer).get(`/api/v1/projects/${project.uuid}`)).body);
    // Catalogue points in PL: GGL 10, GPL 14; the demo company's 62 roof windows this year put it on
    // level 2 of the first category (50–149), which adds 8 to each.
    expect(open.calculated_max_points).toBe(10 + 10 + 14);
    expect(open.max_points).toBe(open.calculated_max_points + 3 * 8);
    expect(open.products.map((p) => p.points)).toEqual([18, 18, 22]);

    const res = await api.as(installer).post(`/api/v1/projects/${project.uuid}/survey`, { body: PL_SURVEY });
    expect(res.status, res.text).toBe(200);
    const result = ProjectSurveyResultSchema.parse(res.body);
    expect(result.status.id).toBe(PROJECT_STATUS.CLOSED);
    expect(result.points_earned).toBe(58);
    expect(result.company_points).toBe(before + 58);
    // spec 03 §3: the three scans count this year and, accepted in a closed project, as completed
    expect((await summary(installer)).scans).toEqual({
      current_year: scansBefore.current_year + 3,
      completed: scansBefore.completed + 3,
    });
    expect(result.project).toMatchObject({
      project_closed: 1,
      points_awarded: 58,
      available_points: 58,
      days_left: null,
    });
    expect(result.project.survey).toHaveLength(8);
    expect(await balance(owner)).toBe(before + 58);

    const [entry] = await ctx.database.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.referenceId, project.uuid));
    expect(entry).toMatchObject({
      variation: 'positive',
      points: 58,
      event: 'project',
      referenceType: 'project',
    });
    const history = (await api.as(owner).get('/api/v1/points/history')).body;
    expect(history.data[0]?.points).toBe(58);

    // The three roof windows count for the first tier category.
    expect(await firstTierProgress(owner)).toBe((progressBefore ?? 0) + 3);

    const again = await api
      .as(installer)
      .post(`/api/v1/projects/${project.uuid}/survey`, { body: PL_SURVEY });
    expect(again.status).toBe(409);
    expect(await balance(owner)).toBe(before + 58);
  });

  it('refuses a survey that does not follow the tree, and an empty project', async () => {
    const project = await newProject(installer);
    const empty = await api
      .as(installer)
      .post(`/api/v1/projects/${project.uuid}/survey`, { body: PL_SURVEY });
    expect(empty.status).toBe(409);
    await addScan(installer, project.uuid);
    const withoutExtra = {
      ...PL_SURVEY,
      response: PL_SURVEY.response.filter((a) => a.question_id !== 113),
    };
    const res = await api
      .as(installer)
      .post(`/api/v1/projects/${project.uuid}/survey`, { body: withoutExtra });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { response: ['The survey answers are not valid.'] } });
    const tooManyLeads = {
      ...PL_SURVEY,
      lead_survey_response: [96, 97, 98, 99, 100, 101, 102].map((answer_id) => ({
        question_id: 16,
        answer_id,
      })),
    };
    expect(
      (await api.as(installer).post(`/api/v1/projects/${project.uuid}/survey`, { body: tooManyLeads }))
        .status,
    ).toBe(422);
    const stored = await ctx.database.db.select().from(projects).where(eq(projects.uuid, project.uuid));
    expect(stored[0]?.status).toBe(PROJECT_STATUS.IN_PROGRESS);
  });
});

describe('POST /api/v1/scans (spec 02 §7, §8)', () => {
  it('registers a serial once in the whole club and answers a replay with its first answer', async () => {
    const project = await newProject(installer);
    const scan = scanOf(project.uuid);
    const first = await api.as(installer).post('/api/v1/scans', { body: scan });
    expect(first.status).toBe(201);
    const replay = await api.as(installer).post('/api/v1/scans', { body: scan });
    expect(replay.status).toBe(201);
    expect(replay.body.uuid).toBe(first.body.uuid);

    const again = await api
      .as(installer)
      .post('/api/v1/scans', { body: { ...scan, client_id: crypto.randomUUID() } });
    expect(again.status).toBe(406);
    expect(again.body).toMatchObject({ code: 'already_scanned', message: MESSAGES.productAlreadyScanned });
    const elsewhere = await newProject(other);
    const foreign = await api.as(other).post('/api/v1/scans', {
      body: {
        ...scan,
        client_id: crypto.randomUUID(),
        projects_id: elsewhere.uuid,
      },
    });
    expect(foreign.status).toBe(406);
    // The confirmation says so too, before a project is chosen.
    const confirm = await api.as(other).get('/api/v1/scans/confirmation', {
      query: { code: scan.serial_number, type: 'GGL', size: 'MK04', variant: '2070' },
    });
    expect(confirm.status).toBe(406);
  });

  it('answers 400 for a product the catalogue does not know, normalising look-alikes first', async () => {
    const project = await newProject(installer);
    const unknown = await api
      .as(installer)
      .post('/api/v1/scans', { body: { ...scanOf(project.uuid), type: 'XYZ' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'invalid_product', message: MESSAGES.invalidProduct });
    const bad = await api.as(installer).post('/api/v1/scans', {
      body: {
        ...scanOf(project.uuid),
        serial_number: '12#45',
      },
    });
    expect(bad.status).toBe(400);
    const lookAlike = await api.as(installer).post('/api/v1/scans', {
      body: {
        ...scanOf(project.uuid),
        serial_number: `${String(Date.now()).slice(-6)}OI-ab12`,
      },
    });
    expect(lookAlike.status).toBe(201);
    expect(lookAlike.body.serial_number).toMatch(/^\d{6}01AB12$/);
  });

  it('asks for a photo for a tag-photo product, takes an uploaded JPEG and sends the project to review', async () => {
    const project = await newProject(installer);
    const tagged = { ...scanOf(project.uuid, `PL24${String(Date.now()).slice(-8)}`) };
    const refused = await api.as(installer).post('/api/v1/scans', { body: tagged });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'image_required', message: MESSAGES.scanImageRequired });

    const upload = await uploadImage(installer, await jpegPhoto(64, 48), 'tag.jpg');
    expect(upload.status, upload.text).toBe(201);
    const image = upload.body;
    const saved = await api
      .as(installer)
      .post('/api/v1/scans', { body: { ...tagged, image_data: image.image_data } });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.body).toMatchObject({ requires_tag_photo: true, image: { thumbnail: image.thumbnail } });

    const photo = await api.as(installer).get(image.thumbnail);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    // the server's own JPEG of the same picture (scan-images.routes.test.ts)
    expect(await sharp(photo.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect((await api.as(other).get(image.thumbnail)).status).toBe(404);

    const before = await balance(owner);
    const res = await api.as(installer).post(`/api/v1/projects/${project.uuid}/survey`, { body: PL_SURVEY });
    const result = ProjectSurveyResultSchema.parse(res.body);
    expect(result.status.id).toBe(PROJECT_STATUS.IN_REVIEW);
    expect(result.points_earned).toBe(0);
    expect(result.project.products[0]?.flag).toBe(2);
    expect(await balance(owner)).toBe(before);
  });

  it('checks uploads by their bytes and size', async () => {
    const text = await uploadImage(installer, Buffer.from('GIF89a not really'), 'x.jpg');
    expect(text.status).toBe(422);
    expect(text.body).toMatchObject({ errors: { image: ['The image must be a JPEG or PNG picture.'] } });
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await uploadImage(installer, big, 'big.png')).status).toBe(413);
    const json = await api.as(installer).post('/api/v1/scans/images', { body: { image: 'abc' } });
    expect(json.status).toBe(422);
  });
});

const uploadImage = (who: SignedIn, bytes: Buffer, filename: string) =>
  api.as(who).upload('/api/v1/scans/images', { field: 'image', filename, contentType: 'image/jpeg', bytes });

describe('POST /api/v1/scans/bulk (spec 02 §7, §8, ARCHITECTURE §6)', () => {
  it('answers a verdict per item for a mix of valid, duplicate and unknown codes', async () => {
    const project = await newProject(installer);
    const taken = scanOf(project.uuid);
    expect((await api.as(installer).post('/api/v1/scans', { body: taken })).status).toBe(201);
    const good = scanOf(project.uuid);
    const twin = scanOf(project.uuid, good.serial_number);
    const items = [
      good,
      { ...scanOf(project.uuid, taken.serial_number) },
      { ...scanOf(project.uuid), type: 'NOPE' },
      twin,
      { ...scanOf(project.uuid), projects_id: crypto.randomUUID() },
      scanOf(project.uuid),
    ];
    const res = await api.as(installer).post('/api/v1/scans/bulk', { body: items });
    expect(res.status).toBe(200);
    const verdicts: SaveScansBulkResult = res.body;
    expect(verdicts.map((v) => [v.status, v.reason])).toEqual([
      ['valid', undefined],
      ['error', MESSAGES.productAlreadyScanned],
      ['error', MESSAGES.invalidProduct],
      ['error', MESSAGES.productAlreadyScanned],
      ['error', MESSAGES.projectNotFound],
      ['valid', undefined],
    ]);
    expect(verdicts.map((v) => v.client_id)).toEqual(items.map((i) => i.client_id));
    const detail = ProjectSchema.parse(
      (await api.as(installer).get(`/api/v1/projects/${project.uuid}`)).body,
    );
    expect(detail.products).toHaveLength(3);
  });

  it('saves the same batch of 200 once, sent three times in sequence and three times in parallel', async () => {
    for (const mode of ['sequence', 'parallel'] as const) {
      const project = await newProject(installer);
      const batch = Array.from({ length: 200 }, () => scanOf(project.uuid));
      const send = () => api.as(installer).post('/api/v1/scans/bulk', { body: batch });
      const answers =
        mode === 'sequence'
          ? [await send(), await send(), await send()]
          : await Promise.all([send(), send(), send()]);
      for (const res of answers) {
        expect(res.status, mode).toBe(200);
        const verdicts: SaveScansBulkResult = res.body;
        expect(
          verdicts.filter((v) => v.status === 'valid'),
          mode,
        ).toHaveLength(200);
      }
      const detail = ProjectSchema.parse(
        (await api.as(installer).get(`/api/v1/projects/${project.uuid}`)).body,
      );
      expect(detail.products_count, mode).toBe(200);
    }
  });
});
