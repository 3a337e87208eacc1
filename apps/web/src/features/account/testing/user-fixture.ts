import { ROLES, type User } from '@club/contract';

/** A signed-in user as GET self answers it, for the account screens' tests. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    uuid: '7d1c8a52-2b1f-4a7e-9c53-0f1e2d3c4b5a',
    user_id: 7,
    name: 'Piotr',
    surname: 'Zieliński',
    email: 'piotr.zielinski@example.com',
    phone: '+48502345678',
    region: 10,
    language: 11,
    role: { ...ROLES.installer },
    company: {
      uuid: '3f0b8a1e-5c2d-4e6f-8a9b-1c2d3e4f5a6b',
      name: 'Dachy Nowak Sp. z o.o.',
      crm_customer_id: 'PL-104233',
      accepts_leads: 1,
      availability: 1,
    },
    company_id: 3,
    active: 1,
    created_at: '2024-03-01T10:00:00.000Z',
    options: '{}',
    email_consent: 0,
    phone_consent: 0,
    has_regnr2: true,
    has_survey: true,
    avatar: null,
    verified_email_at: null,
    ...overrides,
  };
}

export const ownerFixture = (overrides: Partial<User> = {}) =>
  userFixture({
    name: 'Jan',
    surname: 'Nowak',
    email: 'jan.nowak@example.com',
    role: { ...ROLES.companyOwner },
    ...overrides,
  });
