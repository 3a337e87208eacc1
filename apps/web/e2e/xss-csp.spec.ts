// XSS and the Content Security Policy in Chromium. Well-known XSS vectors (support/xss-vectors.json) go
// into every field a person or an operator writes and the app shows back: project names and addresses
// through the API as a person sends them; names of the user and the company, news, videos and
// notifications straight into the database, as the operators' tools (or an old import) would. Then:
//  1. with the CSP switched off in the browser, no vector runs (none calls __xss, no dialog opens) and
//     none of them becomes markup (no event handler, script, frame or javascript: URL in the page): the
//     screens are safe on their own;
//  2. with the server's real CSP, every route of the app, signed out and signed in, with the vectors
//     in place, raises no CSP violation: the policy allows everything the app needs and nothing else.
// The server runs on PostgreSQL here (a database of its own, dropped afterwards): the journey writes rows
// the app has no write API for.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signInByEmail, startServer, type Journey, type TestServer } from './fixtures';
import { xssVectors } from './support/xss-vectors';

const OWNER = 'jan.nowak@example.com';
const ADMIN_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const VECTORS = xssVectors();
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000001';

let server: TestServer;
let browser: Browser;
let admin: pg.Client;
let db: pg.Client;
const databaseName = `club_xss_${randomBytes(6).toString('hex')}`;
/** Filled by the first test: screens that show the vectors. */
const written = { projects: [] as string[], news: [] as string[] };

before(async () => {
  admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  server = await startServer({ DATABASE_URL: url.toString() });
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  browser = await launchBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
});

after(async () => {
  await browser?.close();
  await db?.end();
  await server?.stop();
  await admin?.query(`drop database if exists ${databaseName} with (force)`);
  await admin?.end();
});

async function newJourney(bypassCSP: boolean): Promise<Journey & { context: BrowserContext }> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 390, height: 844 },
    bypassCSP,
    permissions: ['camera'],
  });
  return { server, browser, context, page: await context.newPage() };
}

/** A call of the API with the page's own session. */
function callApi(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: { uuid?: string } | null }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const raw = localStorage.getItem('token') ?? '';
      const token = raw.startsWith('{') ? (JSON.parse(raw) as { token: string }).token : raw;
      const res = await fetch(p as string, {
        method: m as string,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'X-Platform': 'web',
        },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [method, path, body] as const,
  );
}

/** Loads a route and waits until it has settled: its heading, and no request in flight. */
async function open(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => {});
  await page.waitForLoadState('networkidle');
}

/** Markup that came from data: event handlers, scripts, frames, javascript: URLs in the page's body. */
function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const FORBIDDEN = [
      'script',
      'iframe',
      'frame',
      'object',
      'embed',
      'base',
      'meta',
      'link',
      'style',
      'isindex',
    ];
    const URL_ATTRIBUTES = [
      'href',
      'src',
      'action',
      'formaction',
      'data',
      'xlink:href',
      'srcdoc',
      'background',
    ];
    for (const el of document.body.querySelectorAll('*')) {
      const tag = el.tagName.toLowerCase();
      if (FORBIDDEN.includes(tag)) found.push(`<${tag}>: ${el.outerHTML.slice(0, 120)}`);
      for (const attr of el.attributes) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) found.push(`${name}= on <${tag}>: ${attr.value.slice(0, 80)}`);
        // browsers drop control characters and spaces from a URL before reading its scheme
        const url = [...attr.value].filter((c) => c.charCodeAt(0) > 0x20).join('');
        if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data:text\/html)/i.test(url)) {
          found.push(`${name}="${attr.value.slice(0, 80)}" on <${tag}>`);
        }
        if (name === 'style' && /url\s*\(\s*['"]?\s*javascript/i.test(attr.value))
          found.push(`style url(javascript:) on <${tag}>`);
      }
    }
    return found;
  });
}

