import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '@club/contract';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/** One home widget on its own, with the app's providers, at / (other addresses show their path). */
export function renderWidget(widget: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element: widget },
      { path: '*', element: <p>Opened another page</p> },
    ],
    { initialEntries: ['/'] },
  );
  const queryClient = createQueryClient();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}

/** Piotr of the demo data: a PL installer (role id 3) who has not answered anything yet. */
export function installer(overrides: Partial<User> = {}): User {
  return {
    uuid: '7f0b8a44-1d1e-4c5e-9a55-9d0f0d7a1c01',
    user_id: 12,
    name: 'Piotr',
    surname: 'Zieliński',
    email: 'piotr.zielinski@example.com',
    phone: '+48502345678',
    region: 10,
    language: 11,
    role: { id: 3, slug: 'installer', name: 'Installer' },
    company: {
      uuid: '2c4f1e36-8d35-4f0e-b1f2-0a6c7e5d9b10',
      name: 'Dachy Nowak Sp. z o.o.',
      crm_customer_id: 'PL-104233',
      accepts_leads: 0,
      availability: 1,
    },
    company_id: 3,
    active: 1,
    created_at: '2025-03-04T09:00:00.000Z',
    options: '{"hasAgreedToTerms":true,"consentSeen":false,"firstTime":false}',
    email_consent: 0,
    phone_consent: 0,
    has_regnr2: true,
    has_survey: true,
    avatar: null,
    verified_email_at: null,
    ...overrides,
  };
}

/** Jan of the demo data: the owner, who has finished onboarding and verified his address. */
export function owner(overrides: Partial<User> = {}): User {
  return installer({
    uuid: '7f0b8a44-1d1e-4c5e-9a55-9d0f0d7a1c02',
    user_id: 11,
    name: 'Jan',
    surname: 'Nowak',
    email: 'jan.nowak@example.com',
    role: { id: 2, slug: 'company-owner', name: 'Company Owner' },
    options: '{"hasAgreedToTerms":true,"consentSeen":true,"firstTime":false}',
    email_consent: 1,
    phone_consent: 1,
    verified_email_at: '2025-03-04T09:30:00.000Z',
    ...overrides,
  });
}
