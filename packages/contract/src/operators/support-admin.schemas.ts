import { z } from 'zod';
import { DateTimeSchema, UuidSchema, paged } from '../common/common.schemas';
import { listQuery } from '../common/list-query';
import {
  ConversationStatusSchema,
  NewSupportMessageSchema,
  SupportInfoSchema,
  SupportMessageSchema,
} from '../support/support.schemas';

/** Back-office: a support conversation with who wrote it, their company and the device they use. */
export const AdminSupportConversationSchema = z
  .object({
    uuid: UuidSchema,
    title: z.string(),
    status: ConversationStatusSchema,
    created_at: DateTimeSchema,
    last_message_at: DateTimeSchema,
    /** Who wrote last: a conversation whose last word is the installer's waits for support. */
    last_sender: z.enum(['installer', 'admin']),
    messages_count: z.number().int().nonnegative(),
    installer: z.object({ uuid: UuidSchema, name: z.string(), surname: z.string() }),
    company: z.object({ uuid: UuidSchema, name: z.string() }),
    info: SupportInfoSchema,
  })
  .meta({ id: 'AdminSupportConversation' });
export type AdminSupportConversation = z.infer<typeof AdminSupportConversationSchema>;

export const AdminSupportConversationListSchema = paged(AdminSupportConversationSchema).meta({
  id: 'AdminSupportConversationList',
});
export type AdminSupportConversationList = z.infer<typeof AdminSupportConversationListSchema>;

export const SUPPORT_ADMIN_SORTS = ['last_message_at', 'created_at'] as const;

/** By status (1 open, 2 answered, 3 closed) and age (oldest waiting first by default on the screen). */
export const AdminSupportQuerySchema = listQuery(SUPPORT_ADMIN_SORTS, {
  status: z.coerce.number().pipe(ConversationStatusSchema).optional(),
  /** Part of the title or the company's name. */
  q: z.string().trim().max(100).optional(),
});
export type AdminSupportQuery = z.infer<typeof AdminSupportQuerySchema>;

/** One conversation with its thread (up to 1000 messages, oldest first). */
export const AdminSupportThreadSchema = z
  .object({
    conversation: AdminSupportConversationSchema,
    messages: z.array(SupportMessageSchema),
  })
  .meta({ id: 'AdminSupportThread' });
export type AdminSupportThread = z.infer<typeof AdminSupportThreadSchema>;

export const AdminSupportReplySchema = NewSupportMessageSchema;
export type AdminSupportReply = z.infer<typeof AdminSupportReplySchema>;

/** Close (3) or reopen (1) a conversation. */
export const AdminSupportStatusSchema = z
  .strictObject({ status: z.literal([1, 3]) })
  .meta({ id: 'AdminSupportStatus' });
export type AdminSupportStatus = z.infer<typeof AdminSupportStatusSchema>;
