// Journey: the signed-in dashboard shell (header by route, bottom navigation) and the maintenance page,
// switched on and off for real through the operators' API.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './axe';
import {
  closeJourney,
  expectEventually,
  openJourney,
  readCode,
  signInByEmail,
  type Journey,
} from './fixtures';

const OWNER = 'jan.nowak@example.com';
const OPERATOR = 'admin@installer.club.example';

let journey: Journey;
let page: Page;
let clockContext: BrowserContext | undefined;

before(async () => {
  journey = await openJourney({ bypassCSP: true });
  ({ page } = journey);
});

after(async () => {
  await clockContext?.close();
  await closeJourney(journey);
});

const mainNav = (p: Page) => p.getByRole('navigation', { name: 'Main navigation' });
const greeting = (p: Page) => p.getByRole('banner').getByText(/^Good (morning|afternoon|evening), Jan$/);

/** Signs the operator in with the code from the outbox and returns the access token. */
async function operatorToken(baseUrl: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const login = await post('/api/admin/login', { email: OPERATOR });
  assert.equal(login.status, 200);
  const { request_id: requestId } = (await login.json()) as { request_id: string };
  const code = await readCode(baseUrl, OPERATOR);
  const verified = await post('/api/admin/login/verify', { requestId, code });
  assert.equal(verified.status, 200);
  return ((await verified.json()) as { token: string }).token;
}

async function switchMaintenance(baseUrl: string, token: string, enabled: boolean): Promise<void> {
  const res = await fetch(`${baseUrl}/api/admin/settings/maintenance`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ enabled }),
  });
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { enabled });
}

test('the owner’s home has a greeting, the points button and the bottom navigation', async () => {
  await signInByEmail(journey, OWNER);
  await page.waitForURL((url) => url.pathname === '/');
  await greeting(page).waitFor();

  const points = page.getByRole('banner').getByRole('link', { name: '205 points' });
  await points.waitFor();
  await expectEventually(async () => assert.equal(await points.getAttribute('href'), '/balance'));

  const links = mainNav(page).getByRole('link');
  assert.deepEqual(await links.allTextContents(), ['Home', 'Jobs', 'Scan', 'Notifications', 'Menu']);
  await expectEventually(async () =>
    assert.equal(
      await mainNav(page).getByRole('link', { name: 'Home' }).getAttribute('aria-current'),
      'page',
    ),
  );
  assert.deepEqual(await seriousViolations(page), []);
});

test('the navigation leads to the menu, which hides it', async () => {
  await mainNav(page).getByRole('link', { name: 'Menu' }).click();
  await page.waitForURL('**/menu');
  await page.getByRole('heading', { level: 1, name: 'Menu' }).waitFor();
  await expectEventually(async () => assert.equal(await mainNav(page).count(), 0));
});

test('the shop has the back button, the points and the cart; back from a deep link goes home', async () => {
  await page.goto('/shop');
  await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: '205 points' }).waitFor();
  await banner.getByRole('link', { name: 'Cart, items: 0' }).waitFor();
  await banner.getByRole('button', { name: 'Back' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await greeting(page).waitFor();
});

test('a 503 lands on /maintenance, and the minute’s poll brings the owner home once the server answers', async () => {
  const { server, browser } = journey;
  // a second window with the same session, whose clock the test drives from the first page load on
  clockContext = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 390, height: 844 },
    bypassCSP: true,
    storageState: await journey.context.storageState(),
  });
  const clockPage = await clockContext.newPage();
  await clockPage.clock.install();
  await clockPage.goto('/projects');
  await clockPage.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();

  const token = await operatorToken(server.baseUrl);
  await switchMaintenance(server.baseUrl, token, true);
  try {
    // going home asks the server for the company's points, which now answers 503 (a background call
    // may meet the 503 first and take the app to /maintenance before the click: either way is right)
    if (new URL(clockPage.url()).pathname !== '/maintenance') {
      await clockPage.evaluate(() => {
        const home = document.querySelector<HTMLAnchorElement>('nav a[href="/"]');
        home?.click();
      });
    }
    await clockPage.waitForURL('**/maintenance');
    await clockPage.getByRole('heading', { level: 1, name: 'Maintenance' }).waitFor();
    await clockPage.getByText('The app is still under maintenance. We will keep checking.').waitFor();
    assert.deepEqual(await seriousViolations(clockPage), []);
  } finally {
    await switchMaintenance(server.baseUrl, token, false);
  }

  // nothing happens before the minute is up; then the poll gets its answer
  await clockPage.clock.fastForward('00:30');
  await expectEventually(() => assert.equal(new URL(clockPage.url()).pathname, '/maintenance'));
  await clockPage.clock.fastForward('00:35');
  await clockPage.waitForURL((url) => url.pathname === '/');
  await greeting(clockPage).waitFor();
  await clockPage.getByRole('banner').getByRole('link', { name: '205 points' }).waitFor();
});
