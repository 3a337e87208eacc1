// Journey: a company owner signs in with a one-time code sent to the phone, and signs out again.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { closeJourney, openJourney, readCode, type Journey, type TestServer } from './fixtures';

let journey: Journey;
let server: TestServer;
let page: Page;

before(async () => {
  journey = await openJourney({ bypassCSP: true });
  ({ server, page } = journey);
});

after(() => closeJourney(journey));

const storedSession = (p: Page) => p.evaluate(() => localStorage.getItem('token'));

test('a wrong code sends the owner back to the contact step', async () => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('jan.nowak@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await readCode(server.baseUrl, 'jan.nowak@example.com');
  const wrong = code === '00000' ? '11111' : '00000';
  await page.getByRole('textbox', { name: 'Code' }).fill(wrong);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).waitFor();
  assert.equal(await storedSession(page), null);
});

test('the owner signs in by phone with the code from the outbox and lands on the page asked for', async () => {
  await page.goto('/projects');
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: 'Phone' }).click();
  await page.getByRole('combobox', { name: 'Country code' }).selectOption('PL');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('501 234 567');
  await page.getByRole('button', { name: 'Send code' }).click();
  const resend = page.getByRole('button', { name: /Resend code/ });
  await resend.waitFor();
  assert.equal(await resend.isDisabled(), true, 'resend is locked for 60 s');
  // spec 01 §2: the countdown goes down each second
  const secondsShown = async () => Number((await resend.innerText()).match(/\((\d+) s\)/)?.[1]);
  const first = await secondsShown();
  assert.ok(first > 50 && first <= 60, `starts near 60 s, shows ${first}`);
  await page.waitForFunction(
    (before) => {
      const text = [...document.querySelectorAll('button')].find((b) =>
        /Resend code/.test(b.textContent ?? ''),
      )?.textContent;
      const now = Number(text?.match(/\((\d+) s\)/)?.[1]);
      return now < before;
    },
    first,
    { timeout: 3000 },
  );
  assert.deepEqual(await seriousViolations(page), [], 'axe on the code form');

  const code = await readCode(server.baseUrl, '+48501234567');
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/projects');
  assert.ok(await storedSession(page), 'the session is stored');

  // The session works against the server: the user's own record comes back.
  const self = await page.evaluate(async () => {
    const raw = localStorage.getItem('token') ?? '';
    const token = raw.startsWith('{') ? (JSON.parse(raw) as { token: string }).token : raw;
    const res = await fetch('/api/v1/installer/user/self', { headers: { Authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as { email: string } };
  });
  assert.equal(self.status, 200);
  assert.equal(self.body.email, 'jan.nowak@example.com');
});

test('log out from the menu revokes the session and returns to /login', async () => {
  const raw = (await storedSession(page)) ?? '';
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/login');
  assert.equal(await storedSession(page), null);

  const token = raw.startsWith('{') ? (JSON.parse(raw) as { token: string }).token : raw;
  const res = await fetch(`${server.baseUrl}/api/v1/installer/user/self`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  assert.equal(res.status, 401, 'the old access token no longer works');
});
