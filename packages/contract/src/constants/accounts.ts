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
