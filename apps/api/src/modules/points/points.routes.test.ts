import { CompanyPointsSchema, PointsHistoryEntrySchema, TierHistoryItemSchema, paged } from '@club/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp, type SignedIn } from '../../../test/build-app';
import { companies } from '../../db/schema/companies';
import { projects } from '../../db/schema/projects';
import { scanOf } from '../../../test/scans';

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
