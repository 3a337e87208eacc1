// Journey: an installer and an owner use the menu, the installer edits the profile, confirms the e-mail
// address with the link from the outbox, and changes it with the code sent to the new address.
import assert from 'node:assert/strict';
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
  type TestServer,
} from './fixtures';

const INSTALLER = 'piotr.zielinski@example.com';
const OWNER = 'jan.nowak@example.com';

let journey: Journey;
let server: TestServer;
let page: Page;

before(async () => {
  journey = await openJourney({ bypassCSP: true });
  ({ server, page } = journey);
});

after(() => closeJourney(journey));

async function assertAccessible(p: Page, where: string): Promise<void> {
  assert.deepEqual(await seriousViolations(p), [], `axe on ${where}`);
}

const tiles = (p: Page) =>
  p.getByRole('navigation', { name: 'Sections' }).getByRole('link').allTextContents();

/** Opens every group of the menu, as a person checking all settings would. */
async function openAllGroups(p: Page): Promise<void> {
  const toggles = p.locator('.menu-group__toggle');
  for (const toggle of await toggles.all()) {
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await expectEventually(async () => assert.equal(await toggle.getAttribute('aria-expanded'), 'true'));
  }
}

/** The user record the server keeps, read with the session stored in the page. */
const serverSelf = (p: Page) =>
  p.evaluate(async () => {
    const raw = localStorage.getItem('token') ?? '';
    const token = raw.startsWith('{') ? (JSON.parse(raw) as { token: string }).token : raw;
    const res = await fetch('/api/v1/installer/user/self', { headers: { Authorization: `Bearer ${token}` } });
    return (await res.json()) as {
      name: string;
      email: string;
      verified_email_at: string | null;
      pending_email: string | null;
    };
  });

test('an installer sees no owner entries in the menu and edits the profile name', async () => {
  await signInByEmail(journey, INSTALLER);
  await page.goto('/menu');
  await page.getByRole('link', { name: /Open your profile/ }).waitFor();
  assert.deepEqual(await tiles(page), ['News', 'Resources']);
  await expectEventually(async () =>
    assert.equal(await page.getByRole('button', { name: 'Marketing' }).count(), 0),
  );
  await expectEventually(async () =>
    assert.equal(await page.getByRole('button', { name: 'Documents' }).count(), 0),
  );
  await openAllGroups(page);
  await page.getByRole('switch', { name: 'Scan with the camera' }).waitFor();
  await assertAccessible(page, '/menu with its groups open');

  await page.getByRole('link', { name: /Open your profile/ }).click();
  await page.waitForURL('**/user');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await page.waitForURL('**/user/edit');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await name.waitFor();
  await assertAccessible(page, '/user/edit');
  await name.fill('Paweł');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL((url) => url.pathname === '/user');
  await page.getByRole('heading', { level: 2, name: 'Paweł Zieliński' }).waitFor();
  await assertAccessible(page, '/user');
  assert.equal((await serverSelf(page)).name, 'Paweł');
});

test('the installer asks for the verification e-mail and confirms the address with its link', async () => {
  await page.goto('/verify-email');
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await page.getByRole('button', { name: /Send again in \d+ s/ }).waitFor();
  await assertAccessible(page, '/verify-email');

  const res = await fetch(`${server.baseUrl}/api/dev/outbox?to=${encodeURIComponent(INSTALLER)}`);
  const [message] = (await res.json()) as { body: string }[];
  const link = message?.body.match(/https?:\/\/\S+/)?.[0];
  assert.ok(link, 'the message carries a link');
  assert.ok(link.startsWith(`${server.baseUrl}/verify-email?token=`), link);

  await page.goto(link);
  await page.getByRole('heading', { name: 'E-mail address confirmed' }).waitFor();
  await assertAccessible(page, '/verify-email?token=');
  assert.ok((await serverSelf(page)).verified_email_at, 'the server keeps the confirmation');
});

test('the installer changes the e-mail with the code sent to the new address; the old one is told', async () => {
  const NEW = 'piotr.nowy@example.com';
  await page.goto('/user/edit');
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await email.fill(NEW);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('heading', { name: 'Confirm your new e-mail address' }).waitFor();
  await page.getByText(`We sent a code to ${NEW}.`, { exact: false }).waitFor();
  const code = page.getByRole('textbox', { name: 'Code' });
  await expectEventually(async () =>
    assert.equal(await code.evaluate((el) => el === document.activeElement), true),
  );
  await assertAccessible(page, '/user/edit waiting for the code');
  // nothing changed yet: the installer still signs in with the old address
  assert.deepEqual(
    { email: (await serverSelf(page)).email, pending: (await serverSelf(page)).pending_email },
    { email: INSTALLER, pending: NEW },
  );

  const right = await readCode(server.baseUrl, NEW);
  await code.fill(right === '00000' ? '00001' : '00000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectEventually(async () =>
    assert.match((await page.getByRole('alert').textContent()) ?? '', /The code is wrong or has expired/),
  );
  await code.fill(right);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL((url) => url.pathname === '/user');
  await page.getByText(NEW, { exact: true }).waitFor();
  const self = await serverSelf(page);
  assert.equal(self.email, NEW);
  assert.equal(self.pending_email, null);
  assert.ok(self.verified_email_at, 'the code that reached the new address confirms it');

  // the old address is told, in the installer's language, without the whole new address
  const res = await fetch(`${server.baseUrl}/api/dev/outbox?to=${encodeURIComponent(INSTALLER)}`);
  const [notice] = (await res.json()) as { kind: string; body: string }[];
  assert.equal(notice?.kind, 'notification');
  assert.match(notice?.body ?? '', /p•••@example\.com/);
});

test('an owner gets the owner tiles and the marketing group', async () => {
  const context = await journey.browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 390, height: 844 },
    bypassCSP: true,
  });
  try {
    const ownerPage = await context.newPage();
    await signInByEmail({ ...journey, context, page: ownerPage }, OWNER);
    await ownerPage.goto('/more');
    await ownerPage.getByRole('link', { name: /Open your profile/ }).waitFor();
    assert.deepEqual(await tiles(ownerPage), [
      'News',
      'Resources',
      'Shop',
      'Customer leads',
      'Orders',
      'Team',
    ]);
    await ownerPage.getByRole('button', { name: 'Marketing' }).click();
    const emailConsent = ownerPage.getByRole('switch', { name: 'Offers by e-mail' });
    await expectEventually(async () =>
      assert.equal(await emailConsent.isChecked(), true, 'the seeded owner gave both consents'),
    );
    await ownerPage.getByRole('button', { name: 'Documents' }).click();
    await ownerPage.getByRole('link', { name: /Privacy policy/ }).waitFor();
    await assertAccessible(ownerPage, '/more for an owner');
  } finally {
    await context.close();
  }
});
