import {
  LINKED_NOTIFICATION_EVENTS,
  PAGE_SIZES,
  SUPPORT_MESSAGES,
  type AdminSupportConversation,
  type AdminSupportConversationList,
  type AdminSupportQuery,
  type AdminSupportThread,
  type SupportMessage,
} from '@club/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageMeta } from '../../lib/paging';
import type { NotificationsService } from '../notifications/notifications.service';
import type { OperatorActor } from '../operators/admin-settings.service';
import type { AuditService } from '../operators/audit.service';
import { createSupportRepository, type AdminConversationRecord } from './support.repository';
import { toConversation, toMessage } from './support.service';

const toAdminConversation = (row: AdminConversationRecord): AdminSupportConversation => ({
  ...toConversation(row),
  last_sender: row.lastSender as AdminSupportConversation['last_sender'],
  messages_count: row.messagesCount,
  installer: { uuid: row.installerUuid, name: row.installerName, surname: row.installerSurname },
  company: { uuid: row.companyUuid, name: row.companyName },
  info: row.info,
});

const notFound = () => AppError.notFound(SUPPORT_MESSAGES.conversationNotFound);

/** Back-office support chat (roles admin and support): every write is audited in its transaction. */
export function createSupportAdminService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  notifications: NotificationsService;
}) {
  const repository = createSupportRepository(deps.db);

  async function operatorIdOf(actor: OperatorActor): Promise<number> {
    const id = await deps.audit.operatorId(actor.operatorUuid);
    if (id === null) throw AppError.unauthorized();
    return id;
  }

  return {
    async list(query: AdminSupportQuery): Promise<AdminSupportConversationList> {
      const { rows, total } = await repository.listForOperator(query);
      return { data: rows.map(toAdminConversation), meta: pageMeta(query, total) };
    },

    async get(uuid: string): Promise<AdminSupportThread> {
      const row = await repository.findForOperator(uuid);
      if (!row) throw notFound();
      const messages = await repository.messages(row.id, PAGE_SIZES.supportMessages);
      return { conversation: toAdminConversation(row), messages: messages.map(toMessage) };
    },

    /**
     * Support's reply (status 2, answered): the installer who started the conversation gets a
     * notification linking to it (spec 02 §2 support_chat_reply).
     */
    async reply(actor: OperatorActor, uuid: string, message: string): Promise<SupportMessage> {
      const operatorId = await operatorIdOf(actor);
      return deps.db.transaction(async (tx) => {
        const repo = createSupportRepository(tx);
        const row = await repo.findForOperator(uuid, true);
        if (!row) throw notFound();
        const written = await repo.insertMessage({
          conversationId: row.id,
          sender: 'admin',
          operatorId,
          message,
          status: 2,
          now: deps.clock.now(),
        });
        await deps.notifications.notifyUser(tx, row.userId, {
          companyId: row.companyId,
          event: LINKED_NOTIFICATION_EVENTS.SUPPORT_CHAT_REPLY,
          ticketUuid: row.uuid,
          title: 'Support replied',
          text: `Support replied in the conversation "${row.title}".`,
          params: { title: row.title },
        });
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'support.reply',
          targetType: 'support_conversation',
          targetId: row.uuid,
          data: { message_uuid: written.uuid },
          before: { status: row.status },
          after: { status: 2 },
          requestId: actor.requestId,
        });
        return toMessage(written);
      });
    },

    /** Close (3) or reopen (1). */
    async setStatus(actor: OperatorActor, uuid: string, status: 1 | 3): Promise<AdminSupportConversation> {
      const operatorId = await operatorIdOf(actor);
      return deps.db.transaction(async (tx) => {
        const repo = createSupportRepository(tx);
        const row = await repo.findForOperator(uuid, true);
        if (!row) throw notFound();
        await repo.setStatus(row.id, status);
        await deps.audit.recordIn(tx, {
          operatorId,
          action: status === 3 ? 'support.close' : 'support.reopen',
          targetType: 'support_conversation',
          targetId: row.uuid,
          data: null,
          before: { status: row.status },
          after: { status },
          requestId: actor.requestId,
        });
        return toAdminConversation({ ...row, status });
      });
    },
  };
}

export type SupportAdminService = ReturnType<typeof createSupportAdminService>;
