import type { StatusTone } from './orders';

/** spec 03 §3, §4: support conversation status. */
export const CONVERSATION_STATUS = { INFO: 1, WARNING: 2, SUCCESS: 3 } as const;
export type ConversationStatus = (typeof CONVERSATION_STATUS)[keyof typeof CONVERSATION_STATUS];

export const CONVERSATION_STATUS_TONES: Record<ConversationStatus, StatusTone> = {
  1: 'info',
  2: 'warning',
  3: 'positive',
};

/** spec 03 §3: who wrote a message. */
export const MESSAGE_SENDERS = ['installer', 'admin'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

/** spec 03 §3: app type sent with a new conversation's info. */
export const APP_TYPE = 'pwa';

/**
 * Support chat limits (docs/decisions/027): a title and a message fit a phone screen or two; an installer
 * starts at most `conversationsPerHour` conversations in any hour (a reply in an open one is not limited:
 * the thread is where the conversation goes on). The thread is polled every `threadPollMs` while open.
 */
export const SUPPORT_LIMITS = {
  titleMaxLength: 120,
  messageMaxLength: 2000,
  conversationsPerHour: 5,
  conversationsWindowMs: 60 * 60 * 1000,
  threadPollMs: 4000,
  infoFieldMaxLength: 500,
} as const;

export const SUPPORT_MESSAGES = {
  titleRequired: 'Enter a subject.',
  messageRequired: 'Enter a message.',
  conversationNotFound: 'Conversation not found.',
  tooManyConversations: `You have started ${SUPPORT_LIMITS.conversationsPerHour} conversations in the last hour, the most allowed. Please write in one of them or try again later.`,
} as const;
