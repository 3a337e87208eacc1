import { connect } from 'node:net';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminContentItemSchema,
  AdminContentListSchema,
  AdminContentTranslationListSchema,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  ContentImageSchema,
  ContentItemSchema,
  languageByLocale,
  regionByCode,
  type OperatorRole,
  type SaveContentBody,
} from '@club/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import { auditLog, type OperatorRow } from '../../db/schema/accounts';
import type { UserRow } from '../../db/schema/users';
import { createManualClock } from '../../lib/clock';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createOperator } from '../../../test/factories/operators';
import { createInstaller } from '../../../test/factories/users';
import { jpegOfSize, jpegPhoto, transparentPng } from '../../../test/images';

const ctx = setupTestApp({
  storage: createLocalStorage(join(tmpdir(), `club-content-admin-${randomUUID()}`)),
});
const api = testApi(ctx);

const PL = regionByCode('PL')?.id ?? 10;
const CZ = regionByCode('CZ')?.id ?? 5;
const POLISH = languageByLocale('pl')?.id ?? 11;
const ENGLISH = languageByLocale('en')?.id ?? 5;
const GERMAN = languageByLocale('de')?.id ?? 4;
const DAY_MS = 24 * 60 * 60 * 1000;

const operators = {} as Record<OperatorRole, { operator: OperatorRow }>;
let polishInstaller: UserRow;
let czechInstaller: UserRow;

beforeAll(async () => {
  for (const role of ['admin', 'content', 'support', 'fulfilment'] as const) {
    operators[role] = { operator: await createOperator(ctx.app, role) };
  }
  polishInstaller = await createInstaller(ctx.app);
  czechInstaller = await createInstaller(ctx.app, undefined, { regionId: CZ });
});

let sequence = 0;
const news = (overrides: Partial<SaveContentBody> = {}): SaveContentBody => {
  sequence += 1;
  return {
    type: 'news',
    region_id: PL,
    language_id: POLISH,
    title: `Szkolenie dachowe nr ${sequence} ${randomUUID().slice(0, 8)}`,
    summary: null,
    body_html: '<p>Zapraszamy na <strong>szkolenie</strong>.</p>',
    youtube_id: null,
    image_id: null,
    is_visible: true,
    published_at: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
};

const create = async (body: SaveContentBody, as: OperatorRole = 'content') => {
  const res = await api.as(operators[as]).post('/api/admin/content', { body });
  expect(res.status, res.text).toBe(201);
  return AdminContentItemSchema.parse(res.body);
};

const uploadImage = (as: OperatorRole, bytes: Buffer, filename = 'picture.jpg', contentType = 'image/jpeg') =>
  api.as(operators[as]).upload('/api/admin/content/images', {
    field: 'image',
    filename,
    contentType,
    bytes,
  });

/** The installer's news list, as the app's home asks for it. */
const installerNews = async (who: UserRow) => {
  const res = await api.as(who).get('/api/v1/content?content_types=news&visible=1&limit=50');
  expect(res.status, res.text).toBe(200);
  return (res.body.data as { uuid: string; media: { thumbnail: string | null } }[]).map((item) => item);
};

const auditOf = async (uuid: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'content'), eq(auditLog.targetId, uuid)));

describe('back-office content: who may call', () => {
  it('lets admin and content operators in, and refuses support, fulfilment, installers and strangers', async () => {
    const item = await create(news());
    const calls = [
      () => ({ method: 'GET' as const, url: '/api/admin/content?type=news' }),
      () => ({ method: 'GET' as const, url: `/api/admin/content/${item.uuid}` }),
      () => ({ method: 'POST' as const, url: '/api/admin/content', body: news() }),
      () => ({ method: 'PUT' as const, url: `/api/admin/content/${item.uuid}`, body: news() }),
      () => ({
        method: 'PUT' as const,
        url: `/api/admin/content/${item.uuid}/visibility`,
        body: { is_visible: true },
      }),
    ];
    for (const call of calls) {
      const { method, url, body } = { body: undefined, ...call() };
      for (const role of ['admin', 'content'] as const) {
        const res = await api.as(operators[role]).send(method, url, { body });
        expect([200, 201], `${role} ${method} ${url}: ${res.text}`).toContain(res.status);
      }
      for (const role of ['support', 'fulfilment'] as const) {
        const res = await api.as(operators[role]).send(method, url, { body });
        expect(res.status, `${role} ${method} ${url}`).toBe(403);
      }
      expect((await api.as(polishInstaller).send(method, url, { body })).status).toBe(403);
      expect((await api.anonymous.send(method, url, { body })).status).toBe(401);
    }
    for (const role of ['support', 'fulfilment'] as const) {
      expect((await uploadImage(role, await jpegPhoto())).status).toBe(403);
    }
    expect((await uploadImage('admin', await jpegPhoto())).status).toBe(201);
  });
});

