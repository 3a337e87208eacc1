import {
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  type NewSupportConversation,
  type SupportConversation,
  type SupportConversationList,
  type SupportConversationsQuery,
  type SupportMessage,
  type SupportMessageList,
} from '@club/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageMeta, pageWindow } from '../../lib/paging';
import { createSupportRepository, type ConversationRecord, type MessageRecord } from './support.repository';

/** Who is asking: the signed-in user of a company (the access token's principal). */
export interface SupportCaller {
  userUuid: string;
  companyId: number;
}

export const toConversation = (row: Omit<ConversationRecord, 'info'>): SupportConversation => ({
  uuid: row.uuid,
  title: row.title,
  status: row.status as SupportConversation['status'],
  created_at: row.createdAt.toISOString(),
  last_message_at: row.lastMessageAt.toISOString(),
});

export const toMessage = (row: MessageRecord): SupportMessage => ({
  uuid: row.uuid,
  sender: row.sender as SupportMessage['sender'],
  message: row.message,
  created_at: row.createdAt.toISOString(),
});

const notFound = () => AppError.notFound(SUPPORT_MESSAGES.conversationNotFound);

/**
 * spec 03 §2 /support/chat: an installer's conversations with support. Each one is seen by the user who
 * started it only, the owner included (docs/decisions/027); anyone else's answers 404.
 */
export function createSupportService(deps: { db: Db; clock: Clock }) {
  const repository = createSupportRepository(deps.db);

  async function userIdOf(caller: SupportCaller): Promise<number> {
    const id = await repository.userId(caller.userUuid, caller.companyId);
    if (id === null) throw AppError.unauthorized();
    return id;
  }

  async function own(caller: SupportCaller, uuid: string): Promise<ConversationRecord> {
    const row = await repository.findOwn(await userIdOf(caller), uuid);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(caller: SupportCaller, query: SupportConversationsQuery): Promise<SupportConversationList> {
      // spec 03 §7 installer_uuid: the caller's own list; asking for someone else's finds nothing.
      if (query.installer_uuid !== undefined && query.installer_uuid !== caller.userUuid) {
        return { data: [], meta: pageMeta(query, 0) };
      }
      const { rows, total } = await repository.listOwn(await userIdOf(caller), pageWindow(query));
      return { data: rows.map(toConversation), meta: pageMeta(query, total) };
    },

    /** A new conversation with its first message, within SUPPORT_LIMITS.conversationsPerHour (429). */
    async start(caller: SupportCaller, body: NewSupportConversation): Promise<SupportConversation> {
      const userId = await userIdOf(caller);
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const repo = createSupportRepository(tx);
        await repo.lockUser(userId);
        const windowMs = SUPPORT_LIMITS.conversationsWindowMs;
        const recent = await repo.startedSince(userId, new Date(now.getTime() - windowMs));
        if (recent.count >= SUPPORT_LIMITS.conversationsPerHour) {
          const retryMs = recent.first ? recent.first.getTime() + windowMs - now.getTime() : windowMs;
          throw AppError.tooManyRequests(SUPPORT_MESSAGES.tooManyConversations, Math.max(1000, retryMs));
        }
        const conversation = await repo.insertConversation({
          companyId: caller.companyId,
          userId,
          title: body.title,
          info: body.info,
          now,
        });
        await repo.insertMessage({
          conversationId: conversation.id,
          sender: 'installer',
          operatorId: null,
          message: body.body,
          status: 1,
          now,
        });
        return toConversation(conversation);
      });
    },

    async get(caller: SupportCaller, uuid: string): Promise<SupportConversation> {
      return toConversation(await own(caller, uuid));
    },

    async messages(caller: SupportCaller, uuid: string, limit: number): Promise<SupportMessageList> {
      const conversation = await own(caller, uuid);
      const rows = await repository.messages(conversation.id, limit);
      return { data: rows.map(toMessage) };
    },

    /** The installer's reply: the conversation waits for support again (status 1), a closed one reopens. */
    async reply(caller: SupportCaller, uuid: string, message: string): Promise<SupportMessage> {
      const userId = await userIdOf(caller);
      return deps.db.transaction(async (tx) => {
        const repo = createSupportRepository(tx);
        const conversation = await repo.findOwn(userId, uuid, true);
        if (!conversation) throw notFound();
        const row = await repo.insertMessage({
          conversationId: conversation.id,
          sender: 'installer',
          operatorId: null,
          message,
          status: 1,
          now: deps.clock.now(),
        });
        return toMessage(row);
      });
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
