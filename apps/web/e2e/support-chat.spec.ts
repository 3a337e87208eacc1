// Journey: an installer writes to support, an operator answers (through the back-office API), and the
// reply appears in the open thread without a reload and as a notification leading to it (spec 03 §2,
// docs/decisions/027). Then the generic error page (spec 03 §2), forced by a screen whose code fails to
// load: signed in, it offers the support chat and a fresh start that clears what the phone stored.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import {
  closeJourney,
  expectEventually,
  openJourney,
  readCode,
  signInByEmail,
  type Journey,
} from './fixtures';

const OPERATOR = 'support@installer.club.example';
const INSTALLER = 'piotr.zielinski@example.com';
const SUBJECT = 'The scanner shows a black screen';
// what the installer types is text: markup in it is shown as written, never run
const BODY = 'After the update <img src=x onerror="window.__hacked=1"> the camera stays black.';
const REPLY = 'Thank you, please allow the camera in the browser settings and try again.';

let journey: Journey;
let page: Page;
let baseUrl: string;
let operatorToken: string;
let conversationUuid: string;

async function api<T>(path: string, init: { method?: string; body?: object; token?: string } = {}) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  assert.ok(res.ok, `${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Makes a screen's code fail to arrive, as after a deployment that removed it: its chunk is refused on
 * the network (the context's routes see the service worker's requests too) and the service worker's
 * copies are dropped, so that the request does reach the network.
 */
async function failChunk(p: Page, pattern: RegExp): Promise<void> {
  await journey.context.route(pattern, (route) => route.abort());
  await p.evaluate(async () => {
    for (const name of await caches.keys()) await caches.delete(name);
  });
}

/** Moves within the app (no new document), as a tap on a link does. */
const navigateInApp = (p: Page, path: string) =>
  p.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

before(async () => {
  journey = await openJourney({ bypassCSP: true });
  ({ page } = journey);
  baseUrl = journey.server.baseUrl;
  const { request_id: requestId } = await api<{ request_id: string }>('/admin/login', {
    body: { email: OPERATOR },
  });
  const code = await readCode(baseUrl, OPERATOR);
  ({ token: operatorToken } = await api<{ token: string }>('/admin/login/verify', {
    body: { requestId, code },
  }));
});

after(() => closeJourney(journey));

test('with no conversation, support chat opens the new message form', async () => {
  await signInByEmail(journey, INSTALLER);
  await page.goto('/support/chat');
  await page.waitForURL(/\/support\/chat\/new$/);
  await page.getByRole('heading', { level: 1, name: 'New message' }).waitFor();
  await page.getByText('the name of your browser and operating system').waitFor();
  assert.deepEqual(await seriousViolations(page), []);

  // nothing filled in: the fields say what is missing, nothing is sent
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Enter a subject.').waitFor();
  await page.getByText('Enter a message.').waitFor();
  assert.deepEqual(await seriousViolations(page), []);
});

test('a new conversation opens its thread, the message shown as text with the device info sent', async () => {
  await page.getByRole('textbox', { name: 'Subject' }).fill(SUBJECT);
  await page.getByRole('textbox', { name: 'Message' }).fill(BODY);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.waitForURL(/\/support\/chat\/[0-9a-f-]{36}$/);
  conversationUuid = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
  await page.getByText(BODY, { exact: true }).waitFor();
  assert.equal(await page.evaluate(() => (window as { __hacked?: number }).__hacked), undefined);
  await page.getByText('In progress').waitFor();
  assert.deepEqual(await seriousViolations(page), []);

  const thread = await api<{
    conversation: { info: { appVersion: string; appType: string; language: string; userAgent: string } };
  }>(`/admin/support/chats/${conversationUuid}`, { token: operatorToken });
  assert.equal(thread.conversation.info.appVersion, '3.5.7');
  assert.equal(thread.conversation.info.appType, 'pwa');
  assert.equal(thread.conversation.info.language, 'en');
  assert.match(thread.conversation.info.userAgent, /Chrome/);
});

test("support's reply appears in the open thread within seconds, without a reload", async () => {
  let reloaded = false;
  page.once('load', () => {
    reloaded = true;
  });
  await api(`/admin/support/chats/${conversationUuid}/messages`, {
    body: { message: REPLY },
    token: operatorToken,
  });
  await page.getByText(REPLY).waitFor({ timeout: 15_000 });
  await page.getByText('Answered').waitFor();
  assert.equal(reloaded, false);

  // the installer answers back in the thread
  await page.getByRole('textbox', { name: 'Your reply' }).fill('It works now, thank you.');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('It works now, thank you.').waitFor();
  await expectEventually(async () =>
    assert.equal(await page.getByRole('textbox', { name: 'Your reply' }).inputValue(), ''),
  );
});

test('the reply is a notification that leads to the conversation; the list shows it', async () => {
  await page.goto('/notifications');
  const notice = page.getByRole('button', { name: /Support replied/ });
  await notice.waitFor();
  await notice.click();
  await page.getByText(`Support answered in the conversation "${SUBJECT}".`).waitFor();
  assert.deepEqual(await seriousViolations(page), []);
  await page.getByRole('link', { name: 'Open' }).click();
  await page.waitForURL(`**/support/chat/${conversationUuid}`);
  await page.getByText(REPLY).waitFor();

  await page.goto('/support/chat');
  await page.getByRole('link', { name: new RegExp(SUBJECT) }).waitFor();
  assert.deepEqual(await seriousViolations(page), []);
});

test('a screen whose code fails to load shows the error page with support and a fresh start', async () => {
  // a real failure: the balance screen's chunk does not arrive (as after a deployment removed it)
  await page.goto('/support/chat');
  await page.getByRole('link', { name: new RegExp(SUBJECT) }).waitFor();
  await failChunk(page, /\/assets\/balance-[^/]*\.js$/);
  await navigateInApp(page, '/balance');
  await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
  await page.getByRole('link', { name: 'Write to support' }).waitFor();
  await page.getByRole('button', { name: 'Clear saved data and start again' }).waitFor();
  await page.getByRole('link', { name: 'Go to the home page' }).waitFor();
  assert.deepEqual(await seriousViolations(page), []);

  await page.getByRole('link', { name: 'Write to support' }).click();
  await page.waitForURL(/\/support\/chat$/);
  await page.getByRole('link', { name: new RegExp(SUBJECT) }).waitFor();

  await navigateInApp(page, '/balance');
  await page.getByRole('button', { name: 'Clear saved data and start again' }).click();
  // the session went with the rest of local storage: the start is the sign-in page
  await page.waitForURL(/\/login$/);
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
});

test('signed out, the error page keeps to reloading', async () => {
  await page.evaluate(() => {
    localStorage.setItem('lang', 'en');
    localStorage.setItem('langChoice', 'en');
  });
  await page.reload();
  await page.getByRole('button', { name: 'E-mail' }).waitFor();
  await failChunk(page, /\/assets\/settings-menu-[^/]*\.js$/);
  await navigateInApp(page, '/settings');
  await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
  await page.getByRole('link', { name: 'Go to the home page' }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Write to support' }).count(), 0);
  assert.deepEqual(await seriousViolations(page), []);
});
