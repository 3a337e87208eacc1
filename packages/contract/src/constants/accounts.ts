import type { CountryCode } from './regions';
import { ROLES } from './roles';

/** spec 01 §2: sign-in contact methods. */
export const LOGIN_METHODS = ['phone', 'email'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** spec 01 §2: the registration wizard steps 0–5, then the success screen. */
export const REGISTRATION_STEPS = ['region', 'person', 'company', 'address', 'survey', 'summary'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** spec 01 §2: users of these regions registered before the date and without agreement see the terms modal. */
export const TERMS_AGREEMENT = {
  regions: ['CZ', 'SK'] as const satisfies readonly CountryCode[],
  registeredBefore: '2024-01-31',
} as const;

/** spec 01 §6, spec 02 §6: the role that gets the consent prompt, the e-mail prompt and e-mail editing. */
export const STAFF_ROLE_ID = ROLES.installer.id;

/** spec 01 §5: a ticked checkbox is sent as 1, an empty one as 0. */
export const CHECKBOX_VALUE = { checked: 1, unchecked: 0 } as const;

/** spec 01 §5: test phone numbers accepted without country validation. */
export const TEST_PHONE_BYPASS = { length: 12, nines: 10 } as const;

/**
 * ARCHITECTURE §4: rate limits on sending codes (SMS costs money) and on verifying them, per contact (or
 * account) and per IP address. `windowMs` is the fixed window each `max` is counted in.
 */
export const SIGN_IN_RATE_LIMITS = {
  loginPerContact: { max: 5, windowMs: 60_000 },
  loginPerIp: { max: 20, windowMs: 60_000 },
  verifyPerIp: { max: 30, windowMs: 60_000 },
  refreshPerIp: { max: 60, windowMs: 60_000 },
} as const;

/**
 * Codes sent to one phone number or e-mail address (SMS costs money, and each code gives 5 guesses): at
 * most `perHour` in any hour and `perDay` in any 24 hours. A request that ended in a sign-in does not
 * count. The SMS budget per region and day is the server's `SMS_DAILY_BUDGET_PER_REGION`.
 */
export const SIGN_IN_CODE_CAPS = {
  perHour: 5,
  perDay: 10,
} as const;

/** Answers of the sign-in rules (ARCHITECTURE §4); the spec gives no text for them, the wording is ours. */
export const SIGN_IN_MESSAGES = {
  resendTooSoon: 'A code was sent a moment ago. Please wait before asking for a new one.',
  codeAlreadySent:
    'A code was sent a moment ago and is still valid. Please enter it, or wait before asking for a new one.',
  codeLimitReached: 'Too many codes were asked for this contact. Please try again later.',
  smsUnavailable:
    'Codes by text message are not available at the moment. Please sign in with your e-mail address.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  accountInactive: 'This account is no longer active.',
} as const;
