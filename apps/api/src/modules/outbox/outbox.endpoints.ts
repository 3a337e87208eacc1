import { defineEndpoint } from '@club/contract';
import { z } from 'zod';
import { OUTBOX_CHANNELS, OUTBOX_KINDS, OUTBOX_STATUSES } from '../../db/schema/outbox';

export const OutboxMessageSchema = z.object({
  id: z.uuid(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  /** Empty once delivered by another process, or by this one before a restart: the row keeps no text. */
  body: z.string(),
  kind: z.enum(OUTBOX_KINDS),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  error: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  sent_at: z.iso.datetime({ offset: true }).nullable(),
});

/**
 * ARCHITECTURE §4: outside production, the latest messages for one phone number or e-mail address,
 * newest first, so that people and browser tests can read one-time codes. Never registered in production.
 */
export const getDevOutbox = defineEndpoint({
  method: 'GET',
  path: '/dev/outbox',
  access: 'public',
  summary: 'Latest messages for a recipient (not in production)',
  query: z.object({ to: z.string().trim().min(3).max(320) }),
  response: { 200: z.array(OutboxMessageSchema) },
});
