import {
  OkSchema,
  paged,
  PendingSurveySchema,
  PrivateConfigSchema,
  SURVEY_DISMISSED_AT,
  type PendingSurvey,
} from '@club/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi, type Answer } from '../../../test/api';
import { setupTestApp, testConfig, type SignedIn } from '../../../test/build-app';
import { surveyAssignments } from '../../db/schema/surveys';

const ctx = setupTestApp();
const api = testApi(ctx);
const Page = paged(PendingSurveySchema);
const UNKNOWN = '0b7f5a4e-1c2d-4e3f-8a9b-0c1d2e3f4a5b';

let owner: SignedIn;
let installer: SignedIn;
let czech: SignedIn;

const list = async (who: SignedIn, query = '') => {
  const res = await api.as(who).get(`/api/v2/surveys${query}`);
  expect(res.status).toBe(200);
  return Page.parse(res.body);
};
const keysOf = (items: PendingSurvey[]) => items.map((s) => s.survey_configuration.survey_key);
const itemOf = async (who: SignedIn, key: string) => {
  const item = (await list(who)).data.find((s) => s.survey_configuration.survey_key === key);
  if (!item) throw new Error(`no pending ${key}`);
  return item;
};
const fieldsOf = (res: Answer) => Object.keys(res.body.errors);

beforeAll(async () => {
  owner = await ctx.signIn('jan.nowak@example.com');
  installer = await ctx.signIn('piotr.zielinski@example.com');
  czech = await ctx.signIn('tomas.dvorak@example.com');
});

describe('GET /api/v2/surveys (spec 01 §2 Surveys, §7)', () => {
  it('answers 401 without a token and 422 with the field for a bad page or limit', async () => {
    expect((await api.anonymous.get('/api/v2/surveys')).status).toBe(401);
    const res = await api.as(installer).get('/api/v2/surveys?page=0&limit=abc');
    expect(res.status).toBe(422);
    expect(fieldsOf(res).sort()).toEqual(['limit', 'page']);
  });

  it("lists the caller's own pending items, ready ones first, 10 to a page", async () => {
    const mine = await list(installer);
    expect(keysOf(mine.data)).toEqual([
      'product-satisfaction-2026',
      'installation-habits',
      'pl-flashing-kit-feedback',
    ]);
    expect(mine.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 3 });
    const habits = mine.data[1];
    expect(habits?.interacted_at).not.toBeNull();
    expect(Date.parse(habits?.delayed_to ?? '')).toBeLessThan(Date.now());
    expect(habits?.survey_configuration.languages.map((l) => l.lang)).toEqual(['en', 'pl', 'cs']);

    // The owner's delayed item comes after the ready one; the other company sees only its own.
    const owners = await list(owner);
    expect(keysOf(owners.data)).toEqual(['product-satisfaction-2026', 'installation-habits']);
    expect(Date.parse(owners.data[1]?.delayed_to ?? '')).toBeGreaterThan(Date.now());
    const theirs = await list(czech);
    expect(theirs.data.some((s) => mine.data.some((m) => m.uuid === s.uuid))).toBe(false);
    expect(keysOf(theirs.data)).not.toContain('pl-flashing-kit-feedback');
  });

  it('pages', async () => {
    const second = await list(installer, '?page=2&limit=2');
    expect(keysOf(second.data)).toEqual(['pl-flashing-kit-feedback']);
    expect(second.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
  });
});

describe('PATCH /api/v2/surveys/:id (spec 01 §4 Survey delay)', () => {
  it('answers 401 without a token, 422 with the field paths, 404 for an item that is not the caller’s', async () => {
    const item = await itemOf(owner, 'product-satisfaction-2026');
    const url = `/api/v2/surveys/${item.uuid}`;
    expect(
      (await api.as(undefined).patch(url, { body: { interacted_at: new Date().toISOString() } })).status,
    ).toBe(401);

    const bad = await api.as(owner).patch(url, { body: { delayed_to: 'tomorrow', extra: 1 } });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad)).toContain('delayed_to');
    const notUuid = await api.as(owner).patch('/api/v2/surveys/42', { body: { delayed_to: null } });
    expect(fieldsOf(notUuid)).toEqual(['id']);
    expect((await api.as(owner).patch(url, { body: {} })).status).toBe(422);

    // Another user of the same company, another company's user, an unknown id: 404 alike.
    for (const who of [installer, czech]) {
      expect((await api.as(who).patch(url, { body: { delayed_to: null } })).status).toBe(404);
    }
    expect(
      (await api.as(owner).patch(`/api/v2/surveys/${UNKNOWN}`, { body: { delayed_to: null } })).status,
    ).toBe(404);
    expect((await itemOf(owner, 'product-satisfaction-2026')).delayed_to).toBeNull();
  });

  it('saves opening and delaying; a delayed item stays listed after the ready ones', async () => {
    const item = await itemOf(installer, 'product-satisfaction-2026');
    const opened = '2026-03-02T08:15:00.000Z';
    const until = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();
    const res = await api.as(installer).patch(`/api/v2/surveys/${item.uuid}`, {
      body: {
        interacted_at: opened,
        delayed_to: until,
      },
    });
    expect(res.status).toBe(200);
    expect(PendingSurveySchema.parse(res.body)).toMatchObject({
      uuid: item.uuid,
      interacted_at: opened,
      delayed_to: until,
    });
    expect(keysOf((await list(installer)).data)).toEqual([
      'installation-habits',
      'pl-flashing-kit-feedback',
      'product-satisfaction-2026',
    ]);
  });

  it('dismisses with the far-future sentinel 2243-10-17: the item leaves the list for good', async () => {
    const item = await itemOf(installer, 'pl-flashing-kit-feedback');
    // Written with an offset, it is still the sentinel, and is kept as the one sentinel instant.
    const res = await api.as(installer).patch(`/api/v2/surveys/${item.uuid}`, {
      body: {
        delayed_to: '2243-10-17T00:00:00+02:00',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.delayed_to).toBe(SURVEY_DISMISSED_AT);
    const after = await list(installer);
    expect(keysOf(after.data)).not.toContain('pl-flashing-kit-feedback');
    expect(after.meta.total).toBe(2);
  });
});