describe('POST /api/admin/content', () => {
  it('publishes a Polish article with a picture to Polish installers, not to Czech ones, audit-logged', async () => {
    const image = ContentImageSchema.parse((await uploadImage('content', await jpegPhoto(800, 600))).body);
    const item = await create(news({ image_id: image.uuid }));
    expect(item).toMatchObject({
      region_id: PL,
      language_id: POLISH,
      image_id: image.uuid,
      thumbnail: image.url,
      is_visible: true,
    });

    const listed = await installerNews(polishInstaller);
    expect(listed.find((i) => i.uuid === item.uuid)?.media.thumbnail).toBe(image.url);
    const one = await api.as(polishInstaller).get(`/api/v1/content/${item.uuid}`);
    expect(ContentItemSchema.parse(one.body).content.text).toBe(
      '<p>Zapraszamy na <strong>szkolenie</strong>.</p>',
    );
    expect((await installerNews(czechInstaller)).some((i) => i.uuid === item.uuid)).toBe(false);
    expect((await api.as(czechInstaller).get(`/api/v1/content/${item.uuid}`)).status).toBe(404);

    // the picture is served to an <img> without a token, as a stored file
    const picture = await api.anonymous.get(image.url);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(picture.headers['content-security-policy']).toBe("default-src 'none'; sandbox");

    const [entry] = await auditOf(item.uuid);
    expect(entry).toMatchObject({ action: 'content.create', operatorId: operators.content.operator.id });
    expect(entry).toMatchObject({ before: null, after: { title: item.title, region_id: PL } });
  });

  it('publishes a resource article to /resources, not to the news', async () => {
    const item = await create(news({ type: 'resource', title: 'Kołnierze: który do jakiego dachu' }));
    const resources = await api.as(polishInstaller).get('/api/v1/content?content_types=resource');
    expect(
      (resources.body.data as { uuid: string; type: string }[]).map((i) => [i.uuid, i.type]),
    ).toContainEqual([item.uuid, 'resource']);
    expect((await installerNews(polishInstaller)).some((i) => i.uuid === item.uuid)).toBe(false);
    const one = await api.as(polishInstaller).get(`/api/v1/content/${item.uuid}`);
    expect(one.body.content.text).toBe(item.body_html);
  });

  it('answers 422 with the field messages for bad input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(CONTENT_LIMITS.titleMaxLength + 1) }, 'title'],
      [{ region_id: 99 }, 'region_id'],
      [{ language_id: 0 }, 'language_id'],
      [{ published_at: 'tomorrow' }, 'published_at'],
      [{ body_html: '' }, 'body_html'],
      [{ type: 'video', youtube_id: 'not a video' }, 'youtube_id'],
      [{ type: 'poster' }, 'type'],
      [{ image_id: randomUUID() }, 'image_id'],
      // nothing is left of it once sanitised
      [{ body_html: '<script>alert(1)</script><iframe src="https://evil.example"></iframe>' }, 'body_html'],
    ];
    for (const [change, field] of cases) {
      const res = await api
        .as(operators.content)
        .post('/api/admin/content', { body: { ...news(), ...change } });
      expect(res.status, `${JSON.stringify(change)}: ${res.text}`).toBe(422);
      expect(res.body.errors[field], JSON.stringify(res.body)).toEqual([expect.any(String)]);
    }
    const unknownField = await api
      .as(operators.content)
      .post('/api/admin/content', { body: { ...news(), author: 'me' } });
    expect(unknownField.status).toBe(422);
  });

  it('strips scripts, event handlers and script links from the HTML it stores', async () => {
    const vectors = [
      '<img src=x onerror=alert(1)>',
      '<svg><script>alert(1)</script></svg>',
      '<a href="javascript:alert(1)">click</a>',
      '<a href="JaVaScRiPt&colon;alert(1)">click</a>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<body onload=alert(1)>',
      '<details open ontoggle=alert(1)>x</details>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<form action="javascript:alert(1)"><button>go</button></form>',
      '<p style="background:url(javascript:alert(1))">styled</p>',
      '<object data="data:text/html,<script>alert(1)</script>"></object>',
      '<div><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript></div>',
    ];
    const body_html = `<p>Treść</p>${vectors.join('')}`;
    const item = await create(news({ body_html }));
    const stored = item.body_html ?? '';
    expect(stored).toContain('<p>Treść</p>');
    expect(stored).not.toMatch(/<script|<iframe|<object|<form|<style|\son\w+\s*=|javascript:|style=/i);
    // an image keeps its source, without the handler
    expect(stored).toContain('<img src="x">');
    const shown = await api.as(polishInstaller).get(`/api/v1/content/${item.uuid}`);
    expect(shown.body.content.text).toBe(stored);
  });

  it('keeps a scheduled article from installers until its publication time', async () => {
    const publishedAt = new Date(Date.now() + 2 * DAY_MS);
    const item = await create(news({ published_at: publishedAt.toISOString() }));
    expect((await installerNews(polishInstaller)).some((i) => i.uuid === item.uuid)).toBe(false);
    expect((await api.as(polishInstaller).get(`/api/v1/content/${item.uuid}`)).status).toBe(404);

    const scheduled = await api
      .as(operators.content)
      .get('/api/admin/content', { query: { type: 'news', status: 'scheduled' } });
    expect(AdminContentListSchema.parse(scheduled.body).data.map((i) => i.uuid)).toContain(item.uuid);

    // the same server an hour after the publication time
    const later = await ctx.build({ clock: createManualClock(new Date(publishedAt.getTime() + 3_600_000)) });
    const laterApi = testApi(later);
    const res = await laterApi.as(polishInstaller).get('/api/v1/content?content_types=news&limit=50');
    expect((res.body.data as { uuid: string }[]).some((i) => i.uuid === item.uuid)).toBe(true);
  });
});

