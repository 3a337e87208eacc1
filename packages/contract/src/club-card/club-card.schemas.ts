import { z } from 'zod';
import { PAGE_SIZES } from '../constants/limits';
import { CLUB_CARD, TOP_UP_STATUS } from '../constants/club-card';
import { ORDER_MESSAGES } from '../constants/orders';
import { FIELD_MESSAGES } from '../constants/messages';
import { DateTimeSchema, PageMetaSchema, UuidSchema } from '../common/common.schemas';

/*
 * spec 03 §2–§6: the prepaid club card of the one club card region. The company owner orders a card, the
 * card provider posts it, the owner registers it by its serial (verify), activates it in the provider's
 * app and tops it up with points. Every rule is the server's: the flags below are what it decided.
 */

/**
 * The card's life as the server keeps it. spec 03 §3 names ISSUED and ACTIVE; ORDERED (posted, not yet
 * registered), BLOCKED and EXPIRED are ours and count as inactive.
 */
export const CLUB_CARD_STATES = ['ORDERED', 'ISSUED', 'ACTIVE', 'BLOCKED', 'EXPIRED'] as const;
export type ClubCardStateValue = (typeof CLUB_CARD_STATES)[number];
/** The states an operator may set by hand (a card the provider reports active or blocked). */
export const CLUB_CARD_OPERATOR_STATES = ['ACTIVE', 'BLOCKED'] as const;

export const TOP_UP_STATUSES = [
  TOP_UP_STATUS.SUCCEEDED,
  TOP_UP_STATUS.PENDING,
  TOP_UP_STATUS.REFUSED,
  TOP_UP_STATUS.REJECTED,
] as const;
/** The answers that end a PENDING top-up. */
export const TOP_UP_FINAL_STATUSES = [
  TOP_UP_STATUS.SUCCEEDED,
  TOP_UP_STATUS.REFUSED,
  TOP_UP_STATUS.REJECTED,
] as const;
export type TopUpFinalStatus = (typeof TOP_UP_FINAL_STATUSES)[number];

/** spec 03 §5: the amounts a card can be topped up with, in points (the złoty amount is twice this). */
export const CLUB_CARD_TOP_UP_POINTS = [50, 100, 250, 500, 1000] as const;

export const CLUB_CARD_LIMITS = {
  serialMax: 32,
  /** A top-up older than this without the provider's answer shows in the back-office's queue. */
  stalePendingHours: 72,
} as const;

/** spec 03 §5, §8 and ours: the club card's messages; the apps translate them by code or text. */
export const CLUB_CARD_MESSAGES = {
  /** spec 03 §5: the confirmation checkbox of the verify form. */
  csnConfirmRequired: 'Confirm that you entered the correct CSN.',
  serialRequired: 'Enter the card serial number.',
  serialInvalid: 'The card serial number holds digits only.',
  cardNotFound: 'The card provider does not know a card with this serial number.',
  serialTaken: 'This card is registered already.',
  /** spec 03 §2: after a successful verification ('Weryfikacja karty … przebiegła pomyślnie!'). */
  verified: 'Club card verification was successful!',
  regionNotEligible: 'The club card is not offered in your region.',
  notEnoughScans: `Ordering the card needs at least ${CLUB_CARD.minScansThisYear} scanned windows this year.`,
  alreadyOrdered: 'The company has a club card or has ordered one already.',
  noCardOrdered: 'The company has not ordered a club card.',
  alreadyVerified: 'The club card is verified already.',
  cardNotActive: 'The card can be topped up only when it is active.',
  amountNotOffered: 'Choose one of the offered amounts.',
  termsRequired: 'Accept the terms of the top-up.',
  notEnoughPoints: ORDER_MESSAGES.notEnoughPoints,
  idempotencyKeyReused: 'This key was already used for another request.',
  topUpNotPending: 'The top-up has its answer already.',
  providerUnavailable: 'The card provider does not answer. Please try again later.',
  reasonRequired: 'Give the reason (3 to 500 characters).',
} as const;

