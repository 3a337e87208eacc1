// Journey: the steps after the sign-in code (spec 01 §2 Login 4) and the CZ/SK terms modal (spec 01 §2
// Dashboard shell, §4), on the demo accounts made for them.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { closeJourney, expectEventually, openJourney, readCode, type Journey } from './fixtures';

let journey: Journey;
let page: Page;

const SK_OWNER = 'marek.horvath@example.com';
const LV_OWNER = 'janis.berzins@example.com';
const CZ_2023_OWNER = 'pavel.maly@example.com';

before(async () => {
  journey = await openJourney({ bypassCSP: true });
  ({ page } = journey);
});

after(() => closeJourney(journey));

/** Sends the code to the e-mail address and types it; stays wherever the app goes next. */
async function enterCode(email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await readCode(journey.server.baseUrl, email);
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const storedToken = (p: Page) => p.evaluate(() => localStorage.getItem('token'));

/** What the server keeps for the signed-in user, read with the page's own session. */
function storedSelf(p: Page) {
  return p.evaluate(async () => {
    const raw = localStorage.getItem('token') ?? '';
    const token = raw.startsWith('{') ? (JSON.parse(raw) as { token: string }).token : raw;
    const res = await fetch('/api/v1/installer/user/self', { headers: { Authorization: `Bearer ${token}` } });
    return (await res.json()) as { has_regnr2: boolean; has_survey: boolean };
  });
}

async function signOut(): Promise<void> {
  // away from the app first: what it still has in flight (the account's language) must not write after
  await page.goto('/api/health');
  await page.evaluate(() => localStorage.clear());
}

test('the SK owner is asked for the second registration number before the token is stored', async () => {
  await enterCode(SK_OWNER);
  const field = page.getByRole('textbox', { name: 'VAT number (IČ DPH)' });
  await field.waitFor();
  assert.equal(await storedToken(page), null);
  assert.deepEqual(await seriousViolations(page), [], 'second registration number step');

  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('VAT number (IČ DPH) is required.').waitFor();
  await field.fill('SK 2020 123 456');
  await page.getByRole('button', { name: 'Save' }).click();

  await page.waitForURL((url) => url.pathname === '/');
  assert.notEqual(await storedToken(page), null);
  assert.equal((await storedSelf(page)).has_regnr2, true);
  await signOut();
});

test('the LV owner who skipped the survey answers it first, then lands home', async () => {
  await enterCode(LV_OWNER);
  const first = page.getByRole('group', { name: 'Which products do you install most often?' });
  await first.waitFor();
  assert.equal(await storedToken(page), null);
  assert.deepEqual(await seriousViolations(page), [], 'profile survey step');

  const next = page.getByRole('button', { name: 'Next' });
  assert.equal(await next.isDisabled(), true);
  const boxes = first.getByRole('checkbox');
  for (let index = 0; index < 3; index += 1) await boxes.nth(index).check();
  assert.equal(await boxes.nth(3).isDisabled(), true, 'the first question takes 3 choices at most');
  await next.click();
  for (let question = 2; question <= 9; question += 1) {
    await page.getByText(`Question ${question} of 9`).waitFor();
    const number = page.getByRole('spinbutton');
    if (await number.count()) {
      await number.fill('40');
      await number.press('Enter');
    } else if (await page.getByRole('radio').count()) {
      await page.getByRole('radio').first().check();
    } else {
      await page.getByRole('checkbox').first().check();
    }
    await page.getByRole('button', { name: question === 9 ? 'Save answers' : 'Next' }).click();
  }

  await page.waitForURL((url) => url.pathname === '/');
  assert.notEqual(await storedToken(page), null);
  assert.equal((await storedSelf(page)).has_survey, true);
  await signOut();
});

test('the CZ owner registered in 2023 declines the terms, is signed out and cannot sign in again', async () => {
  await enterCode(CZ_2023_OWNER);
  await page.waitForURL((url) => url.pathname === '/');
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  await terms.waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'terms modal');
  const link = await terms.getByRole('link', { name: 'Read the terms and conditions' }).getAttribute('href');
  assert.match(link ?? '', /\/cz\//);

  await page.keyboard.press('Escape');
  await expectEventually(async () => assert.equal(await terms.isVisible(), true, 'the modal is blocking'));

  await terms.getByRole('button', { name: 'Decline' }).click();
  const confirm = page.getByRole('dialog', { name: 'Decline the terms?' });
  await confirm.waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'decline confirmation');
  await confirm.getByRole('button', { name: 'Decline and sign out' }).click();

  await page.waitForURL('**/login');
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  assert.equal(await storedToken(page), null);

  await page.getByRole('button', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(CZ_2023_OWNER);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('alert').filter({ hasText: 'This account is no longer active.' }).waitFor();
  await expectEventually(async () =>
    assert.equal(await page.getByRole('textbox', { name: 'Code' }).count(), 0),
  );
});
