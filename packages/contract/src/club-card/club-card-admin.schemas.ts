import { z } from 'zod';
import { listQuery } from '../common/list-query';
import { DateTimeSchema, PageMetaSchema, UuidSchema } from '../common/common.schemas';
import {
  CLUB_CARD_MESSAGES,
  CLUB_CARD_OPERATOR_STATES,
  CLUB_CARD_STATES,
  ClubCardAmountSchema,
  TOP_UP_FINAL_STATUSES,
  TOP_UP_STATUSES,
} from './club-card.schemas';

/*
 * The back-office's club cards (section `cards`: admin and fulfilment): every company's cards, the top-ups
 * waiting for the card provider, and the hand-made answers when the provider stays silent. Each change
 * names its reason and is written to the audit log.
 */

const CompanyRefSchema = z.object({ uuid: UuidSchema, name: z.string() });

const reason = z
  .string({ error: CLUB_CARD_MESSAGES.reasonRequired })
  .trim()
  .min(3, CLUB_CARD_MESSAGES.reasonRequired)
  .max(500, CLUB_CARD_MESSAGES.reasonRequired);

export const ADMIN_CLUB_CARD_SORTS = ['ordered_at', 'status'] as const;
export const ADMIN_TOP_UP_SORTS = ['created_at', 'points', 'status'] as const;

/** `q` matches the company's name or the card serial's last digits; `company` is one company's uuid. */
export const AdminClubCardQuerySchema = listQuery(ADMIN_CLUB_CARD_SORTS, {
  q: z.string().trim().max(100).optional(),
  status: z.enum(CLUB_CARD_STATES).optional(),
  company: UuidSchema.optional(),
});
export type AdminClubCardQuery = z.infer<typeof AdminClubCardQuerySchema>;

export const AdminClubCardSchema = z
  .object({
    uuid: UuidSchema,
    company: CompanyRefSchema,
    status: z.enum(CLUB_CARD_STATES),
    serial_masked: z.string().nullable(),
    /** The provider's own reference of the card, once issued. */
    provider_reference: z.string().nullable(),
    ordered_at: DateTimeSchema,
    verified_at: DateTimeSchema.nullable(),
    /** Delivery address and holder, as the owner gave them. */
    holder: z.string(),
    address: z.string(),
  })
  .meta({ id: 'AdminClubCard' });
export type AdminClubCard = z.infer<typeof AdminClubCardSchema>;

export const AdminClubCardListSchema = z
  .object({ data: z.array(AdminClubCardSchema), meta: PageMetaSchema })
  .meta({ id: 'AdminClubCardList' });

/** A card the provider reports active or blocked, set by hand. */
export const AdminClubCardStatusBodySchema = z
  .strictObject({ status: z.enum(CLUB_CARD_OPERATOR_STATES), reason })
  .meta({ id: 'AdminClubCardStatusBody' });
export type AdminClubCardStatusBody = z.infer<typeof AdminClubCardStatusBodySchema>;

/**
 * `older_than_hours`: only top-ups at least that old (the queue of silent answers uses
 * CLUB_CARD_LIMITS.stalePendingHours with status PENDING).
 */
export const AdminTopUpQuerySchema = listQuery(ADMIN_TOP_UP_SORTS, {
  status: z.enum(TOP_UP_STATUSES).optional(),
  company: UuidSchema.optional(),
  older_than_hours: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 366)
    .optional(),
});
export type AdminTopUpQuery = z.infer<typeof AdminTopUpQuerySchema>;

export const AdminTopUpSchema = z
  .object({
    uuid: UuidSchema,
    company: CompanyRefSchema,
    card_serial_masked: z.string().nullable(),
    status: z.enum(TOP_UP_STATUSES),
    amount: ClubCardAmountSchema,
    provider_reference: z.string().nullable(),
    created_at: DateTimeSchema,
    settled_at: DateTimeSchema.nullable(),
    /** 'provider' for the provider's answer; the operator's name for a hand-made one. */
    settled_by: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'AdminTopUp' });
export type AdminTopUp = z.infer<typeof AdminTopUpSchema>;

export const AdminTopUpListSchema = z
  .object({ data: z.array(AdminTopUpSchema), meta: PageMetaSchema })
  .meta({ id: 'AdminTopUpList' });

/**
 * The operator's answer to a PENDING top-up: SUCCEEDED spends the reserved points, REFUSED or REJECTED
 * gives them back, exactly once whoever answers first (the provider or an operator).
 */
export const AdminTopUpSettleBodySchema = z
  .strictObject({ status: z.enum(TOP_UP_FINAL_STATUSES), reason })
  .meta({ id: 'AdminTopUpSettleBody' });
export type AdminTopUpSettleBody = z.infer<typeof AdminTopUpSettleBodySchema>;