/** The error codes particular to the club card (ERROR_CODES holds the shared ones). */
export const CLUB_CARD_ERROR_CODES = {
  /** 409: the company's region is not the club card region. */
  regionNotEligible: 'club_card_region',
  /** 409: fewer than 10 scanned windows this year. */
  notEnoughScans: 'club_card_scans',
  /** 409: a card is ordered or registered already. */
  alreadyOrdered: 'club_card_ordered',
  /** 409: verify without an ordered card. */
  noCardOrdered: 'club_card_not_ordered',
  /** 409: verify of a company whose card is registered. */
  alreadyVerified: 'club_card_verified',
  /** 409: a top-up of a card that is not ACTIVE. */
  cardNotActive: 'club_card_not_active',
  /** 409: the operator's answer to a top-up that has one already. */
  topUpNotPending: 'top_up_not_pending',
  /** 503: the card provider did not answer in time. */
  providerUnavailable: 'card_provider_unavailable',
} as const;

/** spec 03 §3: an amount in points and in the region's currency (1 point = 2 zł). */
export const ClubCardAmountSchema = z.object({
  points: z.number().int(),
  local: z.number(),
  currency: z.string(),
});
export type ClubCardAmount = z.infer<typeof ClubCardAmountSchema>;

/** spec 03 §3 currentCard: the registered card; the serial shows its last 4 digits only. */
export const ClubCardSchema = z
  .object({
    uuid: UuidSchema,
    status: z.enum(CLUB_CARD_STATES),
    /** e.g. '••••••3456'; null before the card is registered. */
    serial_masked: z.string().nullable(),
    ordered_at: DateTimeSchema,
    verified_at: DateTimeSchema.nullable(),
  })
  .meta({ id: 'ClubCard' });
export type ClubCard = z.infer<typeof ClubCardSchema>;

/** Why the order page's button is disabled (spec 03 §5); null when the company may order. */
export const ClubCardOrderBlockSchema = z.enum(['region', 'scans', 'ordered', 'role']).nullable();

/** The one notice the home screen shows about the card, if any. */
export const ClubCardNoticeSchema = z.enum(['order', 'verify', 'activate', 'inactive']).nullable();

/**
 * spec 03 §7 GET club card details, widened with what the shell needs: `menu_tile` (the owner's menu
 * shows the club card tile: an owner whose company has a registered card), `offer` (the shop banner and
 * the order page: the club card region and no card, spec 03 §6), the order rule's figures and the
 * amounts a top-up may take. `currentCard` is null until a card is registered (the home redirects to
 * verify); `ordered_card` is the posted card waiting for its serial.
 */
export const ClubCardDetailsSchema = z
  .object({
    region: z.string(),
    offer: z.boolean(),
    can_order: z.boolean(),
    order_blocked_by: ClubCardOrderBlockSchema,
    scans_this_year: z.number().int().min(0),
    min_scans_this_year: z.number().int(),
    ordered_card: ClubCardSchema.nullable(),
    currentCard: ClubCardSchema.nullable(),
    needs_verification: z.boolean(),
    can_top_up: z.boolean(),
    menu_tile: z.boolean(),
    notice: ClubCardNoticeSchema,
    /** Points the company may spend now (the balance, reservations already taken out). */
    points_available: z.number().int(),
    top_up_amounts: z.array(ClubCardAmountSchema.extend({ affordable: z.boolean() })),
  })
  .meta({ id: 'ClubCardDetails' });
export type ClubCardDetails = z.infer<typeof ClubCardDetailsSchema>;

const text = (max: number, message: string = FIELD_MESSAGES.required) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, FIELD_MESSAGES.tooLong);

