// Journey: a customer's enquiry arrives through the intake call (with a key an operator made through the
// back-office API) and goes to the Polish demo company; its owner sees the new-leads card on home and the
// notification, opens the lead, moves it interested → contacted → agreed with an installation date, and
// finds the scheduled project in /projects. Moves the state machine does not allow are never offered; a
// step off the happy path is asked first and ends in the archive. Every screen passes axe, fits 360 px at
// font 20, and (LEADS_SCREENSHOTS=<folder>) is photographed in Polish at font 20 and English at font 14.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import {
  closeJourney,
  expectEventually,
  openJourney,
  readCode,
  signInByEmail,
  type Journey,
} from './fixtures';

const OPERATOR = 'admin@installer.club.example';
const OWNER = 'jan.nowak@example.com';
const SHOTS = process.env.LEADS_SCREENSHOTS ?? '';
const PL_REGION = 10;

let journey: Journey;
let page: Page;
let baseUrl: string;
let intakeKey = '';
let leadUuid = '';
let secondLeadUuid = '';
let projectPath = '';

async function api<T>(
  path: string,
  init: { method?: string; body?: object; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}

/** The brand's "find an installer" form sending one enquiry. */
async function sendEnquiry(customer: { first: string; last: string; street: string }): Promise<string> {
  const { status, body } = await api<{ uuid: string; assigned: boolean }>('/v1/intake/leads', {
    headers: { 'x-api-key': intakeKey, 'idempotency-key': randomUUID() },
    body: {
      region_id: PL_REGION,
      customer_info: {
        FirstName: customer.first,
        LastName: customer.last,
        StreetHouseNumber: customer.street,
        PostalCode: '31-042',
        City: 'Kraków',
        Mobile: '512 345 678',
        EmailForRoofWindows: 'anna.kowalczyk@example.com',
      },
      products: [
        { product: 'RoofWindows', quantity: 3 },
        { product: 'Blinds', quantity: 2 },
      ],
      extras: {
        Notes: 'Attic conversion, the roof is 40° steep.',
        CustomerRequested: 'A visit on a Saturday',
      },
    },
  });
  assert.equal(status, 201, `the intake call takes the enquiry: ${JSON.stringify(body)}`);
  assert.equal(body.assigned, true, 'the enquiry goes to a company of the region');
  return body.uuid;
}

/** A call with the owner's own session, as the page holds it. */
function ownerCall<T>(path: string, body?: object): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([url, payload]) => {
      const raw = localStorage.getItem('token') ?? '';
      const token = raw.startsWith('{') ? (JSON.parse(raw) as { token: string }).token : raw;
      const res = await fetch(`/api${url}`, {
        method: payload ? 'POST' : 'GET',
        headers: {
          Authorization: `Bearer ${token}`,
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(payload ? { body: JSON.stringify(payload) } : {}),
      });
      return { status: res.status, body: (await res.json()) as T };
    },
    [path, body] as const,
  );
}

async function assertAccessible(where: string): Promise<void> {
  assert.deepEqual(await seriousViolations(page), [], `axe on ${where}`);
}

/** Nothing wider than the screen. */
async function assertFits(where: string): Promise<void> {
  const { html, body, width } = await page.evaluate(() => ({
    html: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    width: window.innerWidth,
  }));
  assert.ok(html <= width && body <= width, `${where}: ${Math.max(html, body)} px wide on ${width} px`);
}

const bottomNav = () => page.getByRole('navigation', { name: 'Main navigation' });

