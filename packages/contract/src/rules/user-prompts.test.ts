import { describe, expect, it } from 'vitest';
import { needsTermsAgreement, shouldShowConsentPrompt } from './user-prompts';

const user = {
  region: 5,
  created_at: '2024-01-30T23:59:59Z',
  role: { id: 3 },
  email_consent: 0,
  phone_consent: 0,
};

describe('needsTermsAgreement', () => {
  it('applies to CZ and SK users registered before 2024-01-31', () => {
    expect(needsTermsAgreement(user, {})).toBe(true);
    expect(needsTermsAgreement({ ...user, region: 13 }, {})).toBe(true);
  });

  it('not from 2024-01-31, not in other regions, not once agreed', () => {
    expect(needsTermsAgreement({ ...user, created_at: '2024-01-31T00:00:00Z' }, {})).toBe(false);
    expect(needsTermsAgreement({ ...user, region: 10 }, {})).toBe(false);
    expect(needsTermsAgreement(user, { hasAgreedToTerms: true })).toBe(false);
  });
});

describe('shouldShowConsentPrompt', () => {
  it('shows for role 3 without consents, not seen, firstTime false', () => {
    expect(shouldShowConsentPrompt(user, { firstTime: false })).toBe(true);
  });

  it('does not show otherwise', () => {
    expect(shouldShowConsentPrompt({ ...user, role: { id: 2 } }, { firstTime: false })).toBe(false);
    expect(shouldShowConsentPrompt({ ...user, email_consent: 1 }, { firstTime: false })).toBe(false);
    expect(shouldShowConsentPrompt({ ...user, phone_consent: 1 }, { firstTime: false })).toBe(false);
    expect(shouldShowConsentPrompt(user, { firstTime: false, consentSeen: true })).toBe(false);
    expect(shouldShowConsentPrompt(user, { firstTime: true })).toBe(false);
    expect(shouldShowConsentPrompt(user, {})).toBe(false);
  });
});
