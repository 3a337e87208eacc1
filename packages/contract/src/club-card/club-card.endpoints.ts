import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { UuidParamsSchema } from '../common/common.schemas';
import { OPERATOR_SECTIONS } from '../constants/operator-sections';
import {
  ClubCardDetailsSchema,
  ClubCardHistoryQuerySchema,
  ClubCardHistorySchema,
  CreateTopUpBodySchema,
  OrderClubCardBodySchema,
  TopUpSchema,
  VerifyClubCardBodySchema,
} from './club-card.schemas';
import {
  AdminClubCardListSchema,
  AdminClubCardQuerySchema,
  AdminClubCardSchema,
  AdminClubCardStatusBodySchema,
  AdminTopUpListSchema,
  AdminTopUpQuerySchema,
  AdminTopUpSchema,
  AdminTopUpSettleBodySchema,
} from './club-card-admin.schemas';

/**
 * spec 03 §7 GET club card details, for every signed-in user of the company: the shell reads the menu
 * tile and the home notice from it, the shop its banner, the club card screens their state.
 */
export const getClubCard = defineEndpoint({
  method: 'GET',
  path: '/v1/club-card',
  access: 'user',
  summary: "The company's club card, what it may do with it and the shell's flags",
  response: { 200: ClubCardDetailsSchema },
});

/**
 * /shop/club-card: orders the company's card (owner; refused in an emulated session). 201 with the
 * details; 200 with them for a repeat of the idempotency key. 409 with code club_card_region,
 * club_card_scans or club_card_ordered (CLUB_CARD_ERROR_CODES); 422 on `customer.<field>`.
 */
export const orderClubCard = defineEndpoint({
  method: 'POST',
  path: '/v1/club-card/order',
  access: 'owner',
  emulation: 'refused',
  summary: 'Orders the company’s club card',
  body: OrderClubCardBodySchema,
  response: { 201: ClubCardDetailsSchema, 200: ClubCardDetailsSchema, 409: ErrorSchema },
});

/**
 * spec 03 §7 PATCH verify club card: registers the received card by its serial, checked with the card
 * provider. 422 on `card_serial_number` (unknown to the provider, registered by any company already) or
 * `confirmed`; 409 club_card_not_ordered or club_card_verified; 503 card_provider_unavailable.
 */
export const verifyClubCard = defineEndpoint({
  method: 'PATCH',
  path: '/v1/club-card/verify',
  access: 'owner',
  emulation: 'refused',
  summary: 'Registers the received club card by its serial number',
  body: VerifyClubCardBodySchema,
  response: { 200: ClubCardDetailsSchema, 409: ErrorSchema },
});

/** spec 03 §7 GET club card history: the company's top-ups, newest first, 5 a page. */
export const listClubCardHistory = defineEndpoint({
  method: 'GET',
  path: '/v1/club-card/history',
  access: 'owner',
  summary: "The club card's top-ups",
  query: ClubCardHistoryQuerySchema,
  response: { 200: ClubCardHistorySchema },
});

/**
 * spec 03 §2 /club-card/transfer (owner; refused in an emulated session): reserves the points and asks
 * the card provider; 201 with the PENDING top-up, 200 with the first answer for a repeat of the key. 409
 * not_enough_points or club_card_not_active; 422 on `points`, `terms_accepted` or, with code
 * idempotency_key_reused, a key reused with another amount.
 */
export const createTopUp = defineEndpoint({
  method: 'POST',
  path: '/v1/club-card/top-ups',
  access: 'owner',
  emulation: 'refused',
  summary: 'Tops up the club card with points',
  body: CreateTopUpBodySchema,
  response: { 201: TopUpSchema, 200: TopUpSchema, 409: ErrorSchema },
});

const cards = { access: 'operator', operatorRoles: OPERATOR_SECTIONS.cards } as const;

export const listAdminClubCards = defineEndpoint({
  ...cards,
  method: 'GET',
  path: '/admin/club-cards',
  summary: 'Club cards of every company, filtered, sorted and paged',
  query: AdminClubCardQuerySchema,
  response: { 200: AdminClubCardListSchema },
});

/** Sets a card ACTIVE or BLOCKED by hand, with the reason (audited). The same status changes nothing. */
export const setAdminClubCardStatus = defineEndpoint({
  ...cards,
  method: 'POST',
  path: '/admin/club-cards/:id/status',
  summary: "Changes a club card's status, with the reason",
  params: UuidParamsSchema,
  body: AdminClubCardStatusBodySchema,
  response: { 200: AdminClubCardSchema, 404: ErrorSchema, 409: ErrorSchema },
});

export const listAdminTopUps = defineEndpoint({
  ...cards,
  method: 'GET',
  path: '/admin/club-card-top-ups',
  summary: 'Top-ups of every company by status and age',
  query: AdminTopUpQuerySchema,
  response: { 200: AdminTopUpListSchema },
});

/**
 * Answers a PENDING top-up by hand when the provider stays silent (audited): SUCCEEDED spends the
 * reserved points, REFUSED or REJECTED releases them. 409 top_up_not_pending when it has its answer.
 */
export const settleAdminTopUp = defineEndpoint({
  ...cards,
  method: 'POST',
  path: '/admin/club-card-top-ups/:id/settle',
  summary: 'Answers a pending top-up by hand, with the reason',
  params: UuidParamsSchema,
  body: AdminTopUpSettleBodySchema,
  response: { 200: AdminTopUpSchema, 404: ErrorSchema, 409: ErrorSchema },
});