describe('POST /api/v2/surveys (spec 01 §7)', () => {
  it('answers 401 without a token and 422 with the field paths', async () => {
    expect((await api.as(undefined).post('/api/v2/surveys', { body: { survey_key: 'x' } })).status).toBe(401);
    const res = await api
      .as(owner)
      .post('/api/v2/surveys', { body: { survey_key: ' ', interacted_at: 'now' } });
    expect(res.status).toBe(422);
    expect(fieldsOf(res).sort()).toEqual(['interacted_at', 'survey_key']);
  });

  it("answers 404 for an unknown key and for another region's survey", async () => {
    expect(
      (await api.as(owner).post('/api/v2/surveys', { body: { survey_key: 'no-such-survey' } })).status,
    ).toBe(404);
    const res = await api
      .as(czech)
      .post('/api/v2/surveys', { body: { survey_key: 'pl-flashing-kit-feedback' } });
    expect(res.status).toBe(404);
  });

  it('records an interaction on the pending item, or creates the item', async () => {
    const before = await itemOf(owner, 'installation-habits');
    const res = await api.as(owner).post('/api/v2/surveys', {
      body: {
        survey_key: 'installation-habits',
        delayed_to: null,
      },
    });
    expect(res.status).toBe(201);
    expect(PendingSurveySchema.parse(res.body)).toMatchObject({ uuid: before.uuid, delayed_to: null });

    // The owner has no item for the PL-only survey yet: one is created, opened now.
    const created = await api
      .as(owner)
      .post('/api/v2/surveys', { body: { survey_key: 'pl-flashing-kit-feedback' } });
    expect(created.status).toBe(201);
    const item = PendingSurveySchema.parse(created.body);
    expect(Math.abs(Date.parse(item.interacted_at ?? '') - Date.now())).toBeLessThan(60_000);
    expect(item.survey_configuration.survey_key).toBe('pl-flashing-kit-feedback');
    expect((await list(owner)).meta.total).toBe(3);
  });
});

describe('DELETE /api/v2/surveys/:id (answered)', () => {
  it('answers 401 without a token, 422 for a bad id, 404 for an item that is not the caller’s', async () => {
    const item = await itemOf(czech, 'product-satisfaction-2026');
    const url = `/api/v2/surveys/${item.uuid}`;
    expect((await api.anonymous.delete(url)).status).toBe(401);
    expect(fieldsOf(await api.as(czech).delete('/api/v2/surveys/nope'))).toEqual(['id']);
    expect((await api.as(owner).delete(url)).status).toBe(404);
    expect((await itemOf(czech, 'product-satisfaction-2026')).uuid).toBe(item.uuid);
  });

  it('keeps the item as completed; it is gone from the list and cannot be reopened', async () => {
    const item = await itemOf(czech, 'product-satisfaction-2026');
    const res = await api.as(czech).delete(`/api/v2/surveys/${item.uuid}`);
    expect(res.status).toBe(200);
    expect(OkSchema.parse(res.body)).toEqual({ ok: true });

    const [row] = await ctx.database.db
      .select({ completedAt: surveyAssignments.completedAt })
      .from(surveyAssignments)
      .where(eq(surveyAssignments.uuid, item.uuid));
    expect(row?.completedAt).toBeInstanceOf(Date);
    expect(keysOf((await list(czech)).data)).toEqual(['installation-habits']);

    expect((await api.as(czech).delete(`/api/v2/surveys/${item.uuid}`)).status).toBe(404);
    const patch = await api.as(czech).patch(`/api/v2/surveys/${item.uuid}`, { body: { delayed_to: null } });
    expect(patch.status).toBe(404);
    const post = await api
      .as(czech)
      .post('/api/v2/surveys', { body: { survey_key: 'product-satisfaction-2026' } });
    expect(post.status).toBe(404);
  });
});

describe('GET /api/v1/config: the survey collector (spec 01 §2 Surveys)', () => {
  it('gives signed-in users the collector URL, configurable by SURVEY_COLLECTOR_URL', async () => {
    const res = await api.as(installer).get('/api/v1/config');
    expect(PrivateConfigSchema.parse(res.body).surveys).toEqual({
      collector_url: 'https://survey.installer.club.example/s/',
    });
    const app = await ctx.build({ env: { SURVEY_COLLECTOR_URL: 'https://collect.example.com/forms' } });
    const other = await testApi(app).as(installer).get('/api/v1/config');
    expect(PrivateConfigSchema.parse(other.body).surveys.collector_url).toBe(
      'https://collect.example.com/forms/',
    );
  });

  it('refuses a collector URL that is not http(s) or carries a query', () => {
    expect(() => testConfig({ SURVEY_COLLECTOR_URL: 'ftp://collect.example.com/' })).toThrow(
      /SURVEY_COLLECTOR_URL/,
    );
    expect(() => testConfig({ SURVEY_COLLECTOR_URL: 'https://collect.example.com/?a=1' })).toThrow(
      /SURVEY_COLLECTOR_URL/,
    );
  });
});