test('XSS vectors in every field written back are shown as text and never run', async () => {
  const journey = await newJourney(true);
  const { page, context } = journey;
  const calls: string[] = [];
  const dialogs: string[] = [];
  await context.exposeBinding('__xssReport', ({ page: from }, id: number) => {
    calls.push(`vector ${id} ran on ${from?.url() ?? '?'}`);
  });
  await context.addInitScript(() => {
    (window as unknown as { __xss: (id: number) => void }).__xss = (id) =>
      void (window as unknown as { __xssReport: (id: number) => void }).__xssReport(id);
  });
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
    void dialog.dismiss();
  });

  await signInByEmail(journey, OWNER);
  const texts = VECTORS.map((v) => v.text);

  // what a person writes: projects, three vectors each (name, street, city), through the API
  for (let i = 0; i < texts.length; i += 3) {
    const res = await callApi(page, 'POST', '/api/v1/projects', {
      name: texts[i],
      streetName: texts[i + 1] ?? texts[0],
      city: texts[i + 2] ?? texts[0],
      postalCode: '00-950',
    });
    assert.equal(res.status, 201, `project with vectors ${i + 1}–${i + 3}: ${JSON.stringify(res.body)}`);
    written.projects.push(res.body?.uuid ?? '');
  }

  // what the person's names, the company and the operators' content hold: straight into the database
  const { rows } = await db.query<{ id: number; company_id: number }>(
    'select id, company_id from users where lower(email) = $1',
    [OWNER],
  );
  const owner = rows[0];
  assert.ok(owner, 'the seeded owner');
  const half = Math.ceil(texts.length / 2);
  await db.query('update users set name = $1, surname = $2 where id = $3', [
    texts.slice(0, half).join(' '),
    texts.slice(half).join(' '),
    owner.id,
  ]);
  await db.query('update companies set name = $1, street_name = $2, city = $3, address = $4 where id = $5', [
    texts.join(' '),
    texts.slice(0, half).join(' '),
    texts.slice(half).join(' '),
    texts.join(' '),
    owner.company_id,
  ]);
  for (let i = 0; i < texts.length; i += 3) {
    const [title, summary, more] = [texts[i]!, texts[i + 1] ?? '', texts[i + 2] ?? ''];
    const inserted = await db.query<{ uuid: string }>(
      `insert into contents (type, region_id, title, summary, body_html, published_at)
       values ('news', 1, $1, $2, $3, now() - make_interval(mins => $4)) returning uuid`,
      [title, summary, `<p>${title}</p><div>${summary}</div><section>${more}</section>`, i],
    );
    written.news.push(inserted.rows[0]!.uuid);
  }
  const all = await db.query<{ uuid: string }>(
    `insert into contents (type, region_id, title, summary, body_html) values ('news', 1, $1, $1, $2) returning uuid`,
    ['Every vector', texts.map((t) => `<p>${t}</p>`).join('\n')],
  );
  written.news.unshift(all.rows[0]!.uuid);
  for (const [i, text] of texts.entries()) {
    await db.query(
      `insert into contents (type, region_id, title, summary, youtube_id) values ('video', 1, $1, $2, $3)`,
      [text, text, i % 2 === 0 ? text : 'dQw4w9WgXcQ'],
    );
    await db.query(
      `insert into notifications (user_id, company_id, type, event, params, title, text, ticket_uuid)
       values ($1, $2, 'info', $3, $4, $5, $6, $7)`,
      [
        owner.id,
        owner.company_id,
        [null, 'project_closed', 'scans_rejected', 'project_installation_date_reminder'][i % 4],
        JSON.stringify({ points: text, date: text, project: text }),
        text,
        text,
        written.projects[0],
      ],
    );
  }

  // each screen with a vector it must show as text once loaded (the lists: whatever they show)
  const screens: [string, string | null][] = [
    ['/', null],
    ['/menu', null],
    ['/user', null],
    ['/user/edit', null],
    ['/projects', null],
    ['/projects/select', null],
    ...written.projects.map((uuid, i): [string, string] => [`/projects/${uuid}`, texts[i * 3]!]),
    ['/news', null],
    ...written.news.map((uuid, i): [string, string] => [
      `/news/${uuid}`,
      i === 0 ? 'Every vector' : texts[(i - 1) * 3]!,
    ]),
    ['/resources', null],
    ['/notifications', null],
    ['/balance', null],
  ];
  const injected: string[] = [];
  for (const [screen, shown] of screens) {
    if (shown === null) await open(page, screen);
    else {
      await page.goto(screen);
      await page.getByText(shown, { exact: true }).first().waitFor({ timeout: 10_000 });
    }
    // what a finger on the screen would set off: pointer over, focus moving
    await page.mouse.move(195, 300);
    await page.mouse.move(195, 600);
    await page.keyboard.press('Tab');
    for (const found of await injectedMarkup(page)) injected.push(`${screen}: ${found}`);
  }
  await page.waitForTimeout(500);

  assert.deepEqual(calls, [], 'vectors ran');
  assert.deepEqual(dialogs, [], 'dialogs opened');
  assert.deepEqual(injected, [], 'markup from data in the page');
  await context.close();
});

const PUBLIC_ROUTES = [
  '/login',
  '/register',
  '/maintenance',
  '/close',
  '/close?source=survey',
  '/settings',
  '/settings/font',
  '/settings/language',
  '/settings/other',
  '/no-such-page',
];

