import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { UuidParamsSchema } from '../common/common.schemas';
import { OPERATOR_SECTIONS } from '../constants/operator-sections';
import { SupportMessageSchema } from '../support/support.schemas';
import {
  AdminSupportConversationListSchema,
  AdminSupportConversationSchema,
  AdminSupportQuerySchema,
  AdminSupportReplySchema,
  AdminSupportStatusSchema,
  AdminSupportThreadSchema,
} from './support-admin.schemas';

/** Back-office: every company's support conversations, by status and age. */
export const listAdminSupportConversations = defineEndpoint({
  method: 'GET',
  path: '/admin/support/chats',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.support,
  summary: 'Support conversations with their company and device info',
  query: AdminSupportQuerySchema,
  response: { 200: AdminSupportConversationListSchema },
});

export const getAdminSupportConversation = defineEndpoint({
  method: 'GET',
  path: '/admin/support/chats/:id',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.support,
  summary: 'One support conversation with its messages',
  params: UuidParamsSchema,
  response: { 200: AdminSupportThreadSchema, 404: ErrorSchema },
});

/** Support's reply: the installer gets a notification linking to the conversation. Audited. */
export const replyAdminSupportConversation = defineEndpoint({
  method: 'POST',
  path: '/admin/support/chats/:id/messages',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.support,
  summary: "Writes support's reply in a conversation",
  params: UuidParamsSchema,
  body: AdminSupportReplySchema,
  response: { 201: SupportMessageSchema, 404: ErrorSchema },
});

/** Close (status 3) or reopen (status 1) a conversation. Audited. */
export const setAdminSupportConversationStatus = defineEndpoint({
  method: 'PATCH',
  path: '/admin/support/chats/:id',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.support,
  summary: 'Closes or reopens a support conversation',
  params: UuidParamsSchema,
  body: AdminSupportStatusSchema,
  response: { 200: AdminSupportConversationSchema, 404: ErrorSchema },
});
