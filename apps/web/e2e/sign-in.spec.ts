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

/** Seconds shown on the locked resend button, e.g. 57 for "Resend code (57 s)". */
async function resendSecondsShown(p: Page): Promise<number> {
  const text = await p.getByRole('button', { name: /Resend code/ }).innerText();
  return Number(text.match(/\((\d+) s\)/)?.[1]);
}

/** spec 01 §2: the countdown goes down each second: waits until it shows less than `before`. */
function countdownBelow(p: Page, before: number) {
  return p.waitForFunction(
    (shown) => {
      const text = [...document.querySelectorAll('button')].find((b) =>
        /Resend code/.test(b.textContent ?? ''),
      )?.textContent;
      return Number(text?.match(/\((\d+) s\)/)?.[1]) < shown;
    },
    before,
    { timeout: 3000 },
  );
}

test('a wrong code sends the owner back; "Send code" returns to the code sent, counting down, and it works', async () => {
  // a tab of its own: it ends signed in, and the journeys below start signed out
  const context = await journey.browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 390, height: 844 },
  });
  const tab = await context.newPage();
  const email = 'jan.nowak@example.com';
  await tab.goto('/login');
  await tab.getByRole('button', { name: 'E-mail' }).click();
  await tab.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await tab.getByRole('button', { name: 'Send code' }).click();
  await tab.getByRole('textbox', { name: 'Code' }).waitFor();
  const code = await readCode(server.baseUrl, email);
  await tab.getByRole('textbox', { name: 'Code' }).fill(code === '00000' ? '11111' : '00000');
  await tab.getByRole('button', { name: 'Sign in' }).click();

  // spec 01 §8: back to the contact step, the address still typed
  await tab.getByText('The code is wrong or has expired.').waitFor();
  assert.equal(await tab.getByRole('textbox', { name: 'E-mail' }).inputValue(), email);
  assert.equal(await storedSession(tab), null);

  // within the resend lock "Send code" goes back to the code form of the code already sent
  await tab.getByRole('button', { name: 'Send code' }).click();
  await tab.getByRole('textbox', { name: 'Code' }).waitFor();
  assert.equal(await tab.getByRole('button', { name: /Resend code/ }).isDisabled(), true);
  const first = await resendSecondsShown(tab);
  assert.ok(first > 20 && first <= 60, `counts on from the first code, shows ${first}`);
  await countdownBelow(tab, first);
  const outbox = (await (await fetch(`${server.baseUrl}/api/dev/outbox?to=${email}`)).json()) as unknown[];
  assert.equal(outbox.length, 1, 'no second code was sent');

  await tab.getByRole('textbox', { name: 'Code' }).fill(code);
  await tab.getByRole('button', { name: 'Sign in' }).click();
  await tab.waitForURL((url) => !url.pathname.startsWith('/login'));
  assert.ok(await storedSession(tab), 'the first code opened the session');
  await context.close();
});

test('the owner signs in by phone with the code from the outbox and lands on the page asked for', async () => {
  await page.goto('/projects');
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: 'Phone' }).click();
  await page.getByRole('combobox', { name: 'Country code' }).selectOption('PL');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('501 234 567');
  await page.getByRole('button', { name: 'Send code' }).click();
  // the number as people read it across borders, and the way back to correct it
  await page.getByText('Enter the 5-digit code we sent to +48 501 234 567.').waitFor();
  await page.getByRole('button', { name: 'Change number' }).click();
  assert.equal(await page.getByRole('textbox', { name: 'Phone number' }).inputValue(), '501234567');
  await page.getByRole('button', { name: 'Send code' }).click();

  const resend = page.getByRole('button', { name: /Resend code/ });
  await resend.waitFor();
  assert.equal(await resend.isDisabled(), true, 'resend is locked for 60 s');
  const first = await resendSecondsShown(page);
  assert.ok(first > 50 && first <= 60, `starts near 60 s, shows ${first}`);
  await countdownBelow(page, first);
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
