import { ContentItemSchema, languageByLocale, paged, regionByCode } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi, type Caller } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createInstaller, createOwner } from '../../../test/factories/users';
import type { UserRow } from '../../db/schema/users';
import { contents, contentTranslations, type NewContentRow } from '../../db/schema/content';
import { DEMO_ARTICLES, DEMO_VIDEOS } from '../../db/seed/content-data';

const ctx = setupTestApp();
const api = testApi(ctx);
const Page = paged(ContentItemSchema);
const PL = regionByCode('PL')?.id ?? 10;
const CZ = regionByCode('CZ')?.id ?? 5;
const HU = regionByCode('HU')?.id ?? 7;

let pl: UserRow;
let cz: UserRow;
let polishUuid: string;
let czechUuid: string;
let hiddenUuid: string;
let scheduledUuid: string;
let hungarianUuid: string;

const listOf = async (url: string, who: Caller) => {
  const res = await api.as(who).get(url);
  expect(res.status).toBe(200);
  return Page.parse(res.body);
};

const count = (regions: number[], type: 'news' | 'video') =>
  (type === 'news' ? DEMO_ARTICLES : DEMO_VIDEOS).filter((item) => regions.includes(item.regionId)).length;

beforeAll(async () => {
  const plCompany = await createCompany(ctx.app);
  const czCompany = await createCompany(ctx.app, { regionId: regionByCode('CZ')?.id });
  pl = await createInstaller(ctx.app, plCompany);
  cz = await createOwner(ctx.app, czCompany);
  const insert = async (row: Partial<NewContentRow>) => {
    const [inserted] = await ctx.database.db
      .insert(contents)
      .values({ type: 'news', regionId: PL, title: 'Test item', bodyHtml: '<p>Body</p>', ...row })
      .returning({ uuid: contents.uuid });
    if (!inserted) throw new Error('no row');
    return inserted.uuid;
  };
  const day = 24 * 3600 * 1000;
  // Newer than every demo item, so they lead the lists.
  polishUuid = await insert({ title: 'Nowość dla Polski', publishedAt: new Date(Date.now() - 60_000) });
  czechUuid = await insert({
    regionId: CZ,
    title: 'Novinka pro Česko',
    publishedAt: new Date(Date.now() - 60_000),
  });
  hiddenUuid = await insert({
    title: 'Withdrawn',
    isVisible: false,
    publishedAt: new Date(Date.now() - day),
  });
  scheduledUuid = await insert({ title: 'Next week', publishedAt: new Date(Date.now() + 7 * day) });
  hungarianUuid = await insert({ regionId: HU, title: 'Magyar hír' });
});

describe('GET /api/v1/content (spec 01 §7, spec 02 §2)', () => {
  it('answers 401 without a token', async () => {
    expect((await api.anonymous.get('/api/v1/content')).status).toBe(401);
  });

  it('answers 422 with the field path for a bad type, page or limit', async () => {
    for (const [query, field] of [
      ['content_types=news,poster', 'content_types'],
      ['page=0', 'page'],
      ['limit=5000', 'limit'],
      ['visible=2', 'visible'],
      ['colour=red', ''],
    ] as const) {
      const res = await api.as(pl).get(`/api/v1/content?${query}`);
      expect(res.status, query).toBe(422);
      const fields = Object.keys(res.body.errors);
      if (field) expect(fields, query).toEqual([field]);
    }
  });

  it("lists region 1's and the user's region's visible, published news, newest first", async () => {
    const body = await listOf('/api/v1/content?content_types=news&limit=100', pl);
    const expected = count([1, PL], 'news') + 1;
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 100, total: expected });
    expect(body.data).toHaveLength(expected);
    expect(body.data[0]?.uuid).toBe(polishUuid);
    expect(body.data.every((item) => item.type === 'news')).toBe(true);
    const uuids = body.data.map((item) => item.uuid);
    for (const absent of [czechUuid, hiddenUuid, scheduledUuid, hungarianUuid])
      expect(uuids).not.toContain(absent);
    const dates = body.data.map((item) => item.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Region 1 items reach every region, in the reader's language where translated; no article body.
    const first = DEMO_ARTICLES[0]!;
    expect(body.data.some((item) => item.content.title === first.translations?.pl?.title)).toBe(true);
    expect(body.data.every((item) => item.content.text === undefined)).toBe(true);
  });

  it("gives another region its own items and region 1's, never Poland's", async () => {
    const body = await listOf('/api/v1/content?content_types=news&limit=100', cz);
    expect(body.meta.total).toBe(count([1, CZ], 'news') + 1);
    expect(body.data[0]?.uuid).toBe(czechUuid);
    expect(body.data.map((item) => item.uuid)).not.toContain(polishUuid);
  });

  it('filters by type and gives videos their description and YouTube id', async () => {
    const videos = await listOf('/api/v1/content?content_types=video&limit=40', pl);
    expect(videos.meta.total).toBe(count([1, PL], 'video'));
    for (const item of videos.data) {
      expect(item.type).toBe('video');
      expect(item.content.youtube).toMatch(/^[\w-]{11}$/);
      expect(item.content.text?.length).toBeGreaterThan(20);
    }
    const both = await listOf('/api/v1/content?content_types=news,video&limit=1', pl);
    const none = await listOf('/api/v1/content?limit=1', pl);
    expect(both.meta.total).toBe(count([1, PL], 'news') + 1 + count([1, PL], 'video'));
    expect(none.meta.total).toBe(both.meta.total);
  });

  it('never shows hidden items, whatever visible says', async () => {
    for (const visible of [0, 1]) {
      const body = await listOf(`/api/v1/content?content_types=news&visible=${visible}&limit=100`, pl);
      expect(body.data.map((item) => item.uuid)).not.toContain(hiddenUuid);
    }
  });

  it('pages: 20 by default, the rest on the next page, an empty page past the end', async () => {
    const total = count([1, PL], 'news') + 1;
    const first = await listOf('/api/v1/content?content_types=news', pl);
    expect(first.data).toHaveLength(Math.min(20, total));
    expect(first.meta).toEqual({ current_page: 1, last_page: Math.ceil(total / 20), per_page: 20, total });
    const small = await listOf('/api/v1/content?content_types=news&limit=5&page=2', pl);
    expect(small.data.map((item) => item.uuid)).toEqual(first.data.slice(5, 10).map((item) => item.uuid));
    const past = await listOf('/api/v1/content?content_types=news&limit=5&page=99', pl);
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ current_page: 99, last_page: Math.ceil(total / 5), per_page: 5, total });
  });
});

