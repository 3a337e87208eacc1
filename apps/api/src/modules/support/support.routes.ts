import {
  createSupportConversation,
  createSupportMessage,
  getAdminSupportConversation,
  getSupportConversation,
  listAdminSupportConversations,
  listSupportConversations,
  listSupportMessages,
  replyAdminSupportConversation,
  setAdminSupportConversationStatus,
} from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { OperatorActor } from '../operators/admin-settings.service';
import type { SupportAdminService } from './support-admin.service';
import type { SupportService } from './support.service';

/** spec 03 §7 support chat calls of the app, and the back-office's (roles admin and support). */
export function registerSupportRoutes(
  app: FastifyInstance,
  deps: { support: SupportService; supportAdmin: SupportAdminService },
): void {
  route(app, listSupportConversations, ({ principal, query }) => deps.support.list(principal, query));
  route(app, createSupportConversation, async ({ principal, body, reply }) => {
    const conversation = await deps.support.start(principal, body);
    reply.code(201);
    return conversation;
  });
  route(app, getSupportConversation, ({ principal, params }) => deps.support.get(principal, params.id));
  route(app, listSupportMessages, ({ principal, params, query }) =>
    deps.support.messages(principal, params.id, query.limit),
  );
  route(app, createSupportMessage, async ({ principal, params, body, reply }) => {
    const message = await deps.support.reply(principal, params.id, body.message);
    reply.code(201);
    return message;
  });

  const actorOf = (principal: Omit<OperatorActor, 'requestId'>, requestId: string): OperatorActor => ({
    operatorUuid: principal.operatorUuid,
    role: principal.role,
    requestId,
  });
  route(app, listAdminSupportConversations, ({ query }) => deps.supportAdmin.list(query));
  route(app, getAdminSupportConversation, ({ params }) => deps.supportAdmin.get(params.id));
  route(app, replyAdminSupportConversation, async ({ principal, params, body, request, reply }) => {
    const message = await deps.supportAdmin.reply(actorOf(principal, request.id), params.id, body.message);
    reply.code(201);
    return message;
  });
  route(app, setAdminSupportConversationStatus, ({ principal, params, body, request }) =>
    deps.supportAdmin.setStatus(actorOf(principal, request.id), params.id, body.status),
  );
}