/** A day `days` from today in the phone's calendar, as a date input takes it. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

before(async () => {
  journey = await openJourney({ bypassCSP: true });
  ({ page } = journey);
  baseUrl = journey.server.baseUrl;
  await page.setViewportSize({ width: 360, height: 740 });
  const { body: login } = await api<{ request_id: string }>('/admin/login', { body: { email: OPERATOR } });
  const code = await readCode(baseUrl, OPERATOR);
  const { body: session } = await api<{ token: string }>('/admin/login/verify', {
    body: { requestId: login.request_id, code },
  });
  const { status, body: key } = await api<{ key: string }>('/admin/lead-intake-keys', {
    token: session.token,
    body: { name: 'Find an installer form' },
  });
  assert.equal(status, 201);
  intakeKey = key.key;
  // the owner's company covers Kraków's postal codes, so the enquiries go to it rather than to the other
  // Polish companies of the round robin
  const { body: companies } = await api<{ data: { uuid: string; name: string }[] }>(
    `/admin/lead-companies?q=${encodeURIComponent('Dachy Nowak')}`,
    { token: session.token },
  );
  const owners = companies.data.find((c) => c.name.startsWith('Dachy Nowak'));
  assert.ok(owners, JSON.stringify(companies));
  const coverage = await api(`/admin/lead-companies/${owners.uuid}`, {
    method: 'PUT',
    token: session.token,
    body: { postal_prefixes: ['31'], open_leads_cap: null },
  });
  assert.equal(coverage.status, 200, JSON.stringify(coverage.body));
});

after(() => closeJourney(journey));

test('an enquiry arrives: the owner sees the new-leads card on home and the notification', async () => {
  await signInByEmail(journey, OWNER);
  const before = await ownerCall<{ new_count: number }>('/v1/leads/summary');
  assert.equal(before.status, 200);
  leadUuid = await sendEnquiry({ first: 'Anna', last: 'Kowalczyk', street: 'ul. Długa 5' });

  await page.goto('/');
  const card = page.getByRole('region', { name: 'New leads' });
  await card.waitFor();
  const expected = before.body.new_count + 1;
  await card
    .getByText(
      expected === 1
        ? '1 new customer enquiry is waiting for your answer.'
        : `${expected} new customer enquiries are waiting for your answer.`,
    )
    .waitFor();
  await assertAccessible('home with the new-leads card');
  await card.getByRole('link', { name: 'See the leads' }).click();
  await page.waitForURL((url) => url.pathname === '/leads');
  await page.getByRole('link', { name: /Anna Kowalczyk/ }).waitFor();

  await page.goto('/notifications');
  const notice = page.getByRole('button', { name: /New lead/ }).first();
  await notice.click();
  await page
    .getByText('A customer from Kraków is looking for an installer. Answer before the deadline.')
    .first()
    .waitFor();
  await assertAccessible('/notifications');
  await page.getByRole('link', { name: 'Open', exact: true }).first().click();
  await page.waitForURL(`**/leads/${leadUuid}`);
});

test('the lead shows the customer, the products and the notes, and only the moves of a new lead', async () => {
  await page.getByRole('heading', { level: 1, name: 'Anna Kowalczyk' }).waitFor();
  assert.equal(await bottomNav().count(), 0, 'no bottom navigation on a lead');
  const call = page.getByRole('link', { name: 'Call 512345678' });
  assert.equal(await call.getAttribute('href'), 'tel:512345678');
  const map = page.getByRole('link', { name: 'Show on the map' });
  assert.match((await map.getAttribute('href')) ?? '', /^https:\/\/www\.google\.com\/maps\/search\/.*Kra/);
  await page.getByText('Roof windows').waitFor();
  await page.getByText('3 pieces').waitFor();
  await page.getByText('Attic conversion, the roof is 40° steep.').waitFor();
  await page.getByText('A visit on a Saturday').waitFor();

  const moves = page.getByRole('region', { name: 'What happened?' }).getByRole('button');
  assert.deepEqual(await moves.allTextContents(), [
    'I am interested',
    'Not interested',
    'Turn down the lead',
  ]);
  // agreeing with the customer is not offered, and the server refuses it as well
  assert.equal(await page.getByRole('button', { name: 'Customer agreed' }).count(), 0);
  const refused = await ownerCall(`/v1/leads/${leadUuid}/status`, {
    status: 'agreed',
    expected_installation_date: dayFromToday(3),
  });
  assert.equal(refused.status, 422);
  await assertAccessible('/leads/{uuid} new');
});

test('interested → contacted → agreed with a date; the scheduled project is in /projects', async () => {
  await page.getByRole('button', { name: 'I am interested' }).click();
  await page.getByRole('status').getByText('Saved. The lead’s status is now: Interested.').waitFor();
  await page.getByRole('button', { name: 'Customer contacted' }).click();
  await page.getByRole('status').getByText('Saved. The lead’s status is now: Contacted.').waitFor();

  const date = page.getByLabel('Installation date');
  assert.equal(await date.getAttribute('min'), dayFromToday(0), 'the date is today at the earliest');
  await page.getByRole('button', { name: 'Customer agreed' }).click();
  await page.getByText('Choose the installation date.').waitFor();
  await assertAccessible('/leads/{uuid} without a date');

  // the picked day stays on the phone while the owner calls the customer (spec 01 §3 'lead data')
  const day = dayFromToday(7);
  await date.fill(day);
  await page.reload();
  assert.equal(await date.inputValue(), day);
  await page.getByRole('button', { name: 'Customer agreed' }).click();
  await page.getByRole('status').getByText('Saved. The lead’s status is now: Agreed.').waitFor();
  const lead = await ownerCall<{
    status: string;
    expected_installation_date: string;
    project: { uuid: string };
  }>(`/v1/leads/${leadUuid}`);
  assert.equal(lead.body.status, 'agreed');
  assert.equal(lead.body.expected_installation_date, day);
  assert.ok(lead.body.project, 'the agreement made a project');
  projectPath = `/projects/${lead.body.project.uuid}`;

  const moves = page.getByRole('region', { name: 'What happened?' }).getByRole('button');
  await expectEventually(async () =>
    assert.deepEqual(await moves.allTextContents(), [
      'Change the date',
      'Installation completed',
      'Turn down the lead',
    ]),
  );
  await assertAccessible('/leads/{uuid} agreed');

  // the lead's note in the club, kept as text
  const note = 'Bring the long ladder <b>and</b> the 78×140 flashing.';
  await page.getByRole('textbox', { name: 'Note from Installer Club' }).fill(note);
  await page.getByRole('button', { name: 'Save the note' }).click();
  await page.getByRole('status').getByText('The note was saved.').waitFor();
  const noted = await ownerCall<{ extras: { NotesFromVELUXClub: string } }>(`/v1/leads/${leadUuid}`);
  assert.equal(noted.body.extras.NotesFromVELUXClub, note);

  await page.getByRole('link', { name: 'Open the scheduled project' }).click();
  await page.waitForURL(`**${projectPath}`);
  await page.goto('/projects');
  await page.locator(`a[href="${projectPath}"]`).waitFor();
});

test('a step off the happy path is asked first, then the lead is read in the archive', async () => {
  secondLeadUuid = await sendEnquiry({ first: 'Marek', last: 'Lis', street: 'ul. Krótka 2' });
  await page.goto('/leads');
  await page.getByRole('link', { name: /Marek Lis/ }).click();
  await page.waitForURL(`**/leads/${secondLeadUuid}`);

  await page.getByRole('button', { name: 'Not interested' }).click();
  const dialog = page.getByRole('dialog', { name: 'Not interested in this lead?' });
  await dialog.waitFor();
  await assertAccessible('the confirmation of a negative move');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal((await ownerCall<{ status: string }>(`/v1/leads/${secondLeadUuid}`)).body.status, 'new');

  await page.getByRole('button', { name: 'Not interested' }).click();
  await dialog.getByRole('button', { name: 'Not interested' }).click();
  await page.waitForURL(`**/leads/${secondLeadUuid}/archive`);
  await page.getByText('Saved. The lead’s status is now: Not interested.').waitFor();
  await page.getByRole('heading', { name: 'History' }).waitFor();
  assert.equal(
    await page.getByRole('region', { name: 'What happened?' }).count(),
    0,
    'no moves on the archive',
  );
  await assertAccessible('/leads/{uuid}/archive');

  await page.goto('/leads?group=archive');
  await page.getByRole('heading', { name: /Declined/ }).waitFor();
  await page.getByRole('link', { name: /Marek Lis/ }).waitFor();
  await assertAccessible('/leads archive');
  await page.goto('/leads');
  await page.getByRole('heading', { name: /Agreed/ }).waitFor();
  await page.getByRole('link', { name: /Anna Kowalczyk/ }).waitFor();
  assert.equal(await page.getByRole('link', { name: /Marek Lis/ }).count(), 0);
  await assertAccessible('/leads');
});

test('every leads screen fits 360 px at font 20; Polish at 20 and English at 14 photographed', async () => {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  // a new lead waiting, so that home shows its card and the list its first group
  await sendEnquiry({ first: 'Katarzyna', last: 'Wiśniewska-Grabowska', street: 'ul. Świętego Filipa 17/4' });
  const screens = [
    ['home', '/'],
    ['list', '/leads'],
    ['archive-list', '/leads?group=archive'],
    ['lead', `/leads/${leadUuid}`],
    ['lead-archive', `/leads/${secondLeadUuid}/archive`],
  ] as const;
  for (const [lang, fontSize] of [
    ['pl', 20],
    ['en', 14],
  ] as const) {
    await page.evaluate(
      ([size, language]) => {
        localStorage.setItem('settings', JSON.stringify({ fontSize: size }));
        localStorage.setItem('lang', language);
        localStorage.setItem('langChoice', language);
      },
      [fontSize, lang] as const,
    );
    for (const [name, route] of screens) {
      await page.goto(route);
      await page.locator('h1').first().waitFor();
      if (name === 'home') await page.locator('#home-leads-title').waitFor();
      await page.waitForLoadState('networkidle');
      await assertFits(`${route} in ${lang} at font ${fontSize}`);
      if (SHOTS) {
        await page.screenshot({ path: join(SHOTS, `${name}-${lang}-${fontSize}.png`), fullPage: true });
      }
    }
  }
  await page.evaluate(() => {
    localStorage.setItem('settings', JSON.stringify({ fontSize: 14 }));
    localStorage.setItem('lang', 'en');
    localStorage.setItem('langChoice', 'en');
  });
});
