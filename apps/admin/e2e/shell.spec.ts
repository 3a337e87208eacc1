// Journey: the back-office's frame: an operator signs in by e-mail code, sees the sections of their role,
// lists, sorts and filters the operators, and signs out; a role without a section gets "not allowed".
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  closeJourney,
  expectAccessible,
  expectEventually,
  navEntries,
  openAdminJourney,
  OPERATORS,
  readCode,
  screenshot,
  signInOperator,
  type Journey,
} from './fixtures';

let journey: Journey;
let page: Page;

before(async () => {
  journey = await openAdminJourney({ bypassCSP: true });
  ({ page } = journey);
});

after(() => closeJourney(journey));

const operatorRows = (p: Page) => p.getByRole('table', { name: 'Operators' }).locator('tbody tr');

test('a page load under /admin without a session opens the sign-in, which is accessible', async () => {
  await page.goto('/admin/operators');
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/admin/sign-in');
  await expectAccessible(page, 'sign-in');
  await screenshot(page, 'sign-in');
});

test('a code of the wrong shape and a wrong code are refused on the form', async () => {
  // another operator than the journeys below sign in as: a new code is sent at most once a minute
  await page.getByRole('textbox', { name: 'E-mail' }).fill(OPERATORS.support);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = page.getByRole('textbox', { name: 'Code' });
  await code.fill('1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('The code must be 5 digits.').waitFor();
  assert.equal(await code.getAttribute('aria-invalid'), 'true');
  const sent = await readCode(journey.server.baseUrl, OPERATORS.support);
  await code.fill(sent === '00000' ? '11111' : '00000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').getByText('This code is not right. Check it and try again.').waitFor();
  await page.getByRole('button', { name: 'Use another e-mail' }).click();
});

test('an admin signs in and sees every section of the role', async () => {
  await signInOperator(journey, OPERATORS.admin);
  const banner = page.getByRole('banner');
  assert.ok(await banner.getByText('Club Admin').isVisible());
  assert.ok(await banner.getByText('Admin', { exact: true }).isVisible());
  assert.deepEqual(await navEntries(page), [
    'Review queue',
    'Companies',
    'Operators',
    'Audit log',
    'Maintenance',
    'Content',
    'Surveys',
    'Catalogue',
    'Shop',
    'Orders',
    'Club cards',
    'Regions',
    'Support chat',
    'Leads',
    'Lead set-up',
  ]);
  await expectAccessible(page, 'home');
  await screenshot(page, 'home');
});

test('the operators list sorts and filters through the address, and keeps the session on reload', async () => {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Operators' }).click();
  await page.getByRole('heading', { name: 'Operators' }).waitFor();
  await expectEventually(async () => assert.equal(await operatorRows(page).count(), 4));
  const names = () => operatorRows(page).locator('td:first-child').allTextContents();
  assert.deepEqual(await names(), ['Cora Content', 'Club Admin', 'Finn Fulfilment', 'Sam Support'].sort());
  const nameHeader = page.getByRole('columnheader', { name: /Name/ });
  assert.equal(await nameHeader.getAttribute('aria-sort'), 'ascending');

  await nameHeader.getByRole('button').click();
  await expectEventually(async () => assert.equal(await nameHeader.getAttribute('aria-sort'), 'descending'));
  await expectEventually(async () => assert.equal((await names())[0], 'Sam Support'));
  assert.match(page.url(), /sort=name&order=desc/);

  const filters = page.getByRole('search', { name: 'Filter operators' });
  await filters.getByRole('combobox', { name: 'Role' }).selectOption('content');
  await expectEventually(async () => assert.deepEqual(await names(), ['Cora Content']));
  await filters.getByRole('searchbox', { name: 'Name or e-mail' }).fill('nobody');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('No operator matches these filters.').waitFor();
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expectEventually(async () => assert.equal(await operatorRows(page).count(), 4));

  await page.reload();
  await page.getByRole('heading', { name: 'Operators' }).waitFor();
  await expectEventually(async () => assert.equal(await operatorRows(page).count(), 4));
  await expectAccessible(page, 'operators');
  await screenshot(page, 'operators-list');
});

test('on a tablet the nav goes above the page and nothing scrolls sideways', async () => {
  await page.setViewportSize({ width: 820, height: 1180 });
  try {
    await page.getByRole('heading', { name: 'Operators' }).waitFor();
    const nav = await page.getByRole('navigation', { name: 'Sections' }).boundingBox();
    const main = await page.getByRole('main').boundingBox();
    assert.ok(nav && main && nav.y + nav.height <= main.y + 1, 'the nav is above the page');
    await screenshot(page, 'operators-tablet');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

test('on a phone-sized window with larger text no section scrolls sideways', async () => {
  await page.setViewportSize({ width: 360, height: 740 });
  try {
    await page.getByRole('heading', { name: 'Operators' }).waitFor();
    await page.evaluate(() => (document.documentElement.style.fontSize = '20px'));
    const nav = page.getByRole('navigation', { name: 'Sections' });
    const wider: string[] = [];
    for (const name of await navEntries(page)) {
      const link = nav.getByRole('link', { name, exact: true });
      const path = await link.getAttribute('href');
      await link.click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) wider.push(`${name}: ${width} px`);
    }
    await screenshot(page, 'phone-large-text');
    assert.deepEqual(wider, [], 'sections wider than the window');
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/operators');
  }
});

test('an expired access token is renewed once for every tab, and the list still loads', async () => {
  const second = await journey.context.newPage();
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('club-admin-session') ?? '{}') as { token: string };
    localStorage.setItem('club-admin-session', JSON.stringify({ ...session, token: 'expired.token.value' }));
  });
  await Promise.all([second.goto('/admin/operators'), page.reload()]);
  for (const p of [page, second]) {
    await expectEventually(async () => assert.equal(await operatorRows(p).count(), 4), 10_000);
  }
  const stored = await page.evaluate(() => localStorage.getItem('club-admin-session') ?? '');
  assert.doesNotMatch(stored, /expired\.token\.value/);
  await second.close();
});

