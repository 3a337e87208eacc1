// Journey: a signed-out visitor, settings that survive a reload, and the app shell without a network.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { closeJourney, expectEventually, openJourney, type Journey } from './fixtures';

let journey: Journey;
let context: BrowserContext;
let page: Page;

before(async () => {
  journey = await openJourney({ bypassCSP: true });
  ({ context, page } = journey);
});

after(() => closeJourney(journey));

const rootFontSize = (p: Page) => p.evaluate(() => getComputedStyle(document.documentElement).fontSize);

test('a signed-out visitor opening / lands on /login', async () => {
  await page.goto('/');
  await page.waitForURL('**/login');
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  assert.equal(await rootFontSize(page), '14px');
  assert.deepEqual(await seriousViolations(page), []);
});

test('language and font size chosen in settings apply to the login page after a reload', async () => {
  await page.goto('/settings/language');
  await page.getByRole('radio', { name: 'Polski' }).check();
  await page.waitForFunction(() => document.documentElement.lang === 'pl');
  await page.goto('/settings/font');
  await page.getByRole('radio', { name: '20 px' }).check();
  assert.equal(await rootFontSize(page), '20px');
  assert.deepEqual(await seriousViolations(page), []);

  await page.goto('/login');
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Zaloguj się' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'pl');
  assert.equal(await rootFontSize(page), '20px');
});

test('with the network cut, a reload still shows the app shell', async () => {
  // The service worker must control the page before the network goes away.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  assert.ok(
    await page.evaluate(() => Boolean(navigator.serviceWorker.controller)),
    'service worker controls the page',
  );

  await context.setOffline(true);
  try {
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Zaloguj się' }).waitFor();
    await page.goto('/settings/font');
    await expectEventually(async () =>
      assert.equal(await page.getByRole('radio', { name: '20 px' }).isChecked(), true),
    );
  } finally {
    await context.setOffline(false);
  }
});