describe('PUT /api/admin/content/:id and /visibility', () => {
  it('changes an item with the values before and after in the audit log', async () => {
    const item = await create(news());
    const res = await api.as(operators.admin).put(`/api/admin/content/${item.uuid}`, {
      body: news({ title: 'Nowy tytuł', body_html: '<p>Nowa treść</p><img src=x onerror=alert(1)>' }),
    });
    expect(res.status, res.text).toBe(200);
    const changed = AdminContentItemSchema.parse(res.body);
    expect(changed.title).toBe('Nowy tytuł');
    expect(changed.body_html).toBe('<p>Nowa treść</p><img src="x">');
    const entry = (await auditOf(item.uuid)).find((e) => e.action === 'content.update');
    expect(entry?.operatorId).toBe(operators.admin.operator.id);
    expect(entry).toMatchObject({
      before: { title: item.title, body_html: item.body_html },
      after: { title: 'Nowy tytuł', body_html: '<p>Nowa treść</p><img src="x">' },
    });
    expect(
      (await api.as(operators.admin).put(`/api/admin/content/${randomUUID()}`, { body: news() })).status,
    ).toBe(404);
  });

  it('hides an item from installers and shows it again', async () => {
    const item = await create(news());
    const url = `/api/admin/content/${item.uuid}/visibility`;
    const hidden = await api.as(operators.content).put(url, { body: { is_visible: false } });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body.is_visible).toBe(false);
    expect((await installerNews(polishInstaller)).some((i) => i.uuid === item.uuid)).toBe(false);
    expect((await api.as(polishInstaller).get(`/api/v1/content/${item.uuid}`)).status).toBe(404);

    const list = await api
      .as(operators.content)
      .get('/api/admin/content', { query: { type: 'news', status: 'hidden', region_id: String(PL) } });
    expect(AdminContentListSchema.parse(list.body).data.map((i) => i.uuid)).toContain(item.uuid);

    await api.as(operators.content).put(url, { body: { is_visible: true } });
    expect((await installerNews(polishInstaller)).some((i) => i.uuid === item.uuid)).toBe(true);
    const actions = (await auditOf(item.uuid)).map((e) => [e.action, { before: e.before, after: e.after }]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['content.hide', { before: { is_visible: true }, after: { is_visible: false } }],
        ['content.show', { before: { is_visible: false }, after: { is_visible: true } }],
      ]),
    );
    expect((await api.as(operators.content).put(url, { body: { is_visible: 'no' } })).status).toBe(422);
  });
});