describe('content in the reader’s language (#15 b)', () => {
  it('serves the translation of the account’s language where one exists, English otherwise', async () => {
    const [item] = await ctx.database.db
      .insert(contents)
      .values({
        type: 'news',
        regionId: 1,
        title: 'Club-wide news',
        bodyHtml: '<p>In English</p>',
        publishedAt: new Date(Date.now() - 30_000),
      })
      .returning({ id: contents.id, uuid: contents.uuid });
    await ctx.database.db.insert(contentTranslations).values({
      contentId: item!.id,
      languageId: languageByLocale('pl')!.id,
      title: 'Wiadomość klubowa',
      bodyHtml: '<p>Po polsku</p>',
    });
    const titleFor = async (who: Caller) =>
      (await listOf('/api/v1/content?content_types=news&limit=100', who)).data.find(
        (i) => i.uuid === item!.uuid,
      )?.content.title;
    const bodyFor = async (who: Caller) =>
      ContentItemSchema.parse((await api.as(who).get(`/api/v1/content/${item!.uuid}`)).body).content.text;

    // the factory's people read Polish
    expect(await titleFor(pl)).toBe('Wiadomość klubowa');
    expect(await bodyFor(pl)).toBe('<p>Po polsku</p>');
    // no Czech translation: English
    const czech = await createOwner(ctx.app, undefined, {
      regionId: CZ,
      languageId: languageByLocale('cs')!.id,
    });
    expect(await titleFor(czech)).toBe('Club-wide news');
    expect(await bodyFor(czech)).toBe('<p>In English</p>');
    // a Polish reader who switches to English reads English
    const switching = await createInstaller(ctx.app);
    expect(await titleFor(switching)).toBe('Wiadomość klubowa');
    await api.as(switching).patch('/api/v1/installer/user/self', { body: { languages_id: 5 } });
    expect(await titleFor(switching)).toBe('Club-wide news');
  });

  it('gives the demo’s translated club-wide videos in Polish to a Polish reader', async () => {
    const videos = await listOf('/api/v1/content?content_types=video&limit=40', pl);
    const fitting = DEMO_VIDEOS[0]!;
    const translated = fitting.translations?.pl;
    expect(translated).toBeDefined();
    expect(videos.data.map((v) => v.content.title)).toContain(translated!.title);
    expect(videos.data.map((v) => v.content.title)).not.toContain(fitting.title);
  });
});

describe('GET /api/v1/content/:id', () => {
  it('answers 401 without a token and 422 with the field for an id that is not a uuid', async () => {
    expect((await api.anonymous.get(`/api/v1/content/${polishUuid}`)).status).toBe(401);
    const res = await api.as(pl).get('/api/v1/content/42');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['id']);
  });

  it('gives the article with its HTML body, and a region 1 article to every region', async () => {
    const res = await api.as(pl).get(`/api/v1/content/${polishUuid}`);
    expect(res.status).toBe(200);
    const item = ContentItemSchema.parse(res.body);
    expect(item).toMatchObject({
      uuid: polishUuid,
      type: 'news',
      content: { title: 'Nowość dla Polski', text: '<p>Body</p>' },
    });
    // the factory's people read Polish
    const shared = (await listOf('/api/v1/content?content_types=news&limit=100', cz)).data.find(
      (entry) => entry.content.title === DEMO_ARTICLES[0]?.translations?.pl?.title,
    );
    expect((await api.as(pl).get(`/api/v1/content/${shared?.uuid}`)).status).toBe(200);
    expect((await api.as(cz).get(`/api/v1/content/${shared?.uuid}`)).status).toBe(200);
  });

  it("answers 404 for another region's, a hidden, a scheduled and an unknown item", async () => {
    for (const uuid of [
      czechUuid,
      hungarianUuid,
      hiddenUuid,
      scheduledUuid,
      '0b7f5a4e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
    ]) {
      expect((await api.as(pl).get(`/api/v1/content/${uuid}`)).status, uuid).toBe(404);
    }
    expect((await api.as(cz).get(`/api/v1/content/${czechUuid}`)).status).toBe(200);
  });
});
