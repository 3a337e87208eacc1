// Journey: a new company registers in Poland, sees its welcome points, then its owner signs in. The person
// step fits 360 px in Polish at font 20 and in English at 14, the phone's country code fixed text read with
// its label (REGISTRATION_SCREENSHOTS=<folder> keeps the pictures).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import {
  closeJourney,
  expectEventually,
  openJourney,
  readCode,
  type Journey,
  type TestServer,
} from './fixtures';

let journey: Journey;
let server: TestServer;
let page: Page;

before(async () => {
  journey = await openJourney({ bypassCSP: true });
  ({ server, page } = journey);
});

after(() => closeJourney(journey));

const EMAIL = 'anna.kowalska@example.com';
const SHOTS = process.env.REGISTRATION_SCREENSHOTS ?? '';
const next = () => page.getByRole('button', { name: 'Next' }).click();

/** Nothing wider than the screen. */
async function assertFits(where: string): Promise<void> {
  const { html, body, width } = await page.evaluate(() => ({
    html: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    width: window.innerWidth,
  }));
  assert.ok(html <= width && body <= width, `${where}: ${Math.max(html, body)} px wide on ${width} px`);
}

test('the person step shows the country code as fixed text and fits 360 px; Polish at 20, English at 14', async () => {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  await page.goto('/register');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('PL');
  await next();
  await page.getByRole('textbox', { name: 'First name' }).waitFor();
  // the draft keeps the step, so the same step opens again in each language and font size
  for (const [lang, fontSize, phone, countryCode] of [
    ['pl', 20, 'Numer telefonu +48', 'Numer kierunkowy'],
    ['en', 14, 'Phone number +48', 'Country code'],
  ] as const) {
    await page.evaluate(
      ([language, size]) => {
        localStorage.setItem('lang', language);
        localStorage.setItem('langChoice', language);
        localStorage.setItem('settings', JSON.stringify({ fontSize: size }));
      },
      [lang, fontSize] as const,
    );
    await page.reload();
    await page.getByRole('textbox', { name: phone, exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByRole('textbox', { name: countryCode }).count(), 0, `no ${countryCode} box`);
    assert.equal(await page.locator('.field__prefix').innerText(), '+48');
    assert.deepEqual(await seriousViolations(page), [], `axe on the person step in ${lang}`);
    await assertFits(`the person step in ${lang} at font ${fontSize}`);
    if (SHOTS) {
      await page.screenshot({ path: join(SHOTS, `register-person-${lang}-${fontSize}.png`), fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.removeItem('registrationDraft'));
  if (viewport) await page.setViewportSize(viewport);
});

test('a company registers through the wizard and is welcomed with its points', async () => {
  await page.goto('/register');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('PL');
  await next();

  await page.getByRole('textbox', { name: 'First name' }).waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'axe on the person step');
  await page.getByRole('textbox', { name: 'First name' }).fill('Anna');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Kowalska');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL);
  await page.getByRole('textbox', { name: 'Phone number +48', exact: true }).fill('512345678');
  await next();

  await page.getByRole('textbox', { name: 'Company name' }).fill('Dachy Kowalska');
  await page.getByRole('textbox', { name: /Registration number/ }).fill('526 104 08 28');
  await next();

  await page.getByRole('textbox', { name: 'Address' }).fill('Polna');
  await page.getByRole('textbox', { name: 'House number' }).fill('12');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('00-625');
  await page.getByRole('textbox', { name: 'City' }).fill('Warszawa');
  await next();

  // The welcome survey: the first choice of each question, the number question a count.
  for (let question = 1; question <= 9; question++) {
    await page.getByText(`Question ${question} of 9`).waitFor();
    if (question === 1) assert.deepEqual(await seriousViolations(page), [], 'axe on the survey');
    const number = page.getByRole('spinbutton');
    if (await number.count()) await number.fill('40');
    else await page.locator('main input[type="radio"], main input[type="checkbox"]').first().check();
    await next();
  }

  const register = page.getByRole('button', { name: 'Register' });
  assert.equal(await register.isDisabled(), true, 'submit waits for the terms');
  assert.deepEqual(await seriousViolations(page), [], 'axe on the summary');
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await register.click();

  await page.getByRole('heading', { name: 'Welcome to the club!' }).waitFor();
  await expectEventually(async () => assert.match(await page.locator('main').innerText(), /100 points/));
  assert.deepEqual(await seriousViolations(page), [], 'axe on the success screen');
  assert.equal(await page.evaluate(() => localStorage.getItem('registrationDraft')), null);
});

test('the new owner signs in with the e-mail used to register', async () => {
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await readCode(server.baseUrl, EMAIL);
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  assert.ok(await page.evaluate(() => localStorage.getItem('token')));
});