describe('GET /api/admin/content', () => {
  it('filters by type, region, language, state and title words, newest first, in pages', async () => {
    const word = `Dachówka${randomUUID().slice(0, 6)}`;
    const older = await create(
      news({ title: `${word} starsza`, published_at: new Date(Date.now() - DAY_MS).toISOString() }),
    );
    const newer = await create(news({ title: `${word} nowsza` }));
    await create(
      news({ title: `${word} czeska`, region_id: CZ, language_id: languageByLocale('cs')?.id ?? 4 }),
    );
    const video = await create({
      ...news({ title: `${word} film`, type: 'video', body_html: null, youtube_id: 'dQw4w9WgXcQ' }),
    });
    expect(video.body_html).toBeNull();

    const get = async (query: Record<string, string>) => {
      const res = await api.as(operators.content).get('/api/admin/content', { query });
      expect(res.status, res.text).toBe(200);
      return AdminContentListSchema.parse(res.body);
    };
    const polish = await get({
      type: 'news',
      region_id: String(PL),
      language_id: String(POLISH),
      q: word.toLowerCase(),
    });
    expect(polish.data.map((i) => i.uuid)).toEqual([newer.uuid, older.uuid]);
    const firstPage = await get({ type: 'news', q: word, limit: '1' });
    expect(firstPage.meta).toMatchObject({ total: 3, last_page: 3, per_page: 1 });
    expect((await get({ type: 'video', q: word })).data.map((i) => i.uuid)).toEqual([video.uuid]);
    // `%` is a letter in a search, not a wildcard
    expect((await get({ type: 'news', q: '%' })).data).toEqual([]);
    // an empty filter, as a form sends it, is no filter
    expect((await get({ type: 'news', q: word, region_id: '' })).meta.total).toBe(3);

    const bad = await api
      .as(operators.content)
      .get('/api/admin/content', { query: { type: 'news', region_id: '999' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.region_id).toBeDefined();
  });
});

describe('POST /api/admin/content/images', () => {
  it('takes a PNG named .jpg and stores it as a JPEG of at most the stored size', async () => {
    const png = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const res = await uploadImage('content', png, 'photo.jpg', 'image/jpeg');
    expect(res.status, res.text).toBe(201);
    const image = ContentImageSchema.parse(res.body);
    expect([image.width, image.height]).toEqual([CONTENT_LIMITS.imageMaxLongSidePx, 533]);
    const stored = await api.anonymous.get(image.url);
    expect((await sharp(stored.bytes).metadata()).format).toBe('jpeg');
    expect((await uploadImage('content', await transparentPng(), 'a.png', 'image/png')).status).toBe(201);
  });

  it('refuses an HTML page called .jpg, an SVG and an oversized file', async () => {
    const html = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>');
    const page = await uploadImage('content', html, 'photo.jpg', 'image/jpeg');
    expect(page.status).toBe(422);
    expect(page.body.errors.image).toEqual(['The image must be a JPEG or PNG picture.']);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect((await uploadImage('content', svg, 'a.jpg')).status).toBe(422);
    const big = await uploadImage('content', await jpegOfSize(CONTENT_LIMITS.imageMaxBytes + 1));
    expect(big.status).toBe(413);
    expect((await api.anonymous.get(`/api/v1/content/images/${randomUUID()}`)).status).toBe(404);
  });

  it('refuses an oversized file sent over a real socket in pieces', async () => {
    const app = await ctx.build({
      storage: createLocalStorage(join(tmpdir(), `club-content-socket-${randomUUID()}`)),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { authorization } = await testApi(app).headersOf(operators.content);
    const send = async (file: Buffer) => {
      const boundary = '----club-content-socket';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      );
      const body = Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const request =
        `POST /api/admin/content/images HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Authorization: ${authorization}\r\nConnection: close\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`;
      return new Promise<number>((done, fail) => {
        const socket = connect(port, '127.0.0.1');
        const answer: Buffer[] = [];
        socket.on('data', (chunk) => answer.push(chunk));
        socket.on('error', (error) => {
          const code = (error as NodeJS.ErrnoException).code;
          if (code !== 'EPIPE' && code !== 'ECONNRESET') fail(error);
        });
        socket.on('close', () =>
          done(Number(/^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(answer).toString('latin1'))?.[1] ?? 0)),
        );
        socket.once('connect', async () => {
          socket.write(request);
          // the file in pieces, one of them ending exactly on the limit
          const limitAt = head.length + CONTENT_LIMITS.imageMaxBytes;
          for (const [from, to] of [
            [0, 65_536],
            [65_536, limitAt],
            [limitAt, body.length],
          ] as const) {
            if (socket.destroyed) return;
            socket.write(body.subarray(from, to));
            await new Promise((r) => setTimeout(r, 20));
          }
        });
      });
    };
    expect(await send(await jpegOfSize(CONTENT_LIMITS.imageMaxBytes + 1))).toBe(413);
    expect(await send(await jpegOfSize(CONTENT_LIMITS.imageMaxBytes))).toBe(201);
  });
});

describe('PUT and DELETE /api/admin/content/:id/translations/:language_id', () => {
  const translationsUrl = (uuid: string, language?: number) =>
    `/api/admin/content/${uuid}/translations${language === undefined ? '' : `/${language}`}`;
  const readAs = async (who: UserRow, uuid: string) => {
    const res = await api.as(who).get(`/api/v1/content/${uuid}`);
    expect(res.status, res.text).toBe(200);
    return ContentItemSchema.parse(res.body).content;
  };

  it('shows installers reading that language the translation, and the item’s own text once it is removed', async () => {
    const english = await createInstaller(ctx.app, undefined, { languageId: ENGLISH });
    const item = await create(news({ summary: 'Krótko o szkoleniu' }));
    const saved = await api.as(operators.content).put(translationsUrl(item.uuid, ENGLISH), {
      body: {
        title: '  Roof training  ',
        body_html: '<p>Come to the <em>training</em>.</p><script>alert(1)</script>',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(AdminContentTranslationListSchema.parse(saved.body).data).toEqual([
      {
        language_id: ENGLISH,
        title: 'Roof training',
        summary: null,
        body_html: '<p>Come to the <em>training</em>.</p>',
        updated_at: expect.any(String),
      },
    ]);
    expect(await readAs(english, item.uuid)).toMatchObject({
      title: 'Roof training',
      text: '<p>Come to the <em>training</em>.</p>',
    });
    // the item's own language reads the item
    expect((await readAs(polishInstaller, item.uuid)).title).toBe(item.title);

    // a second save replaces the first; a title alone leaves the body to the item's own
    await api.as(operators.admin).put(translationsUrl(item.uuid, ENGLISH), { body: { title: 'Roof day' } });
    await api.as(operators.admin).put(translationsUrl(item.uuid, GERMAN), { body: { title: 'Dachtag' } });
    const listed = await api.as(operators.content).get(translationsUrl(item.uuid));
    expect(
      AdminContentTranslationListSchema.parse(listed.body).data.map((t) => [t.language_id, t.title]),
    ).toEqual(
      [
        [GERMAN, 'Dachtag'],
        [ENGLISH, 'Roof day'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect(await readAs(english, item.uuid)).toMatchObject({ title: 'Roof day', text: item.body_html });

    const removed = await api.as(operators.content).delete(translationsUrl(item.uuid, ENGLISH));
    expect(removed.status, removed.text).toBe(200);
    expect(AdminContentTranslationListSchema.parse(removed.body).data.map((t) => t.language_id)).toEqual([
      GERMAN,
    ]);
    expect((await readAs(english, item.uuid)).title).toBe(item.title);
    const again = await api.as(operators.content).delete(translationsUrl(item.uuid, ENGLISH));
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(CONTENT_MESSAGES.translationNotFound);

    const entries = (await auditOf(item.uuid)).filter((e) => e.action.startsWith('content.translation'));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'content.translation.delete',
      'content.translation.save',
      'content.translation.save',
      'content.translation.save',
    ]);
    const replaced = entries.find(
      (e) => e.action === 'content.translation.save' && (e.before as { title?: string } | null)?.title,
    );
    expect(replaced).toMatchObject({
      operatorId: operators.admin.operator.id,
      data: { language_id: ENGLISH },
      before: { title: 'Roof training', body_html: '<p>Come to the <em>training</em>.</p>' },
      after: { title: 'Roof day', body_html: null },
    });
  });

  it('answers 422 for the item’s own language, an empty title or body, an unknown language; 404 for no item', async () => {
    const item = await create(news());
    const put = (language: number | string, body: unknown, uuid = item.uuid) =>
      api.as(operators.content).put(`/api/admin/content/${uuid}/translations/${language}`, { body });
    const own = await put(POLISH, { title: 'Szkolenie' });
    expect(own.status).toBe(422);
    expect(own.body.errors).toEqual({ language_id: [CONTENT_MESSAGES.translationOwnLanguage] });
    const empty = await put(ENGLISH, { title: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.title).toEqual([CONTENT_MESSAGES.titleRequired]);
    const scriptOnly = await put(ENGLISH, { title: 'Roof', body_html: '<script>alert(1)</script>' });
    expect(scriptOnly.status).toBe(422);
    expect(scriptOnly.body.errors).toEqual({ body_html: [CONTENT_MESSAGES.bodyEmptyAfterCleaning] });
    for (const language of [999, 'en', 0]) {
      const bad = await put(language, { title: 'Roof' });
      expect(bad.status, String(language)).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(['language_id']);
    }
    expect((await put(ENGLISH, { title: 'Roof', extra: 1 })).status).toBe(422);
    expect((await put(ENGLISH, { title: 'Roof' }, randomUUID())).status).toBe(404);
    expect((await api.as(operators.content).get(translationsUrl(randomUUID()))).status).toBe(404);
    // nothing was written by the refused calls
    const listed = await api.as(operators.content).get(translationsUrl(item.uuid));
    expect(listed.body.data).toEqual([]);
  });

  it('keeps no body for a video', async () => {
    const video = await create(
      news({ type: 'video', body_html: null, youtube_id: 'dQw4w9WgXcQ', summary: 'Montaż okna' }),
    );
    const res = await api
      .as(operators.content)
      .put(translationsUrl(video.uuid, ENGLISH), { body: { title: 'Fitting', body_html: '<p>x</p>' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data[0]).toMatchObject({ title: 'Fitting', body_html: null });
  });

  it('lets admin and content operators in, and refuses support, fulfilment, installers and strangers', async () => {
    const item = await create(news());
    const calls = [
      { method: 'GET' as const, url: translationsUrl(item.uuid) },
      { method: 'PUT' as const, url: translationsUrl(item.uuid, ENGLISH), body: { title: 'Roof' } },
      { method: 'DELETE' as const, url: translationsUrl(item.uuid, ENGLISH) },
    ];
    for (const { method, url, body } of calls) {
      for (const role of ['support', 'fulfilment'] as const) {
        expect((await api.as(operators[role]).send(method, url, { body })).status, `${role} ${method}`).toBe(
          403,
        );
      }
      expect((await api.as(polishInstaller).send(method, url, { body })).status).toBe(403);
      expect((await api.anonymous.send(method, url, { body })).status).toBe(401);
      const res = await api.as(operators.admin).send(method, url, { body });
      expect(res.status, `${method} ${url}: ${res.text}`).toBe(200);
    }
  });
});
