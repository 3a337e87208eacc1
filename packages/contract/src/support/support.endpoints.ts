import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { UuidParamsSchema } from '../common/common.schemas';
import {
  NewSupportConversationSchema,
  NewSupportMessageSchema,
  SupportConversationListSchema,
  SupportConversationSchema,
  SupportConversationsQuerySchema,
  SupportMessageListSchema,
  SupportMessageSchema,
  SupportMessagesQuerySchema,
} from './support.schemas';

/** spec 03 §7 GET support chats: the caller's own conversations, the latest message first. */
export const listSupportConversations = defineEndpoint({
  method: 'GET',
  path: '/v1/support/chats',
  access: 'user',
  summary: "The signed-in user's support conversations",
  query: SupportConversationsQuerySchema,
  response: { 200: SupportConversationListSchema },
});

/** spec 03 §7 POST support chat: a conversation with its first message; 429 beyond the hourly limit. */
export const createSupportConversation = defineEndpoint({
  method: 'POST',
  path: '/v1/support/chats',
  access: 'user',
  summary: 'Starts a support conversation',
  body: NewSupportConversationSchema,
  response: { 201: SupportConversationSchema, 429: ErrorSchema },
});

/** spec 03 §7 GET support chat {uuid}: someone else's conversation answers 404. */
export const getSupportConversation = defineEndpoint({
  method: 'GET',
  path: '/v1/support/chats/:id',
  access: 'user',
  summary: 'One support conversation',
  params: UuidParamsSchema,
  response: { 200: SupportConversationSchema, 404: ErrorSchema },
});

/** spec 03 §7 GET support chat {uuid} messages: the thread, oldest first, up to `limit` (1000). */
export const listSupportMessages = defineEndpoint({
  method: 'GET',
  path: '/v1/support/chats/:id/messages',
  access: 'user',
  summary: "A support conversation's messages, oldest first",
  params: UuidParamsSchema,
  query: SupportMessagesQuerySchema,
  response: { 200: SupportMessageListSchema, 404: ErrorSchema },
});

/** spec 03 §7 POST support chat {uuid}: the installer's reply; a closed conversation opens again. */
export const createSupportMessage = defineEndpoint({
  method: 'POST',
  path: '/v1/support/chats/:id',
  access: 'user',
  summary: 'Replies in a support conversation',
  params: UuidParamsSchema,
  body: NewSupportMessageSchema,
  response: { 201: SupportMessageSchema, 404: ErrorSchema },
});