function signedInRoutes(): string[] {
  const id = PLACEHOLDER_ID;
  const project = written.projects[0] ?? id;
  const news = written.news[1] ?? id;
  return [
    '/',
    '/menu',
    '/more',
    '/projects',
    '/projects/add',
    '/projects/select',
    `/projects/${project}`,
    '/scan',
    '/scan/manual',
    '/scan/review',
    '/scan/generic',
    '/scan/offline',
    '/notifications',
    '/user',
    '/user/edit',
    '/news',
    `/news/${news}`,
    '/resources',
    '/support/chat',
    '/support/chat/new',
    `/support/chat/${id}`,
    '/shop',
    '/shop/club-card',
    `/shop/${id}`,
    '/cart',
    '/checkout',
    '/checkout/details',
    '/checkout/details/contact',
    '/checkout/details/address',
    '/checkout/details/person',
    '/checkout/details/company',
    '/checkout/summary',
    '/checkout/thankyou',
    '/orders',
    `/orders/${id}`,
    '/team',
    '/team/add',
    `/team/${id}`,
    '/club-card',
    '/club-card/verify',
    '/club-card/transfer',
    '/balance',
    '/verify-email',
    '/surveys',
    '/leads',
    `/leads/${id}`,
    `/leads/${id}/archive`,
    '/settings',
    '/no-such-page',
  ];
}

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  page: string;
}

const explain = (v: Violation) =>
  `${v.page}: ${v.directive} blocked ${v.blocked || '(inline)'} from ${v.source || '?'}` +
  (v.sample ? ` "${v.sample}"` : '') +
  (v.blocked === 'eval'
    ? ' — an eval or new Function (zod 4 probes new Function to compile its parsers: z.config({ jitless: true }) before any schema is built)'
    : '');

test("the server's CSP holds on every route, signed out and signed in, with the vectors in place: no violation", async () => {
  const journey = await newJourney(false);
  const { page, context } = journey;
  const violations: Violation[] = [];
  const consoleReports: string[] = [];
  await context.exposeBinding('__cspReport', ({ page: from }, v: Omit<Violation, 'page'>) => {
    violations.push({ ...v, page: new URL(from?.url() ?? server.baseUrl).pathname });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { __cspReport: (v: unknown) => void }).__cspReport({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
  let canaryFlying = false;
  page.on('console', (message) => {
    if (canaryFlying && /inline event handler/i.test(message.text())) return;
    if (/content security policy/i.test(message.text())) {
      consoleReports.push(`${new URL(page.url()).pathname}: ${message.text().slice(0, 300)}`);
    }
  });

  const first = await page.goto('/login');
  const csp = (await first?.allHeaders())?.['content-security-policy'] ?? '';
  assert.match(csp, /script-src 'self'/, 'the page is served with its CSP');
  assert.doesNotMatch(csp, /'unsafe-inline'|'unsafe-eval'/, 'a CSP without inline scripts or eval');

  // Each route, then a canary: an inline handler put into the page must be refused and reported, or the
  // route was not under the policy (a document served without it, by the service worker or otherwise)
  // and its silence proves nothing.
  const unenforced: string[] = [];
  const walk = async (route: string) => {
    await open(page, route);
    const before = violations.length;
    canaryFlying = true;
    await page.evaluate(() => {
      const canary = document.createElement('img');
      canary.setAttribute('onerror', 'void 0');
      canary.src = '/csp-canary.png';
      canary.hidden = true;
      document.body.append(canary);
    });
    const deadline = Date.now() + 3000;
    while (violations.length === before && Date.now() < deadline) await page.waitForTimeout(50);
    await page.waitForTimeout(100);
    canaryFlying = false;
    const canaries = violations.slice(before).filter((v) => v.directive === 'script-src-attr');
    if (canaries.length === 0) unenforced.push(route);
    violations.splice(
      before,
      violations.length - before,
      ...violations.slice(before).filter((v) => !canaries.includes(v)),
    );
  };
  const visited: string[] = [];
  for (const route of PUBLIC_ROUTES) {
    await walk(route);
    visited.push(route);
  }
  // the test above signed the owner in a moment ago: its code request is aged past the 60 s resend lock
  await db.query(
    "update login_codes set created_at = created_at - interval '2 minutes' where lower(contact) = $1",
    [OWNER],
  );
  await signInByEmail(journey, OWNER);
  for (const route of signedInRoutes()) {
    await walk(route);
    visited.push(route);
  }
  await page.waitForTimeout(500);

  assert.ok(visited.length >= PUBLIC_ROUTES.length + 45);
  assert.deepEqual(unenforced, [], 'routes not under the CSP');
  assert.deepEqual(violations.map(explain), [], 'CSP violations');
  assert.deepEqual(consoleReports, [], 'CSP errors in the console');
  await context.close();
});

test('the walk covers every route of the router', () => {
  const routerFiles = ['router.tsx', 'protected-routes.ts'].map((file) =>
    readFileSync(join(import.meta.dirname, '..', 'src', 'app', file), 'utf8'),
  );
  const paths = routerFiles.flatMap((source) => [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!));
  const walked = [...PUBLIC_ROUTES, ...signedInRoutes()];
  const missing = paths
    .filter((path) => path !== '*')
    .filter((path) => {
      const pattern = new RegExp(`(^|/)${path.replace(/:[a-z]+/gi, '[^/]+')}(/|$|\\?)`);
      return !walked.some((route) => pattern.test(route));
    });
  assert.deepEqual(missing, [], 'routes of the router the walk does not visit');
});
