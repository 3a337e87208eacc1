import type { AdminSupportQuery, MessageSender } from '@club/contract';
import { and, asc, count, desc, eq, gte, ilike, min, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { supportConversations, supportMessages, type SupportInfoRow } from '../../db/schema/support';
import { users } from '../../db/schema/users';
import { pagedRows } from '../../lib/paging';

const c = supportConversations;
const sqlIncrement = sql`${supportConversations.messagesCount} + 1`;

const conversationColumns = {
  id: c.id,
  uuid: c.uuid,
  companyId: c.companyId,
  userId: c.userId,
  title: c.title,
  status: c.status,
  info: c.info,
  lastSender: c.lastSender,
  messagesCount: c.messagesCount,
  lastMessageAt: c.lastMessageAt,
  createdAt: c.createdAt,
};

const adminColumns = {
  ...conversationColumns,
  installerUuid: users.uuid,
  installerName: users.name,
  installerSurname: users.surname,
  companyUuid: companies.uuid,
  companyName: companies.name,
};

const messageColumns = {
  uuid: supportMessages.uuid,
  sender: supportMessages.sender,
  message: supportMessages.message,
  createdAt: supportMessages.createdAt,
};

export type ConversationRecord = Awaited<ReturnType<SupportRepository['findOwn']>> & {};
export type AdminConversationRecord = NonNullable<Awaited<ReturnType<SupportRepository['findForOperator']>>>;
export type MessageRecord = Awaited<ReturnType<SupportRepository['messages']>>[number];

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const SORT_COLUMNS = { last_message_at: c.lastMessageAt, created_at: c.createdAt } as const;

/** Support conversations and their messages (docs/decisions/027). */
export function createSupportRepository(db: Db) {
  return {
    /** The user id of a signed-in user still in the company, or null. */
    async userId(userUuid: string, companyId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.uuid, userUuid), eq(users.companyId, companyId)))
        .limit(1);
      return row?.id ?? null;
    },

    async listOwn(userId: number, window: { limit: number; offset: number }) {
      const where = eq(c.userId, userId);
      return pagedRows(
        db
          .select(conversationColumns)
          .from(c)
          .where(where)
          .orderBy(desc(c.lastMessageAt), desc(c.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ n: count() }).from(c).where(where),
      );
    },

    /** A conversation the user started (and only theirs); `forUpdate` locks it for a write. */
    async findOwn(userId: number, uuid: string, forUpdate = false) {
      const query = db
        .select(conversationColumns)
        .from(c)
        .where(and(eq(c.uuid, uuid), eq(c.userId, userId)))
        .limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      return row ?? null;
    },

    /** Locks the user's row: two conversations started at once are counted one after the other. */
    async lockUser(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    /** How many conversations the user started since `since`, and the earliest of them. */
    async startedSince(userId: number, since: Date) {
      const [row] = await db
        .select({ n: count(), first: min(c.createdAt) })
        .from(c)
        .where(and(eq(c.userId, userId), gte(c.createdAt, since)));
      return { count: Number(row?.n ?? 0), first: row?.first ?? null };
    },

    async insertConversation(values: {
      companyId: number;
      userId: number;
      title: string;
      info: SupportInfoRow;
      now: Date;
    }) {
      const [row] = await db
        .insert(c)
        .values({
          companyId: values.companyId,
          userId: values.userId,
          title: values.title,
          info: values.info,
          status: 1,
          lastSender: 'installer',
          messagesCount: 0,
          lastMessageAt: values.now,
          createdAt: values.now,
        })
        .returning(conversationColumns);
      if (!row) throw new Error('support conversation not inserted');
      return row;
    },

    /** Adds a message and moves the conversation on (its status, last sender and count). */
    async insertMessage(values: {
      conversationId: number;
      sender: MessageSender;
      operatorId: number | null;
      message: string;
      status: 1 | 2 | 3;
      now: Date;
    }) {
      const [row] = await db
        .insert(supportMessages)
        .values({
          conversationId: values.conversationId,
          sender: values.sender,
          operatorId: values.operatorId,
          message: values.message,
          createdAt: values.now,
        })
        .returning(messageColumns);
      if (!row) throw new Error('support message not inserted');
      await db
        .update(c)
        .set({
          status: values.status,
          lastSender: values.sender,
          lastMessageAt: values.now,
          messagesCount: sqlIncrement,
        })
        .where(eq(c.id, values.conversationId));
      return row;
    },

    async setStatus(conversationId: number, status: 1 | 2 | 3): Promise<void> {
      await db.update(c).set({ status }).where(eq(c.id, conversationId));
    },

    /** The thread, oldest first, at most `limit` messages (the latest ones when there are more). */
    async messages(conversationId: number, limit: number) {
      const rows = await db
        .select(messageColumns)
        .from(supportMessages)
        .where(eq(supportMessages.conversationId, conversationId))
        .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    async listForOperator(query: AdminSupportQuery) {
      const conditions: SQL[] = [];
      if (query.status !== undefined) conditions.push(eq(c.status, query.status));
      if (query.q) {
        const pattern = likePattern(query.q);
        const match = or(ilike(c.title, pattern), ilike(companies.name, pattern));
        if (match) conditions.push(match);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const direction = query.order === 'desc' ? desc : asc;
      const sortColumn = SORT_COLUMNS[query.sort ?? 'last_message_at'];
      const limit = query.limit;
      const offset = (query.page - 1) * query.limit;
      return pagedRows(
        db
          .select(adminColumns)
          .from(c)
          .innerJoin(users, eq(users.id, c.userId))
          .innerJoin(companies, eq(companies.id, c.companyId))
          .where(where)
          .orderBy(direction(sortColumn), asc(c.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(c).innerJoin(companies, eq(companies.id, c.companyId)).where(where),
      );
    },

    async findForOperator(uuid: string, forUpdate = false) {
      const query = db
        .select(adminColumns)
        .from(c)
        .innerJoin(users, eq(users.id, c.userId))
        .innerJoin(companies, eq(companies.id, c.companyId))
        .where(eq(c.uuid, uuid))
        .limit(1);
      const [row] = forUpdate ? await query.for('update', { of: c }) : await query;
      return row ?? null;
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
