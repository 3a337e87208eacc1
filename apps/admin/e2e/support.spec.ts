// Journey: an installer's conversation (started through the app's API) reaches support in the
// back-office: listed by status with the company and the device, opened, answered (the installer sees
// the reply and is notified), closed and reopened; each step is in the audit log.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  closeJourney,
  expectAccessible,
  expectEventually,
  navEntries,
  openAdminJourney,
  OPERATORS,
  readCode,
  screenshot,
  signInOperator,
  type Journey,
} from './fixtures';

const INSTALLER = 'piotr.zielinski@example.com';
const SUBJECT = 'Points for the Lipowa project are missing';
const BODY = 'We scanned 4 windows <b>yesterday</b> and see no points.';
const REPLY = 'The points are on their way: the project waits for a review of one photo.';

let journey: Journey;
let page: Page;
let baseUrl: string;
let installerToken: string;

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

before(async () => {
  journey = await openAdminJourney({ bypassCSP: true });
  ({ page } = journey);
  baseUrl = journey.server.baseUrl;
  const { request_id: requestId } = await api<{ request_id: string }>('/v2/installer/login', {
    body: { email: INSTALLER },
  });
  const code = await readCode(baseUrl, INSTALLER);
  ({ token: installerToken } = await api<{ token: string }>('/v2/installer/login/verify', {
    body: { requestId, code },
  }));
  await api('/v1/support/chats', {
    token: installerToken,
    body: {
      title: SUBJECT,
      body: BODY,
      info: {
        language: 'pl',
        hostname: 'club.example.com',
        region: 'pl',
        appVersion: '3.5.7',
        appType: 'pwa',
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile',
      },
    },
  });
  await signInOperator(journey, OPERATORS.support);
});

after(() => closeJourney(journey));

const table = (p: Page) => p.getByRole('table', { name: 'Support conversations' });

test('support finds the waiting conversation by status, with its company and device', async () => {
  assert.ok((await navEntries(page)).includes('Support chat'));
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Support chat' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Support conversations' }).waitFor();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('1');
  const row = table(page).getByRole('row', { name: new RegExp(SUBJECT) });
  await row.waitFor();
  const text = (await row.textContent()) ?? '';
  assert.match(text, /Waiting for support/);
  assert.match(text, /Piotr/);
  assert.match(text, /PL · pl · 3\.5\.7/);
  assert.match(page.url(), /status=1/);
  await expectAccessible(page, 'support list');
  await screenshot(page, 'support-list');

  await page.getByRole('combobox', { name: 'Status' }).selectOption('3');
  await expectEventually(async () =>
    assert.equal(
      await table(page)
        .getByRole('row', { name: new RegExp(SUBJECT) })
        .count(),
      0,
    ),
  );
  await page.getByRole('combobox', { name: 'Status' }).selectOption('1');
  await row.getByRole('link', { name: `Open the conversation ${SUBJECT}` }).click();
  await page.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
  // the installer's text is shown as written, markup included
  await page.getByText(BODY, { exact: true }).waitFor();
  await page.getByText('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile').waitFor();
  await expectAccessible(page, 'support conversation');
});

test('support answers; the installer reads the reply and is notified', async () => {
  await page.getByRole('button', { name: 'Send the reply' }).click();
  await page.getByText('Write a reply first.').waitFor();
  await page.getByRole('textbox', { name: 'Reply' }).fill(REPLY);
  await page.getByRole('button', { name: 'Send the reply' }).click();
  await page.getByRole('list', { name: 'Messages' }).getByText(REPLY).waitFor();
  await page.getByText('Answered').first().waitFor();
  assert.equal(await page.getByRole('textbox', { name: 'Reply' }).inputValue(), '');
  await expectAccessible(page, 'answered conversation');
  await screenshot(page, 'support-conversation');

  const uuid = new URL(page.url()).pathname.split('/').pop() ?? '';
  const thread = await api<{ data: { sender: string; message: string }[] }>(
    `/v1/support/chats/${uuid}/messages`,
    { token: installerToken },
  );
  assert.deepEqual(thread.data.at(-1), { ...thread.data.at(-1), sender: 'admin', message: REPLY });
  const notices = await api<{ data: { event: string | null; meta: { ticket_uuid: string | null } }[] }>(
    '/v1/notifications',
    { token: installerToken },
  );
  assert.ok(notices.data.some((n) => n.event === 'support_chat_reply' && n.meta.ticket_uuid === uuid));
});

test('support closes and reopens the conversation; every step is audited', async () => {
  await page.getByRole('button', { name: 'Close the conversation' }).click();
  await page.getByRole('button', { name: 'Reopen the conversation' }).waitFor();
  await page.getByText('Closed').first().waitFor();
  await page.getByRole('button', { name: 'Reopen the conversation' }).click();
  await page.getByRole('button', { name: 'Close the conversation' }).waitFor();
  await page.getByText('Waiting for support').first().waitFor();

  const uuid = new URL(page.url()).pathname.split('/').pop() ?? '';
  // the audit log is the admin's: read through the API with an admin's session
  const { request_id: requestId } = await api<{ request_id: string }>('/admin/login', {
    body: { email: OPERATORS.admin },
  });
  const code = await readCode(baseUrl, OPERATORS.admin);
  const { token } = await api<{ token: string }>('/admin/login/verify', { body: { requestId, code } });
  const log = await api<{ data: { action: string }[] }>(`/admin/audit?target_id=${uuid}`, { token });
  assert.deepEqual(log.data.map((e) => e.action).sort(), [
    'support.close',
    'support.reopen',
    'support.reply',
  ]);
});
