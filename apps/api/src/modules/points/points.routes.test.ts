import { CompanyPointsSchema, PointsHistoryEntrySchema, TierHistoryItemSchema, paged } from '@club/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi, type Caller } from '../../../test/api';
import { setupTestApp, type SignedIn } from '../../../test/build-app';
import { companies } from '../../db/schema/companies';
import { projects } from '../../db/schema/projects';
import { scanOf } from '../../../test/scans';
import { createManualClock } from '../../lib/clock';

const ctx = setupTestApp();
const api = testApi(ctx);
let owner: SignedIn;
let installer: SignedIn;
let other: SignedIn;
let ownUuid: string;
let otherUuid: string;
let companyId: number;

beforeAll(async () => {
  owner = await ctx.signIn('jan.nowak@example.com');
  installer = await ctx.signIn('piotr.zielinski@example.com');
  other = await ctx.signIn('tomas.dvorak@example.com');
  const self = async (who: SignedIn) =>
    (await api.as(who).get('/api/v1/installer/user/self')).body.company.uuid;
  ownUuid = await self(owner);
  otherUuid = await self(other);
  companyId = (await api.as(owner).get('/api/v1/installer/user/self')).body.company_id;
});

describe('GET /api/v1/company/points/:id (spec 01 §3)', () => {
  it('answers 401 without a token', async () => {
    expect((await api.anonymous.get(`/api/v1/company/points/${ownUuid}`)).status).toBe(401);
  });

  it('answers 422 with the field for an id that is not a uuid', async () => {
    const res = await api.as(owner).get('/api/v1/company/points/42');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['id']);
  });

  it("answers 404 for another company's uuid and for an unknown one", async () => {
    expect((await api.as(owner).get(`/api/v1/company/points/${otherUuid}`)).status).toBe(404);
    const unknown = '0b7f5a4e-1c2d-4e3f-8a9b-0c1d2e3f4a5b';
    expect((await api.as(owner).get(`/api/v1/company/points/${unknown}`)).status).toBe(404);
  });

  it("gives every member the company's balance and last year's points left to expire", async () => {
    // Demo seed: 100 welcome + 120 project points last year, 45 this year, 60 spent this year.
    for (const who of [owner, installer]) {
      const res = await api.as(who).get(`/api/v1/company/points/${ownUuid}`);
      expect(res.status).toBe(200);
      const body = CompanyPointsSchema.parse(res.body);
      expect(body.company_points).toBe(205);
      // spec 03 §4: the expiring points are last year's, and they go at the end of this year
      const year = new Date().getUTCFullYear();
      expect(body.points).toEqual({ to_expire: 160, earned_year: year - 1, expires_on: `${year}-12-31` });
    }
  });

  it('counts the scans of this year from the tier progress that the category cards show', async () => {
    const figures = async () => {
      const summary = CompanyPointsSchema.parse(
        (await api.as(owner).get(`/api/v1/company/points/${ownUuid}`)).body,
      );
      const history = TierHistoryItemSchema.array().parse(
        (await api.as(owner).get(`/api/v2/tiers/history?installer_company_id=${companyId}`)).body.data,
      );
      return { tiles: summary.scans.current_year, cards: history.map((row) => row.progress) };
    };
    // Demo seed: 62 roof windows, 12 MS products and 31 flashings this year
    const before = await figures();
    expect(before.cards).toEqual([62, 12, 31, 0]);
    expect(before.tiles).toBe(62 + 12 + 31);

    // a product counts once its project is closed: scanned into an open project it counts nowhere yet
    const created = await api
      .as(installer)
      .post('/api/v1/projects', { body: { streetName: 'ul. Długa 7', postalCode: '00-238' } });
    expect((await api.as(installer).post('/api/v1/scans', { body: scanOf(created.body.uuid) })).status).toBe(
      201,
    );
    expect(await figures()).toEqual(before);
  });

  it('counts the projects in progress, not the others', async () => {
    const inProgress = async () =>
      CompanyPointsSchema.parse((await api.as(owner).get(`/api/v1/company/points/${ownUuid}`)).body).projects
        .in_prog;
    const before = await inProgress();
    const { db } = ctx.database;
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.uuid, ownUuid));
    const site = {
      companyId: company!.id,
      streetName: 'ul. Długa 5',
      postalCode: '00-238',
      deadlineAt: new Date(),
    };
    await db.insert(projects).values([
      { ...site, status: 1 },
      { ...site, status: 1 },
      { ...site, status: 2 },
      { ...site, status: 4 },
    ]);
    expect(await inProgress()).toBe(before + 2);
  });
});

describe('GET /api/v1/points/history (spec 03 §3)', () => {
  const Page = paged(PointsHistoryEntrySchema);

  it('answers 401 without a token and 422 with the field for a bad page', async () => {
    expect((await api.anonymous.get('/api/v1/points/history')).status).toBe(401);
    const res = await api.as(owner).get('/api/v1/points/history?page=0');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['page']);
  });

  it("lists only the caller's company, newest first", async () => {
    const res = await api.as(installer).get('/api/v1/points/history');
    expect(res.status).toBe(200);
    const body = Page.parse(res.body);
    expect(body.data.map((e) => [e.event, e.variation, e.points])).toEqual([
      ['order', 'negative', -60],
      ['project', 'positive', 45],
      ['project', 'positive', 120],
      ['welcome', 'positive', 100],
    ]);
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 4 });
    const theirs = Page.parse((await api.as(other).get('/api/v1/points/history')).body);
    expect(theirs.meta.total).toBe(3);
    expect(theirs.data.some((e) => body.data.some((mine) => mine.uuid === e.uuid))).toBe(false);
  });

  it('pages', async () => {
    const body = Page.parse((await api.as(owner).get('/api/v1/points/history?page=2&limit=3')).body);
    expect(body.data.map((e) => e.event)).toEqual(['welcome']);
    expect(body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 3, total: 4 });
  });
});

