import { z } from 'zod';
import { ERROR_CODES } from '../http/errors';
import { SessionSchema } from '../auth/auth.schemas';
import { DateTimeSchema, UuidSchema } from '../common/common.schemas';
import { EmailSchema } from '../common/contact.schemas';
import { OPERATOR_SECTIONS } from '../constants/operator-sections';
import { EMULATION_QUERY_PARAM } from '../constants/sessions';

/**
 * ARCHITECTURE §4 Emulation: the operator roles that may open a user's session. The spec names no roles;
 * support needs it to see what a caller sees, admin can do everything. Content and fulfilment staff
 * have no business inside an installer's account.
 */
export const EMULATION_OPERATOR_ROLES = OPERATOR_SECTIONS.emulation;

/**
 * How long an emulated session may live, counted from the exchange. The spec is silent; a working day
 * instead of the 30 days of a sign-in, because nobody should stay inside another person's account.
 */
export const EMULATED_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** The wording is ours (spec 01 §6 names the mode, not its messages). */
export const EMULATION_MESSAGES = {
  /** ARCHITECTURE §4: orders, top-ups, team and company changes are refused in an emulated session. */
  refused: 'Not available while emulating a user.',
  ticketInvalid: 'This test session link is invalid, used or expired.',
  userNotActive: 'This user is not active and cannot be emulated.',
} as const;

/** The `code` of the 403 answer to a refused call, which the web translates. */
export const EMULATION_REFUSED_CODE = ERROR_CODES.emulationRefused;

/** 32 random bytes in base64url: 43 characters without padding. */
export const EMULATION_TICKET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const EmulationTicketValueSchema = z
  .string({ error: EMULATION_MESSAGES.ticketInvalid })
  .regex(EMULATION_TICKET_PATTERN, EMULATION_MESSAGES.ticketInvalid);

export const CreateEmulationTicketBodySchema = z
  .strictObject({ user_uuid: UuidSchema })
  .meta({ id: 'CreateEmulationTicketBody' });
export type CreateEmulationTicketBody = z.infer<typeof CreateEmulationTicketBodySchema>;

/**
 * The ticket and the address that opens the app with it. The address is relative (`/?test-session=…`):
 * the operator opens it on whichever host of the club they are using.
 */
export const EmulationTicketSchema = z
  .object({
    ticket: z.string(),
    url: z.string(),
    expires_at: DateTimeSchema,
  })
  .meta({ id: 'EmulationTicket' });
export type EmulationTicket = z.infer<typeof EmulationTicketSchema>;

export const ExchangeEmulationTicketBodySchema = z
  .strictObject({ ticket: EmulationTicketValueSchema })
  .meta({ id: 'ExchangeEmulationTicketBody' });
export type ExchangeEmulationTicketBody = z.infer<typeof ExchangeEmulationTicketBodySchema>;

/** The session of a sign-in, marked as emulated so that the app shows the banner (spec 01 §2, §6). */
export const EmulatedSessionSchema = SessionSchema.extend({ emulated: z.literal(true) }).meta({
  id: 'EmulatedSession',
});
export type EmulatedSession = z.infer<typeof EmulatedSessionSchema>;

/** Operators find the user to emulate by e-mail address. */
export const OperatorUserQuerySchema = z.strictObject({ email: EmailSchema });
export type OperatorUserQuery = z.infer<typeof OperatorUserQuerySchema>;

export const OperatorUserSchema = z.object({
  uuid: UuidSchema,
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  active: z.number().int(),
  company: z.object({ uuid: UuidSchema, name: z.string() }),
});
export type OperatorUser = z.infer<typeof OperatorUserSchema>;

export const OperatorUserListSchema = z
  .object({ data: z.array(OperatorUserSchema) })
  .meta({ id: 'OperatorUserList' });
export type OperatorUserList = z.infer<typeof OperatorUserListSchema>;

/** The address that opens the app in an emulated session. */
export const emulationUrl = (ticket: string): string =>
  `/?${EMULATION_QUERY_PARAM}=${encodeURIComponent(ticket)}`;