/** spec 03 §3 top-up order customer: where the card goes and who holds it. The country is the region's. */
export const ClubCardCustomerSchema = z
  .strictObject({
    name: text(100, FIELD_MESSAGES.nameRequired),
    surname: text(100, FIELD_MESSAGES.surnameRequired),
    email: z.email({ error: FIELD_MESSAGES.emailInvalid }).max(254, FIELD_MESSAGES.tooLong),
    phone: text(30, FIELD_MESSAGES.phoneRequired),
    company_name: text(150, FIELD_MESSAGES.companyNameRequired),
    street: text(150, FIELD_MESSAGES.addressRequired),
    /** spec 03 §5: fixed to '1' on top-ups; the card's delivery address gives its own. */
    house_number: text(20, FIELD_MESSAGES.houseNumberRequired),
    city: text(100, FIELD_MESSAGES.cityRequired),
    postal_code: text(20, FIELD_MESSAGES.postalCodeRequired),
  })
  .meta({ id: 'ClubCardCustomer' });
export type ClubCardCustomer = z.infer<typeof ClubCardCustomerSchema>;

/**
 * /shop/club-card: orders the company's card. `idempotency_key` is made once per order page: the same key
 * answers the first answer again.
 */
export const OrderClubCardBodySchema = z
  .strictObject({
    idempotency_key: UuidSchema,
    customer: ClubCardCustomerSchema,
  })
  .meta({ id: 'OrderClubCardBody' });
export type OrderClubCardBody = z.infer<typeof OrderClubCardBodySchema>;

/**
 * spec 03 §2, §5, §7 PATCH verify club card: the serial (the hint says 10 digits; spaces are dropped) and
 * the confirmation checkbox, which the server requires too.
 */
export const VerifyClubCardBodySchema = z
  .strictObject({
    card_serial_number: z
      .string({ error: CLUB_CARD_MESSAGES.serialRequired })
      .transform((s) => s.replace(/[\s-]/g, ''))
      .pipe(
        z
          .string()
          .min(1, { error: CLUB_CARD_MESSAGES.serialRequired, abort: true })
          .max(CLUB_CARD_LIMITS.serialMax, FIELD_MESSAGES.tooLong)
          .regex(/^\d+$/, CLUB_CARD_MESSAGES.serialInvalid),
      ),
    confirmed: z.literal(true, { error: CLUB_CARD_MESSAGES.csnConfirmRequired }),
  })
  .meta({ id: 'VerifyClubCardBody' });
export type VerifyClubCardBody = z.input<typeof VerifyClubCardBodySchema>;

/** spec 03 §7 GET club card history: 5 a page. */
export const ClubCardHistoryQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.clubCardHistory),
});

/** spec 03 §3 club card history entry. */
export const TopUpSchema = z
  .object({
    uuid: UuidSchema,
    dateTime: DateTimeSchema,
    status: z.enum(TOP_UP_STATUSES),
    amount: ClubCardAmountSchema,
  })
  .meta({ id: 'TopUp' });
export type TopUp = z.infer<typeof TopUpSchema>;

export const ClubCardHistorySchema = z
  .object({ data: z.array(TopUpSchema), meta: PageMetaSchema })
  .meta({ id: 'ClubCardHistory' });

/**
 * spec 03 §2 /club-card/transfer: an offered amount in points and the terms ticked. The points are
 * reserved at once; the top-up stays PENDING until the card provider answers.
 */
export const CreateTopUpBodySchema = z
  .strictObject({
    idempotency_key: UuidSchema,
    points: z
      .number({ error: CLUB_CARD_MESSAGES.amountNotOffered })
      .int(CLUB_CARD_MESSAGES.amountNotOffered)
      .refine(
        (p) => (CLUB_CARD_TOP_UP_POINTS as readonly number[]).includes(p),
        CLUB_CARD_MESSAGES.amountNotOffered,
      ),
    terms_accepted: z.literal(true, { error: CLUB_CARD_MESSAGES.termsRequired }),
  })
  .meta({ id: 'CreateTopUpBody' });
export type CreateTopUpBody = z.infer<typeof CreateTopUpBodySchema>;
