import { randomUUID } from 'node:crypto';
import {
  AdminSupportConversationListSchema,
  AdminSupportThreadSchema,
  NotificationListSchema,
  SUPPORT_LIMITS,
  SupportConversationListSchema,
  SupportConversationSchema,
  SupportMessageListSchema,
  type OperatorRole,
} from '@club/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, type OperatorRow } from '../../db/schema/accounts';
import type { CompanyRow } from '../../db/schema/companies';
import type { UserRow } from '../../db/schema/users';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createOperator } from '../../../test/factories/operators';
import { createInstaller, createOwner } from '../../../test/factories/users';

const ctx = setupTestApp();
const api = testApi(ctx);

const INFO = {
  language: 'pl',
  hostname: 'club.example.com',
  region: 'pl',
  appVersion: '3.5.7',
  appType: 'pwa',
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131',
};

const operators = {} as Record<OperatorRole, { operator: OperatorRow }>;
let installer: UserRow;
let owner: UserRow;
let stranger: UserRow;
let company: CompanyRow;

beforeAll(async () => {
  for (const role of ['admin', 'support', 'content', 'fulfilment'] as const) {
    operators[role] = { operator: await createOperator(ctx.app, role) };
  }
  company = await createCompany(ctx.app);
  installer = await createInstaller(ctx.app, company);
  owner = await createOwner(ctx.app, company);
  stranger = await createInstaller(ctx.app);
});

const start = (who: UserRow, title = 'The scanner does not open', body = 'It shows a black screen.') =>
  api.as(who).post('/api/v1/support/chats', { body: { title, body, info: INFO } });

