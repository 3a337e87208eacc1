// Journey: the owner adds an installer to the team, the installer signs in by phone with the code from the
// outbox, the owner edits and invites them again, then deletes them, and the installer's open session ends.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './axe';
import {
  closeJourney,
  expectEventually,
  openJourney,
  readCode,
  signInByEmail,
  type Journey,
  type TestServer,
} from './fixtures';

const OWNER = 'jan.nowak@example.com';
// a valid Polish mobile number nobody in the seed has
const PHONE = `51${randomInt(1_000_000, 9_999_999)}`;

let journey: Journey;
let server: TestServer;
let browser: Browser;
let page: Page;
let installerContext: BrowserContext;
let installer: Page;
let memberUrl = '';

before(async () => {
  journey = await openJourney({ bypassCSP: true });
  ({ server, page, browser } = journey);
  await page.setViewportSize({ width: 360, height: 740 });
  installerContext = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 390, height: 844 },
  });
  await installerContext.addInitScript(() => {
    if (localStorage.getItem('lang') !== null) return;
    localStorage.setItem('lang', 'en');
    localStorage.setItem('langChoice', 'en');
  });
  installer = await installerContext.newPage();
});

after(async () => {
  await installerContext?.close();
  await closeJourney(journey);
});

async function assertAccessible(p: Page, where: string): Promise<void> {
  assert.deepEqual(await seriousViolations(p), [], `axe on ${where}`);
}

/** Nothing wider than the 360 px screen. */
async function assertFits(p: Page, where: string): Promise<void> {
  const { html, body, width } = await p.evaluate(() => ({
    html: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    width: window.innerWidth,
  }));
  assert.ok(html <= width && body <= width, `${where}: ${Math.max(html, body)} px wide on ${width} px`);
}

const card = (p: Page, name: string) => p.getByRole('article', { name });

test('the owner opens the team from the menu and adds an installer, with the form’s rules first', async () => {
  await signInByEmail(journey, OWNER);
  await page.goto('/menu');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Team' }).click();
  await page.waitForURL('**/team');
  await card(page, 'Jan Nowak').waitFor();
  await assertAccessible(page, '/team');

  await page.getByRole('link', { name: 'Add an installer' }).click();
  await page.waitForURL('**/team/add');
  // the country code is fixed text joined to the phone field, read with its label, not a box to type in
  await page.getByRole('textbox', { name: 'Phone number +48', exact: true }).waitFor();
  assert.equal(await page.getByRole('textbox', { name: 'Country code' }).count(), 0);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Tomasz2');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('123');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByText('Only letters are allowed.').waitFor();
  await page.getByText('Last name is required.').waitFor();
  await page.getByText('Invalid phone number.').waitFor();
  await assertAccessible(page, '/team/add with errors');

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Tomasz');
  await page.getByRole('textbox', { name: 'Surname' }).fill('Wójcik');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(`${PHONE.slice(0, 3)} ${PHONE.slice(3)}`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/team');
  await page.getByText('The installer was added and invited.').waitFor();
  await card(page, 'Tomasz Wójcik').waitFor();

  const outbox = (await (await fetch(`${server.baseUrl}/api/dev/outbox?to=%2B48${PHONE}`)).json()) as {
    kind: string;
    body: string;
  }[];
  assert.equal(outbox[0]?.kind, 'invitation');
  assert.match(outbox[0]?.body ?? '', /Jan Nowak added you to the team/);
});

test('the invited installer signs in with their phone and a code and lands on home', async () => {
  await installer.goto('/login');
  await installer.getByRole('button', { name: 'Phone' }).click();
  await installer.getByRole('combobox', { name: 'Country code' }).selectOption('PL');
  await installer.getByRole('textbox', { name: 'Phone number' }).fill(PHONE);
  await installer.getByRole('button', { name: 'Send code' }).click();
  await installer.getByRole('textbox', { name: 'Code' }).waitFor();
  const code = await readCode(server.baseUrl, `+48${PHONE}`);
  await installer.getByRole('textbox', { name: 'Code' }).fill(code);
  await installer.getByRole('button', { name: 'Sign in' }).click();
  await installer.waitForURL((url) => url.pathname === '/');
  await installer.locator('h1').first().waitFor();
});

test('the owner edits the installer and sends the invitation again; the screens fit 360 px at font 20', async () => {
  await card(page, 'Tomasz Wójcik').getByRole('link', { name: 'Tomasz Wójcik' }).click();
  await page.waitForURL(/\/team\/[0-9a-f-]{36}$/);
  memberUrl = new URL(page.url()).pathname;
  assert.equal(await page.getByRole('textbox', { name: 'Phone number' }).inputValue(), PHONE);
  await assertAccessible(page, '/team/{uuid}');
  await page.getByRole('textbox', { name: 'Surname' }).fill('Wójcik-Nowak');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL((url) => url.pathname === '/team');
  await page.getByText('The changes were saved.').waitFor();

  await card(page, 'Tomasz Wójcik-Nowak').getByRole('button', { name: 'Send the invitation again' }).click();
  await page.getByRole('status').filter({ hasText: 'The invitation was sent to Tomasz again.' }).waitFor();
  await assertAccessible(page, '/team with a toast');

  await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ fontSize: 20 })));
  for (const route of ['/team', '/team/add', memberUrl]) {
    await page.goto(route);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await assertFits(page, `${route} at font 20`);
  }
  await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ fontSize: 14 })));
});

test('the owner deletes the installer after a confirmation, and the installer’s session ends', async () => {
  await page.goto('/team');
  const member = card(page, 'Tomasz Wójcik-Nowak');
  await member.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the installer?' });
  await dialog.waitFor();
  await assertAccessible(page, 'the delete confirmation');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Tomasz was deleted from the team.' }).waitFor();
  await expectEventually(async () => assert.equal(await member.count(), 0));
  // the owner's own entry has no delete
  assert.equal(await card(page, 'Jan Nowak').getByRole('button', { name: 'Delete', exact: true }).count(), 0);

  // the installer's next call is refused: the app signs them out
  await installer.goto('/projects');
  await installer.waitForURL('**/login', { timeout: 10_000 });
});
