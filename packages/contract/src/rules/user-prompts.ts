import { STAFF_ROLE_ID, TERMS_AGREEMENT } from '../constants/accounts';
import { regionById } from '../constants/regions';
import type { UserOptions } from '../users/users.schemas';

export interface PromptUser {
  region: number;
  created_at: string;
  role: { id: number };
  email_consent: number;
  phone_consent: number;
}

/** spec 01 §2: CZ and SK users registered before 2024-01-31 who have not agreed to the terms. */
export function needsTermsAgreement(user: PromptUser, options: UserOptions): boolean {
  if (options.hasAgreedToTerms) return false;
  const code = regionById(user.region)?.code;
  if (!code || !(TERMS_AGREEMENT.regions as readonly string[]).includes(code)) return false;
  return Date.parse(user.created_at) < Date.parse(`${TERMS_AGREEMENT.registeredBefore}T00:00:00Z`);
}

/**
 * spec 01 §6: role id 3 users with neither consent, who have not seen the prompt and whose firstTime flag
 * is false (a missing flag is not false: the prompt waits until it is set).
 */
export function shouldShowConsentPrompt(user: PromptUser, options: UserOptions): boolean {
  return (
    user.role.id === STAFF_ROLE_ID &&
    !user.email_consent &&
    !user.phone_consent &&
    !options.consentSeen &&
    options.firstTime === false
  );
}
