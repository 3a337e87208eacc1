// Journey: an operator opens an installer's app through a single-use ticket (spec 01 §2, §6;
// ARCHITECTURE §4 Emulation), sees the banner, and ends the test session.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page, Request } from 'playwright-core';
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
const INSTALLER = 'piotr.zielinski@example.com';
const BANNER = 'You are viewing the app as Piotr Zieliński.';

let journey: Journey;
let page: Page;
let baseUrl: string;
let ticketUrl: string;
let ticket: string;
const requests: Request[] = [];

async function api<T>(path: string, init: { method?: string; body?: object; token?: string } = {}) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  assert.ok(res.ok, `${path} answered ${res.status}`);
  return (await res.json()) as T;
}

const storedSession = () =>
  page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as { emulated?: boolean } | null);

before(async () => {
  journey = await openJourney({ bypassCSP: true });
  ({ page } = journey);
  baseUrl = journey.server.baseUrl;
  page.on('request', (request) => requests.push(request));

  // The operator signs in through the API and looks the installer up by e-mail.
  const { request_id: requestId } = await api<{ request_id: string }>('/admin/login', {
    body: { email: OPERATOR },
  });
  const code = await readCode(baseUrl, OPERATOR);
  const { token } = await api<{ token: string }>('/admin/login/verify', { body: { requestId, code } });
  const users = await api<{ data: { uuid: string }[] }>(
    `/admin/users?email=${encodeURIComponent(INSTALLER)}`,
    {
      token,
    },
  );
  const uuid = users.data[0]?.uuid;
  assert.ok(uuid, 'the installer is found');
  ({ ticket, url: ticketUrl } = await api<{ ticket: string; url: string }>('/admin/emulation-tickets', {
    body: { user_uuid: uuid },
    token,
  }));
});

after(() => closeJourney(journey));

test('the ticket opens the installer’s app with the banner and leaves the address bar at once', async () => {
  await page.goto(ticketUrl);
  await page.getByText(BANNER).waitFor();
  await expectEventually(() => assert.ok(!page.url().includes(ticket), 'the address bar holds no ticket'));
  await expectEventually(() => assert.ok(!page.url().includes('test-session')));
  assert.equal((await storedSession())?.emulated, true);

  // Only the page itself was asked for with the ticket; no later request carries it, not even as referrer.
  const [document, ...rest] = requests;
  assert.ok(document?.url().includes(ticket));
  const exchange = rest.find((r) => r.url().endsWith('/api/v2/installer/emulation'));
  assert.ok(exchange, 'the ticket was exchanged');
  for (const request of rest) {
    await expectEventually(() =>
      assert.ok(!request.url().includes(ticket), `${request.url()} carries the ticket`),
    );
    const referer = (await request.allHeaders())['referer'] ?? '';
    await expectEventually(() =>
      assert.ok(!referer.includes(ticket), `${request.url()} sent the ticket as referrer`),
    );
  }
});

test('the screen with the banner has no serious accessibility violation', async () => {
  assert.deepEqual(await seriousViolations(page), []);
});

test('a reload keeps the emulated session, and the banner is on other screens too', async () => {
  await page.reload();
  await page.getByText(BANNER).waitFor();
  assert.equal((await storedSession())?.emulated, true);
  // Home may open the consent prompt (a modal) for this installer; the settings screen has none.
  await page.goto('/settings');
  await page.getByText(BANNER).waitFor();
  assert.deepEqual(await seriousViolations(page), []);
});

test('the close link logs out on the server and opens /login', async () => {
  const logout = page.waitForResponse((r) => r.url().endsWith('/api/v2/installer/user/logout'));
  await page.getByRole('button', { name: 'End test session' }).click();
  assert.equal((await logout).status(), 200);
  await page.waitForURL('**/login');
  assert.equal(await storedSession(), null);
  await expectEventually(async () => assert.equal(await page.getByText(BANNER).count(), 0));
});

test('the same ticket a second time ends on /login with a short explanation', async () => {
  await page.goto(ticketUrl);
  await page.waitForURL('**/login');
  await page.getByRole('alert').filter({ hasText: 'This test session link is invalid' }).waitFor();
  await expectEventually(() => assert.ok(!page.url().includes(ticket)));
  assert.equal(await storedSession(), null);
  assert.deepEqual(await seriousViolations(page), []);
});

test('an ordinary sign-in never shows the banner', async () => {
  await signInByEmail(journey, 'jan.nowak@example.com');
  await page.waitForLoadState('networkidle');
  await expectEventually(async () =>
    assert.equal(await page.getByRole('complementary', { name: 'Test session' }).count(), 0),
  );
  assert.equal((await storedSession())?.emulated, undefined);
});