describe('installer support chat', () => {
  it('refuses callers who are not signed in', async () => {
    expect((await api.anonymous.get('/api/v1/support/chats')).status).toBe(401);
    const res = await api.anonymous.post('/api/v1/support/chats', {
      body: { title: 'x', body: 'y', info: INFO },
    });
    expect(res.status).toBe(401);
    const id = randomUUID();
    expect((await api.anonymous.get(`/api/v1/support/chats/${id}`)).status).toBe(401);
    expect((await api.anonymous.get(`/api/v1/support/chats/${id}/messages`)).status).toBe(401);
    expect((await api.anonymous.post(`/api/v1/support/chats/${id}`, { body: { message: 'x' } })).status).toBe(
      401,
    );
  });

  it('answers 422 with field paths for bad input', async () => {
    const res = await api.as(installer).post('/api/v1/support/chats', {
      body: { title: '  ', body: 'x'.repeat(SUPPORT_LIMITS.messageMaxLength + 1), info: { language: 'pl' } },
    });
    expect(res.status, res.text).toBe(422);
    const fields = Object.keys(res.body.errors as Record<string, string[]>);
    expect(fields).toEqual(expect.arrayContaining(['title', 'body', 'info.hostname']));
    const conversation = SupportConversationSchema.parse((await start(installer)).body);
    const reply = await api
      .as(installer)
      .post(`/api/v1/support/chats/${conversation.uuid}`, { body: { message: '' } });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors as object)).toEqual(['message']);
    const badId = await api.as(installer).get('/api/v1/support/chats/not-a-uuid');
    expect(badId.status).toBe(422);
    const tooMany = await api
      .as(installer)
      .get(`/api/v1/support/chats/${conversation.uuid}/messages`, { query: { limit: '1001' } });
    expect(tooMany.status).toBe(422);
  });

  it('starts a conversation, lists it, reads the thread and replies; text stays as written', async () => {
    const html = '<img src=x onerror=alert(1)> still <b>text</b>';
    const created = await start(installer, 'Points missing', html);
    expect(created.status, created.text).toBe(201);
    const conversation = SupportConversationSchema.parse(created.body);
    expect(conversation).toMatchObject({ title: 'Points missing', status: 1 });

    const list = SupportConversationListSchema.parse(
      (await api.as(installer).get('/api/v1/support/chats', { query: { page: '1', limit: '20' } })).body,
    );
    expect(list.data[0]?.uuid).toBe(conversation.uuid);
    expect(list.meta.per_page).toBe(20);
    const mine = await api
      .as(installer)
      .get('/api/v1/support/chats', { query: { installer_uuid: installer.uuid } });
    expect(mine.body.data.length).toBeGreaterThan(0);

    const reply = await api
      .as(installer)
      .post(`/api/v1/support/chats/${conversation.uuid}`, { body: { message: 'Any news?' } });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body).toMatchObject({ sender: 'installer', message: 'Any news?' });

    const thread = SupportMessageListSchema.parse(
      (await api.as(installer).get(`/api/v1/support/chats/${conversation.uuid}/messages`)).body,
    );
    expect(thread.data.map((m) => m.message)).toEqual([html, 'Any news?']);
    const one = await api.as(installer).get(`/api/v1/support/chats/${conversation.uuid}`);
    expect(one.status).toBe(200);
    expect(one.body.uuid).toBe(conversation.uuid);
  });

  it("answers 404 for another user's conversation, the owner of the same company included", async () => {
    const conversation = SupportConversationSchema.parse((await start(installer)).body);
    for (const who of [owner, stranger]) {
      expect((await api.as(who).get(`/api/v1/support/chats/${conversation.uuid}`)).status).toBe(404);
      expect((await api.as(who).get(`/api/v1/support/chats/${conversation.uuid}/messages`)).status).toBe(404);
      const reply = await api
        .as(who)
        .post(`/api/v1/support/chats/${conversation.uuid}`, { body: { message: 'mine now' } });
      expect(reply.status).toBe(404);
    }
    const theirs = await api
      .as(stranger)
      .get('/api/v1/support/chats', { query: { installer_uuid: installer.uuid } });
    expect(theirs.body.data).toEqual([]);
    const strangerList = await api.as(stranger).get('/api/v1/support/chats');
    expect(strangerList.body.data.some((c: { uuid: string }) => c.uuid === conversation.uuid)).toBe(false);
  });

  it(`limits new conversations to ${SUPPORT_LIMITS.conversationsPerHour} an hour (429 with Retry-After)`, async () => {
    const busy = await createInstaller(ctx.app);
    for (let i = 0; i < SUPPORT_LIMITS.conversationsPerHour; i += 1) {
      expect((await start(busy, `Question ${i}`)).status).toBe(201);
    }
    const refused = await start(busy, 'One more');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const list = await api.as(busy).get('/api/v1/support/chats');
    expect(list.body.meta.total).toBe(SUPPORT_LIMITS.conversationsPerHour);
    // replies in an open conversation are not limited
    const first = list.body.data[0].uuid as string;
    expect(
      (await api.as(busy).post(`/api/v1/support/chats/${first}`, { body: { message: 'still here' } })).status,
    ).toBe(201);
  });

  it('counts conversations started at the same moment one after the other', async () => {
    const hasty = await createInstaller(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: SUPPORT_LIMITS.conversationsPerHour + 3 }, (_, i) => start(hasty, `At once ${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(SUPPORT_LIMITS.conversationsPerHour);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });
});

describe('back-office support chat', () => {
  it('lists conversations by status with the company and device info', async () => {
    const conversation = SupportConversationSchema.parse((await start(installer, 'Status list')).body);
    const res = await api
      .as(operators.support)
      .get('/api/admin/support/chats', { query: { status: '1', q: 'Status list', sort: 'created_at' } });
    expect(res.status, res.text).toBe(200);
    const list = AdminSupportConversationListSchema.parse(res.body);
    const row = list.data.find((c) => c.uuid === conversation.uuid);
    expect(row).toMatchObject({
      status: 1,
      last_sender: 'installer',
      messages_count: 1,
      installer: { uuid: installer.uuid },
      info: INFO,
    });
    const closed = await api.as(operators.admin).get('/api/admin/support/chats', { query: { status: '3' } });
    expect(closed.body.data.every((c: { status: number }) => c.status === 3)).toBe(true);
    const bad = await api.as(operators.admin).get('/api/admin/support/chats', { query: { status: '7' } });
    expect(bad.status).toBe(422);
  });

  it('replies (the installer is notified), closes and reopens; each is audited', async () => {
    // a second installer of the owner's company (the first one's hourly limit is spent by now)
    installer = await createInstaller(ctx.app, company);
    const conversation = SupportConversationSchema.parse((await start(installer, 'Need help')).body);
    const path = `/api/admin/support/chats/${conversation.uuid}`;
    const reply = await api
      .as(operators.support)
      .post(`${path}/messages`, { body: { message: 'We are on it.' } });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body).toMatchObject({ sender: 'admin', message: 'We are on it.' });

    const thread = AdminSupportThreadSchema.parse((await api.as(operators.support).get(path)).body);
    expect(thread.conversation.status).toBe(2);
    expect(thread.messages.map((m) => m.sender)).toEqual(['installer', 'admin']);
    const seen = await api.as(installer).get(`/api/v1/support/chats/${conversation.uuid}/messages`);
    expect(seen.body.data.at(-1)).toMatchObject({ sender: 'admin', message: 'We are on it.' });

    const notices = NotificationListSchema.parse((await api.as(installer).get('/api/v1/notifications')).body);
    const notice = notices.data.find((n) => n.meta.ticket_uuid === conversation.uuid);
    expect(notice).toMatchObject({ event: 'support_chat_reply', mark: 0 });
    // only the installer who wrote: the owner of the same company gets nothing
    const ownerNotices = await api.as(owner).get('/api/v1/notifications');
    expect(
      ownerNotices.body.data.some(
        (n: { meta: { ticket_uuid: string } }) => n.meta.ticket_uuid === conversation.uuid,
      ),
    ).toBe(false);

    const close = await api.as(operators.support).patch(path, { body: { status: 3 } });
    expect(close.status, close.text).toBe(200);
    expect(close.body.status).toBe(3);
    const reopen = await api.as(operators.admin).patch(path, { body: { status: 1 } });
    expect(reopen.body.status).toBe(1);
    expect((await api.as(operators.admin).patch(path, { body: { status: 2 } })).status).toBe(422);

    const audited = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'support_conversation'), eq(auditLog.targetId, conversation.uuid)));
    expect(audited.map((a) => a.action).sort()).toEqual(['support.close', 'support.reopen', 'support.reply']);
  });

  it('an installer reply to a closed conversation opens it again', async () => {
    const writer = await createInstaller(ctx.app);
    const conversation = SupportConversationSchema.parse((await start(writer, 'Reopen me')).body);
    const path = `/api/admin/support/chats/${conversation.uuid}`;
    await api.as(operators.support).patch(path, { body: { status: 3 } });
    await api
      .as(writer)
      .post(`/api/v1/support/chats/${conversation.uuid}`, { body: { message: 'Not solved' } });
    const one = await api.as(writer).get(`/api/v1/support/chats/${conversation.uuid}`);
    expect(one.body.status).toBe(1);
  });

  it('answers 404 for an unknown conversation and 422 for an empty reply', async () => {
    const path = `/api/admin/support/chats/${randomUUID()}`;
    expect((await api.as(operators.support).get(path)).status).toBe(404);
    expect(
      (await api.as(operators.support).post(`${path}/messages`, { body: { message: 'hi' } })).status,
    ).toBe(404);
    expect((await api.as(operators.support).patch(path, { body: { status: 3 } })).status).toBe(404);
    const empty = await api.as(operators.support).post(`${path}/messages`, { body: { message: ' ' } });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors as object)).toEqual(['message']);
  });

  it('is closed to the content and fulfilment roles and to installers', async () => {
    for (const role of ['content', 'fulfilment'] as const) {
      expect((await api.as(operators[role]).get('/api/admin/support/chats')).status).toBe(403);
    }
    expect((await api.as(installer).get('/api/admin/support/chats')).status).toBe(403);
  });
});
