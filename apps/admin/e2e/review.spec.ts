// Journey: the review queue (spec 02 §4, §7). An installer's project with a tag photo waits in review; a
// support operator opens the queue, sees the photo (it really loads), opens it large, reads the risk
// signals and approves; the company's balance, as the installers' API reports it, went up by the
// project's points, and the queue no longer lists it. Both screens pass axe-core.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  closeJourney,
  expectAccessible,
  expectEventually,
  openAdminJourney,
  OPERATORS,
  readCode,
  screenshot,
  signInOperator,
  type Journey,
} from './fixtures';
import { companyBalance, installerSession, projectInReview, type InstallerApi } from './review-data';

let journey: Journey;
let page: Page;
let installer: InstallerApi;
let project: { uuid: string; tagSerial: string };
const street = `ul. Weryfikacyjna ${Date.now() % 1000}`;

before(async () => {
  journey = await openAdminJourney({ bypassCSP: true });
  ({ page } = journey);
  installer = await installerSession(journey.server.baseUrl, 'jan.nowak@example.com', readCode);
  project = await projectInReview(journey.server.baseUrl, installer, street);
});

after(() => closeJourney(journey));

test('an operator opens the queue: the project waits, oldest first, with its company and products', async () => {
  await signInOperator(journey, OPERATORS.support);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Review queue' })
    .click();
  const table = page.getByRole('table', { name: 'Review queue' });
  const row = table.locator('tbody tr', { hasText: street });
  await row.waitFor();
  assert.match(await row.innerText(), /Dachy Nowak/);
  // the demo project (surveyed two days ago) waits longer: it comes first
  assert.match(await table.locator('tbody tr').first().innerText(), /Dakh-Servis/);
  await expectAccessible(page, 'review queue');
  await screenshot(page, 'review-queue');
});

test('the project shows its tag photo, which loads and opens large, and the risk signals', async () => {
  const table = page.getByRole('table', { name: 'Review queue' });
  await table.locator('tbody tr', { hasText: street }).getByRole('link').click();
  await page.getByRole('heading', { name: `Review: ${street}` }).waitFor();
  const photo = page.getByRole('img', { name: `Tag photo of ${project.tagSerial}` }).first();
  await photo.waitFor();
  await expectEventually(async () => {
    assert.ok(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0));
  });
  await page.getByText('Company history').waitFor();
  await page
    .getByText(/scans by this company on/)
    .first()
    .waitFor();
  await expectAccessible(page, 'review project');
  await screenshot(page, 'review-project');

  await page.getByRole('button', { name: `Open the photo of ${project.tagSerial} large` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const large = dialog.getByRole('img');
  assert.ok(await large.evaluate((img: HTMLImageElement) => img.naturalWidth > 0));
  await screenshot(page, 'review-photo-large');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
});

test('a rejection needs its reason', async () => {
  const group = page.getByRole('group', { name: `Decision for ${project.tagSerial}` });
  await group.getByRole('radio', { name: 'Reject' }).check();
  await page.getByRole('button', { name: 'Submit the decision' }).click();
  await page.getByText('Give the reason for the rejection.').waitFor();
  await group.getByRole('radio', { name: 'Approve' }).check();
});

test('approving credits the project’s points to the company, and the queue no longer lists it', async () => {
  const before = await companyBalance(journey.server.baseUrl, installer);
  await page.getByRole('button', { name: 'Submit the decision' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Decision saved' });
  await done.waitFor();
  const points = Number((await done.innerText()).match(/(\d+) points/)?.[1]);
  assert.ok(points > 0, 'the project earned points');
  assert.equal(await companyBalance(journey.server.baseUrl, installer), before + points);

  await page.getByRole('link', { name: 'Back to the queue' }).click();
  const table = page.getByRole('table', { name: 'Review queue' });
  await table.locator('tbody tr').first().waitFor();
  await expectEventually(async () => {
    assert.equal(await table.locator('tbody tr', { hasText: street }).count(), 0);
  });
});