test('the back-office switches to Polish and stays in it after a reload', async () => {
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');
  await page.getByRole('navigation', { name: 'Sekcje' }).getByRole('link', { name: 'Operatorzy' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'pl');
  await page.reload();
  await page.getByRole('heading', { name: 'Operatorzy' }).waitFor();
  await expectAccessible(page, 'operators in Polish');
  await page.getByRole('combobox', { name: 'Język' }).selectOption('en');
  await page.getByRole('heading', { name: 'Operators' }).waitFor();
});

test('signing out in one tab returns every tab to the sign-in', async () => {
  const second = await journey.context.newPage();
  await second.goto('/admin/');
  await second.getByRole('button', { name: 'Sign out' }).waitFor();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await second.getByRole('heading', { name: 'Sign in' }).waitFor();
  await second.close();
});

test('a content operator sees only the content sections and gets "not allowed" elsewhere', async () => {
  await signInOperator(journey, OPERATORS.content);
  assert.deepEqual(await navEntries(page), ['Content', 'Surveys', 'Catalogue', 'Shop']);
  for (const path of [
    '/admin/review',
    '/admin/companies',
    '/admin/operators',
    '/admin/audit',
    '/admin/maintenance?x=1',
    '/admin/regions',
  ]) {
    await page.goto(path);
    await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
  }
  await expectAccessible(page, 'not allowed');
  await screenshot(page, 'not-allowed');
});

test('a refused renewal returns to the sign-in', async () => {
  await page.evaluate(() => {
    localStorage.setItem(
      'club-admin-session',
      JSON.stringify({ token: 'x.y.z', refresh_token: 'revoked', expiresAt: new Date().toISOString() }),
    );
  });
  await page.goto('/admin/');
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
});
