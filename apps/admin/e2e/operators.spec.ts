// Journey: an admin invites an operator, finds the invitation in the audit log with its values, changes
// the operator's role and deactivates them (their open session ends at once), and switches maintenance.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  closeJourney,
  expectAccessible,
  expectEventually,
  openAdminJourney,
  OPERATORS,
  screenshot,
  signInOperator,
  type Journey,
} from './fixtures';

const INVITED = { email: 'nina.nowak@installer.club.example', name: 'Nina Nowak' };

let journey: Journey;
let page: Page;

before(async () => {
  journey = await openAdminJourney({ bypassCSP: true });
  ({ page } = journey);
  await signInOperator(journey, OPERATORS.admin);
});

after(() => closeJourney(journey));

const row = (p: Page, name: string) =>
  p.getByRole('table', { name: 'Operators' }).getByRole('row', { name: new RegExp(name) });
const openSection = (p: Page, name: string) =>
  p.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name }).click();

test('an admin invites an operator; the form shows the server refusing a taken address on its field', async () => {
  await openSection(page, 'Operators');
  await page.getByRole('button', { name: 'Invite operator' }).click();
  const form = page.getByRole('form', { name: 'Invite an operator' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(OPERATORS.content);
  await form.getByRole('textbox', { name: 'Name' }).fill('Someone Else');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await form.getByText('The email has already been taken.').waitFor();
  assert.equal(await form.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid'), 'true');
  await expectAccessible(page, 'invite form');
  await screenshot(page, 'operators-invite');

  await form.getByRole('textbox', { name: 'E-mail' }).fill(INVITED.email);
  await form.getByRole('textbox', { name: 'Name' }).fill(INVITED.name);
  await form.getByRole('combobox', { name: 'Role' }).selectOption('content');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByRole('status').getByText(`Invitation sent to ${INVITED.email}.`).waitFor();
  await row(page, INVITED.name).waitFor();
  assert.match((await row(page, INVITED.name).textContent()) ?? '', /Active/);
});

test('the invitation is in the audit log, with the values it set', async () => {
  await openSection(page, 'Audit log');
  await page.getByRole('heading', { name: 'Audit log' }).waitFor();
  // actions and entities are named in words; the stored code stays beside the name
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Operator invited' });
  const entries = page.getByRole('table', { name: 'Audit log' }).locator('tbody tr');
  await expectEventually(async () => assert.equal(await entries.count(), 1));
  const text = (await entries.first().textContent()) ?? '';
  assert.match(text, /Club Admin/);
  assert.match(text, /Operator invited/);
  assert.match(text, /operator\.invite/);
  assert.match(text, new RegExp(INVITED.email.replace(/\./g, '\\.')));
  assert.match(text, /content/);
  assert.match(page.url(), /action=operator\.invite/);
  await expectAccessible(page, 'audit log');
  await screenshot(page, 'audit-log');
});

test('the invited operator signs in; a role change and a deactivation reach their open session', async () => {
  const other = await journey.browser.newContext({
    baseURL: journey.server.baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  await other.addInitScript(() => localStorage.setItem('club-admin-lang', 'en'));
  const theirs = await other.newPage();
  await signInOperator(journey, INVITED.email, theirs);
  assert.ok(await theirs.getByRole('banner').getByText('Content', { exact: true }).isVisible());

  await openSection(page, 'Operators');
  await row(page, INVITED.name)
    .getByRole('combobox', { name: `Role of ${INVITED.name}` })
    .selectOption('support');
  await page.getByRole('status').getByText(`${INVITED.name} is now Support.`).waitFor();
  // their next call renews the token, which now carries the new role
  await theirs.reload();
  await theirs.getByRole('banner').getByText('Support', { exact: true }).waitFor();

  await row(page, INVITED.name)
    .getByRole('button', { name: `Deactivate ${INVITED.name}` })
    .click();
  await row(page, INVITED.name)
    .getByRole('button', { name: /end their sessions now/ })
    .click();
  await page
    .getByRole('status')
    .getByText(`${INVITED.name} is deactivated; their sessions have ended.`)
    .waitFor();
  await expectEventually(async () =>
    assert.match((await row(page, INVITED.name).textContent()) ?? '', /Deactivated/),
  );
  await screenshot(page, 'operators');

  await theirs.reload();
  await theirs.getByRole('heading', { name: 'Sign in' }).waitFor();
  await other.close();

  await openSection(page, 'Audit log');
  await page.getByRole('combobox', { name: 'Action' }).selectOption('operator.deactivate');
  const entry = page.getByRole('table', { name: 'Audit log' }).locator('tbody tr').first();
  await expectEventually(async () => assert.match((await entry.textContent()) ?? '', /active.*true.*false/s));
});

test('the admin cannot change their own role or status', async () => {
  await openSection(page, 'Operators');
  const own = row(page, 'Club Admin');
  await own.getByText('You').waitFor();
  assert.equal(await own.getByRole('combobox').count(), 0);
  assert.equal(await own.getByRole('button').count(), 0);
});

test('maintenance is switched on and off from its screen, and the installers’ API follows', async () => {
  await openSection(page, 'Maintenance');
  await page.getByText('Maintenance is off').waitFor();
  await expectAccessible(page, 'maintenance');
  await page.getByRole('button', { name: 'Switch maintenance on' }).click();
  await page.getByText('Maintenance is on').waitFor();
  await screenshot(page, 'maintenance');
  const installersApi = await fetch(`${journey.server.baseUrl}/api/v1/config/public`);
  assert.equal(installersApi.status, 503);
  await page.getByRole('button', { name: 'Switch maintenance off' }).click();
  await page.getByText('Maintenance is off').waitFor();
  await expectEventually(async () =>
    assert.notEqual((await fetch(`${journey.server.baseUrl}/api/v1/config/public`)).status, 503),
  );
});

test('the invited operator got an e-mail saying where to sign in', async () => {
  const res = await fetch(`${journey.server.baseUrl}/api/dev/outbox?to=${encodeURIComponent(INVITED.email)}`);
  const messages = (await res.json()) as { subject: string | null; body: string }[];
  const invitation = messages.find((m) => m.subject?.includes('back-office'));
  assert.ok(invitation, 'no invitation in the outbox');
  assert.match(invitation.body, /\/admin\//);
});
