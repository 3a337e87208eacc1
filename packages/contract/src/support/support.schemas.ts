import { z } from 'zod';
import { DateTimeSchema, PageQuerySchema, UuidSchema, paged } from '../common/common.schemas';
import { FIELD_MESSAGES } from '../constants/messages';
import { MESSAGE_SENDERS, SUPPORT_LIMITS, SUPPORT_MESSAGES } from '../constants/support';
import { PAGE_SIZES } from '../constants/limits';

/** spec 03 §4: 1 info (in progress), 2 warning, 3 success (closed). */
export const ConversationStatusSchema = z.literal([1, 2, 3]);

/** spec 03 §3 Support conversation. */
export const SupportConversationSchema = z
  .object({
    uuid: UuidSchema,
    title: z.string(),
    status: ConversationStatusSchema,
    created_at: DateTimeSchema,
    /** When the last message was written (the list's order, newest first). */
    last_message_at: DateTimeSchema,
  })
  .meta({ id: 'SupportConversation' });
export type SupportConversation = z.infer<typeof SupportConversationSchema>;

export const SupportConversationListSchema = paged(SupportConversationSchema).meta({
  id: 'SupportConversationList',
});
export type SupportConversationList = z.infer<typeof SupportConversationListSchema>;

/** spec 03 §3 Message: plain text, shown as text (never HTML). */
export const SupportMessageSchema = z
  .object({
    uuid: UuidSchema,
    sender: z.enum(MESSAGE_SENDERS),
    message: z.string(),
    created_at: DateTimeSchema,
  })
  .meta({ id: 'SupportMessage' });
export type SupportMessage = z.infer<typeof SupportMessageSchema>;

export const SupportMessageListSchema = z
  .object({ data: z.array(SupportMessageSchema) })
  .meta({ id: 'SupportMessageList' });
export type SupportMessageList = z.infer<typeof SupportMessageListSchema>;

/** spec 03 §7 GET support chats: limit, page, installer_uuid (the caller's own; anyone else's is empty). */
export const SupportConversationsQuerySchema = PageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.supportChats),
  installer_uuid: UuidSchema.optional(),
});
export type SupportConversationsQuery = z.infer<typeof SupportConversationsQuerySchema>;

/** spec 03 §7 GET support chat messages: limit=1000, the most a thread holds per fetch. */
export const SupportMessagesQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZES.supportMessages).default(PAGE_SIZES.supportMessages),
});
export type SupportMessagesQuery = z.infer<typeof SupportMessagesQuerySchema>;

const messageText = z
  .string({ error: SUPPORT_MESSAGES.messageRequired })
  .trim()
  .min(1, { error: SUPPORT_MESSAGES.messageRequired, abort: true })
  .max(SUPPORT_LIMITS.messageMaxLength, FIELD_MESSAGES.tooLong);

const infoText = z.string().trim().max(SUPPORT_LIMITS.infoFieldMaxLength, FIELD_MESSAGES.tooLong);

/**
 * spec 03 §3 New conversation payload: `info` tells support what the installer uses (language,
 * hostname, region slug, app version, app type and the browser's user agent).
 */
export const SupportInfoSchema = z
  .strictObject({
    language: infoText,
    hostname: infoText,
    region: infoText,
    appVersion: infoText,
    appType: infoText,
    userAgent: infoText,
  })
  .meta({ id: 'SupportInfo' });
export type SupportInfo = z.infer<typeof SupportInfoSchema>;

export const NewSupportConversationSchema = z
  .strictObject({
    title: z
      .string({ error: SUPPORT_MESSAGES.titleRequired })
      .trim()
      .min(1, { error: SUPPORT_MESSAGES.titleRequired, abort: true })
      .max(SUPPORT_LIMITS.titleMaxLength, FIELD_MESSAGES.tooLong),
    body: messageText,
    info: SupportInfoSchema,
  })
  .meta({ id: 'NewSupportConversation' });
export type NewSupportConversation = z.infer<typeof NewSupportConversationSchema>;

/** spec 03 §7 POST support chat {uuid}: a reply in the thread. */
export const NewSupportMessageSchema = z
  .strictObject({ message: messageText })
  .meta({ id: 'NewSupportMessage' });
export type NewSupportMessage = z.infer<typeof NewSupportMessageSchema>;
