// Journey: the account's language (#11). Jan's account is Polish: a fresh phone in English switches to it
// after sign-in; he picks Czech, which his account keeps; on another fresh phone the code comes in Czech and
// the app opens in Czech.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  closeJourney,
  expectEventually,
  openJourney,
  readCode,
  signInByEmail,
  type Journey,
} from './fixtures';

const EMAIL = 'jan.nowak@example.com';
let journey: Journey;
let page: Page;

before(async () => {
  journey = await openJourney();
  // a fresh phone: nothing picked on it yet (openJourney's own context reads English)
  const phone = await journey.browser.newContext({
    baseURL: journey.server.baseUrl,
    viewport: { width: 390, height: 844 },
  });
  page = await phone.newPage();
  journey = { ...journey, context: phone, page };
});

after(() => closeJourney(journey));

/** The signed-in user's account language id, as the server keeps it. */
const accountLanguage = (p: Page) =>
  p.evaluate(async () => {
    const raw = localStorage.getItem('token') ?? '';
    const token = raw.startsWith('{') ? (JSON.parse(raw) as { token: string }).token : raw;
    const res = await fetch('/api/v1/installer/user/self', { headers: { Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { language: number }).language;
  });

const navigation = (p: Page, name: string) => p.getByRole('navigation', { name });

test('a fresh phone in English switches to the account’s Polish after sign-in', async () => {
  await page.goto('/login');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  await signInByEmail(journey, EMAIL, { keepAccountLanguage: true });
  await navigation(page, 'Nawigacja główna').getByRole('link', { name: 'Zlecenia' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'pl');
  assert.equal(await page.evaluate(() => localStorage.getItem('lang')), 'pl');
});

test('the language picked in the settings is saved to the account', async () => {
  await page.goto('/settings/language');
  await page.getByRole('radio', { name: 'Čeština' }).check();
  await page.getByRole('heading', { level: 1, name: 'Jazyk' }).waitFor();
  await expectEventually(async () => assert.equal(await accountLanguage(page), 4));
  // the next screens keep it: the account says Czech now
  await page.goto('/');
  await navigation(page, 'Hlavní navigace').getByRole('link', { name: 'Zakázky' }).waitFor();
});

test('on another fresh phone the code comes in Czech and the app opens in Czech', async () => {
  const phone = await journey.browser.newContext({
    baseURL: journey.server.baseUrl,
    viewport: { width: 390, height: 844 },
  });
  try {
    // by phone: a second code to the e-mail address would wait out the 60 s between codes
    const other = await phone.newPage();
    await other.goto('/login');
    await other.getByRole('button', { name: 'Phone' }).click();
    await other.getByRole('combobox', { name: 'Country code' }).selectOption('PL');
    await other.getByRole('textbox', { name: 'Phone number' }).fill('501 234 567');
    await other.getByRole('button', { name: 'Send code' }).click();
    await other.getByRole('textbox', { name: 'Code' }).waitFor();
    const res = await fetch(`${journey.server.baseUrl}/api/dev/outbox?to=48501234567`);
    const [message] = (await res.json()) as { body: string }[];
    assert.match(message?.body ?? '', /^Váš kód Installer Club: \d{5}\. Platí 10 minut\.$/);
    await other
      .getByRole('textbox', { name: 'Code' })
      .fill(await readCode(journey.server.baseUrl, '48501234567'));
    await other.getByRole('button', { name: 'Sign in' }).click();
    await navigation(other, 'Hlavní navigace').getByRole('link', { name: 'Zakázky' }).waitFor();
    assert.equal(await other.evaluate(() => document.documentElement.lang), 'cs');
  } finally {
    await phone.close();
  }
});