describe('the kept points summary (decision 036)', () => {
  const summaryOf = async (who: Caller = owner, through = api) => {
    const res = await through.as(who).get(`/api/v1/company/points/${ownUuid}`);
    expect(res.status, res.text).toBe(200);
    return CompanyPointsSchema.parse(res.body);
  };
  const companyVersion = async () => {
    const [row] = await ctx.database.db
      .select({ version: sql<string>`${companies}.xmin::text` })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row?.version;
  };

  it('follows every write of what it is made of, even one made in the database directly', async () => {
    const { db } = ctx.database;
    // read twice, so the answer is kept
    await summaryOf();
    const before = await summaryOf();

    // the balance, a column of the company's row
    await db.execute(sql`update companies set points_balance = points_balance + 7 where id = ${companyId}`);
    expect((await summaryOf()).company_points).toBe(before.company_points + 7);

    // a ledger row alone (as the end of a reservation writes them, with no change of the balance)
    await db.execute(sql`insert into points_ledger (company_id, variation, points, event, earned_year, created_at)
      values (${companyId}, 'positive', 5, 'welcome', ${before.points.earned_year}, now() - interval '1 minute')`);
    expect((await summaryOf()).points.to_expire).toBe(before.points.to_expire + 5);

    // the tier progress
    await db.execute(
      sql`update company_tier_progress set progress = progress + 3
        where id = (select min(id) from company_tier_progress where company_id = ${companyId})`,
    );
    expect((await summaryOf()).scans.current_year).toBe(before.scans.current_year + 3);

    // a project created, then closed with its products' counts, then a product rejected, then deleted
    const [project] = await db
      .insert(projects)
      .values({
        companyId,
        streetName: 'ul. Kluczowa 1',
        postalCode: '00-001',
        deadlineAt: new Date(),
        status: 1,
      })
      .returning({ id: projects.id });
    expect((await summaryOf()).projects.in_prog).toBe(before.projects.in_prog + 1);
    await db.execute(sql`update projects set status = 2,
      product_counts = '[{"type": "GGL", "total": 4, "rejected": 1}]'::jsonb where id = ${project!.id}`);
    const closed = await summaryOf();
    expect(closed.projects.in_prog).toBe(before.projects.in_prog);
    expect(closed.scans.completed).toBe(before.scans.completed + 3);
    await db.execute(sql`update projects set product_counts = '[{"type": "GGL", "total": 4, "rejected": 2}]'::jsonb
      where id = ${project!.id}`);
    expect((await summaryOf()).scans.completed).toBe(before.scans.completed + 2);
    await db.execute(sql`delete from projects where id = ${project!.id}`);
    expect((await summaryOf()).scans.completed).toBe(before.scans.completed);
  });

  it("leaves the company's row, and the answers kept under it, alone when a product is scanned into an open project", async () => {
    const created = await api
      .as(installer)
      .post('/api/v1/projects', { body: { streetName: 'ul. Długa 9', postalCode: '00-238' } });
    expect(created.status).toBe(201);
    const version = await companyVersion();
    expect((await api.as(installer).post('/api/v1/scans', { body: scanOf(created.body.uuid) })).status).toBe(
      201,
    );
    expect(await companyVersion()).toBe(version);
  });

  it('is right on a second server of the same database, and turns to the new year with the clock', async () => {
    const clock = createManualClock(new Date(Date.UTC(new Date().getUTCFullYear(), 11, 31, 23, 59, 59, 990)));
    const second = testApi(await ctx.build({ clock }));
    const caller = { headers: await ctx.authHeader(owner.principal, clock) };
    const year = clock.now().getUTCFullYear();
    for (let i = 0; i < 2; i++) {
      expect((await summaryOf(caller, second)).points).toMatchObject({ earned_year: year - 1 });
    }
    const balance = (await summaryOf(caller, second)).company_points;
    await ctx.database.db.execute(
      sql`update companies set points_balance = points_balance + 1 where id = ${companyId}`,
    );
    expect((await summaryOf(caller, second)).company_points).toBe(balance + 1);
    clock.advance(20);
    expect((await summaryOf(caller, second)).points).toMatchObject({
      earned_year: year,
      expires_on: `${year + 1}-12-31`,
    });
  });

  it('is sent to a live session of the company only', async () => {
    const session = await ctx.signIn('jan.nowak@example.com');
    for (let i = 0; i < 2; i++) await summaryOf(session);
    expect((await api.as(other).get(`/api/v1/company/points/${ownUuid}`)).status).toBe(404);
    expect((await api.as(session).post('/api/v2/installer/user/logout')).status).toBe(200);
    expect((await api.as(session).get(`/api/v1/company/points/${ownUuid}`)).status).toBe(401);
  });
});
