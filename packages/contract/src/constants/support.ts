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
