// Journey of the companies section (issue 12): an admin finds the demo company by part of its name,
// credits points with a reason, which the company's installer then reads in their points history; a
// deactivated installer's session ends at once; "See as this user" opens the installers' app.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { signInByEmail } from '../../web/e2e/fixtures';
import {
  DESKTOP,
  OPERATORS,
  closeJourney,
  expectAccessible,
  expectEventually,
  openAdminJourney,
  screenshot,
  signInOperator,
  type Journey,
} from './fixtures';

const COMPANY = 'Dachy Nowak Sp. z o.o.';
const INSTALLER = 'piotr.zielinski@example.com';
const REASON = 'Trade fair bonus, Poznań 2026';

let journey: Journey;
let page: Page;
let installer: Journey;

before(async () => {
  journey = await openAdminJourney({ bypassCSP: true });
  ({ page } = journey);
  const context = await journey.browser.newContext({
    baseURL: journey.server.baseUrl,
    viewport: { width: 390, height: 844 },
  });
  installer = { ...journey, context, page: await context.newPage() };
  await signInOperator(journey, OPERATORS.admin);
});

after(() => closeJourney(journey));

const headerPoints = async () =>
  Number(
    (await page.locator('.co-company-head .co-fact').first().locator('dd').textContent())?.replace(/\D/g, ''),
  );

test('an admin finds the demo company by part of its name and opens it', async () => {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Companies' }).click();
  await page.getByRole('heading', { level: 1, name: 'Companies' }).waitFor();
  await page.getByRole('searchbox', { name: 'Name, registration number, e-mail or phone' }).fill('chy nowa');
  await page.getByRole('button', { name: 'Apply' }).click();
  const table = page.getByRole('table', { name: 'Companies' });
  await expectEventually(async () =>
    assert.deepEqual(await table.getByRole('link').allTextContents(), [COMPANY]),
  );
  await expectAccessible(page, 'company search');
  await screenshot(page, 'companies-search');
  await table.getByRole('link', { name: COMPANY }).click();
  await page.getByRole('heading', { level: 1, name: COMPANY }).waitFor();
  await expectAccessible(page, 'company data');
  await screenshot(page, 'company-data');
});

test('the points adjustment asks for a reason, refuses a debit beyond the balance and credits', async () => {
  const before = await headerPoints();
  await page.getByRole('button', { name: 'Adjust points' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust points' });
  await dialog.getByRole('spinbutton', { name: 'Points' }).fill('120');
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await dialog.getByText('Give the reason for the adjustment.').waitFor();
  assert.equal(await dialog.getByRole('textbox', { name: 'Reason' }).getAttribute('aria-invalid'), 'true');

  await dialog.getByRole('radio', { name: 'Debit (take points)' }).check();
  await dialog.getByRole('spinbutton', { name: 'Points' }).fill(String(before + 1));
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('More than there is');
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await dialog.getByRole('alert').filter({ hasText: 'Not enough points.' }).waitFor();
  await expectAccessible(page, 'adjustment dialog');
  await screenshot(page, 'company-adjust-points');

  await dialog.getByRole('radio', { name: 'Credit (add points)' }).check();
  await dialog.getByRole('spinbutton', { name: 'Points' }).fill('120');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expectEventually(async () => assert.equal(await headerPoints(), before + 120));

  await page.getByRole('tab', { name: 'Points ledger' }).click();
  const first = page.getByRole('tabpanel').getByRole('row').nth(1);
  await expectEventually(async () => assert.match((await first.textContent()) ?? '', /\+120/));
  assert.match((await first.textContent()) ?? '', new RegExp(REASON));
  assert.match((await first.textContent()) ?? '', /by Club Admin/);
  await expectAccessible(page, 'company ledger');
  await screenshot(page, 'company-ledger');
});

test("the company's installer sees the adjustment with its reason in the points history", async () => {
  await signInByEmail(installer, INSTALLER);
  await installer.page.goto('/balance');
  await installer.page.getByRole('tab', { name: 'Sheet' }).click();
  const entry = installer.page.getByRole('tabpanel', { name: 'Sheet' }).getByRole('listitem').first();
  await entry.getByText('Adjustment by the club').waitFor();
  await entry.getByText(REASON).waitFor();
  await entry.getByText('+120').waitFor();
});

test('"See as this user" opens the installers\' app as that person in a new tab', async () => {
  await page.getByRole('tab', { name: 'People' }).click();
  // the installer signed in just before: their last activity is known
  const piotr = page.getByRole('row', { name: /Piotr Zieliński/ });
  await expectEventually(async () => assert.doesNotMatch((await piotr.textContent()) ?? '', /Never/));
  await expectAccessible(page, 'company people');
  await screenshot(page, 'company-people');
  const opened = journey.context.waitForEvent('page');
  await page.getByRole('button', { name: 'See as this user Jan Nowak' }).click();
  const tab = await opened;
  await tab.getByText('You are viewing the app as Jan Nowak.').waitFor();
  assert.doesNotMatch(tab.url(), /test-session/);
  await tab.close();
});

test("the server's refusals of contact data and roles show where they belong", async () => {
  await page.getByRole('button', { name: 'Edit Jan Nowak' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact data of Jan Nowak' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(INSTALLER);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('The email has already been taken.').waitFor();
  assert.equal(await dialog.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid'), 'true');
  await expectAccessible(page, 'contact dialog');
  await screenshot(page, 'company-contact-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // spec 03 §6: a PL company has one owner at most
  await page
    .getByRole('combobox', { name: 'Role of Piotr Zieliński' })
    .selectOption({ label: 'Company owner' });
  await page
    .getByRole('alert')
    .filter({ hasText: 'The region allows at most 1 owners in a company.' })
    .waitFor();
  await expectEventually(async () =>
    assert.equal(
      await page.getByRole('combobox', { name: 'Role of Piotr Zieliński' }).inputValue(),
      String(3),
    ),
  );
});

test("a deactivated installer's session ends at once", async () => {
  await page.getByRole('button', { name: 'Deactivate Piotr Zieliński' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate Piotr Zieliński?' });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  const row = page.getByRole('row', { name: /Piotr Zieliński/ });
  await expectEventually(async () => assert.match((await row.textContent()) ?? '', /Deactivated/));

  // the installer's next call is refused and the app returns to sign-in
  await installer.page.reload();
  await installer.page.waitForURL('**/login');
});

test('support reads the company and may see as a user, but changes nothing', async () => {
  const context = await journey.browser.newContext({ baseURL: journey.server.baseUrl, viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('club-admin-lang', 'en'));
  const support = await context.newPage();
  await signInOperator(journey, OPERATORS.support, support);
  await support.goto('/admin/companies?q=nowak');
  await support.getByRole('link', { name: COMPANY }).click();
  await support.getByRole('heading', { level: 1, name: COMPANY }).waitFor();
  assert.equal(await support.getByRole('button', { name: 'Adjust points' }).count(), 0);
  assert.equal(await support.getByRole('button', { name: /Deactivate/ }).count(), 0);
  await support.getByRole('tab', { name: 'People' }).click();
  await support.getByRole('button', { name: 'See as this user Jan Nowak' }).waitFor();
  assert.equal(await support.getByRole('button', { name: /^Edit/ }).count(), 0);
  assert.equal(await support.getByRole('tabpanel').getByRole('combobox').count(), 0);
  await context.close();
});
