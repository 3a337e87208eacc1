// Journey: the fulfilment team's club cards. The demo owner with an ACTIVE card has a top-up the card
// provider never answers (the seed's silent one, older than 72 hours) and tops up once more through the API
// as the app does (the points are reserved at once). A fulfilment operator finds the silent one in the
// queue of old pending top-ups and refuses it by hand after a confirmation: its points come back, the new
// one stays reserved; the cards list filters by company. axe-core on every screen.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  closeJourney,
  expectAccessible,
  expectEventually,
  navEntries,
  openAdminJourney,
  OPERATORS,
  screenshot,
  signInOperator,
  type Journey,
} from './fixtures';
import { balanceOf, installerPost, signInInstaller, type Installer } from './shop-api';

const OWNER = 'katarzyna.kowalczyk@example.com';
const COMPANY = 'Okna Kowalczyk Sp. z o.o.';
// the seed's top-up the provider never answers (apps/api/src/db/seed/demo-data.ts)
const SILENT_POINTS = 50;

let journey: Journey;
let page: Page;
let owner: Installer;
let balanceBefore: number;

before(async () => {
  journey = await openAdminJourney({ bypassCSP: true });
  ({ page } = journey);
  const base = journey.server.baseUrl;
  owner = await signInInstaller(base, OWNER);
  balanceBefore = await balanceOf(base, owner);
  const topUp = await installerPost<{ status: string }>(base, owner, 'v1/club-card/top-ups', {
    idempotency_key: randomUUID(),
    points: 100,
    terms_accepted: true,
  });
  assert.equal(topUp.status, 'PENDING');
  assert.equal(await balanceOf(base, owner), balanceBefore - 100);
});

after(() => closeJourney(journey));

const table = () => page.getByRole('table', { name: 'Top-ups of every company' });
const filters = () => page.getByRole('search', { name: 'Filter the list' });

test('a fulfilment operator refuses a silent top-up by hand after a confirmation: its points come back', async () => {
  await signInOperator(journey, OPERATORS.fulfilment);
  const entries = await navEntries(page);
  assert.ok(entries.includes('Club cards'), entries.join(', '));
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Club cards' }).click();
  await page.getByRole('heading', { name: 'Club cards', level: 1 }).waitFor();
  await table().locator('tbody tr').filter({ hasText: COMPANY }).first().waitFor();
  await expectAccessible(page, 'top-ups');
  await screenshot(page, 'club-card-top-ups');

  await filters().getByLabel('Status').selectOption('PENDING');
  await filters().getByLabel('Age').selectOption({ label: 'Older than 72 hours' });
  const rows = table().locator('tbody tr').filter({ hasText: COMPANY });
  await expectEventually(async () => assert.equal(await rows.count(), 1));
  await rows.getByText(`${SILENT_POINTS} pts`).waitFor();

  await rows.getByRole('button', { name: /^Answer the top-up of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Answer a pending top-up' });
  await dialog.getByText('The card provider has not answered.').waitFor();
  await dialog.getByLabel('Answer', { exact: true }).selectOption({ label: 'Refused' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByText('Give the reason (3 to 500 characters).').waitFor();
  await dialog.getByLabel('Reason').fill('The provider lost the load request');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByText(`Refused: the ${SILENT_POINTS} points reserved go back to ${COMPANY}`).waitFor();
  await expectAccessible(page, 'the refusal confirmation');
  await screenshot(page, 'club-card-settle');
  await dialog.getByRole('button', { name: 'Confirm the answer' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `The top-up of ${COMPANY} is refused` })
    .waitFor();
  await expectEventually(async () => assert.equal(await rows.count(), 0));
  await expectEventually(async () =>
    assert.equal(await balanceOf(journey.server.baseUrl, owner), balanceBefore - 100 + SILENT_POINTS),
  );

  // the answered top-up shows who answered and why
  await filters().getByLabel('Status').selectOption('REFUSED');
  await table().getByText('The provider lost the load request').waitFor();
  await expectAccessible(page, 'refused top-ups');
});

test('the cards list shows every company’s card and filters by company', async () => {
  await page
    .getByRole('navigation', { name: 'Club card lists' })
    .getByRole('link', { name: 'Cards' })
    .click();
  const cards = page.getByRole('table', { name: 'Club cards of every company' });
  await cards.locator('tbody tr').filter({ hasText: COMPANY }).waitFor();
  await page.getByRole('searchbox', { name: 'Company or card digits' }).fill('Kowalczyk');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expectEventually(async () => assert.equal(await cards.locator('tbody tr').count(), 1));
  await cards.getByText('Active').waitFor();
  await expectAccessible(page, 'cards');
  await screenshot(page, 'club-cards');
});
