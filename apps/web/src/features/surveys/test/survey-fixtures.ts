import type { PendingSurvey } from '@club/contract';

const DAY_MS = 24 * 60 * 60 * 1000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

let sequence = 0;

/** A pending survey as GET /v2/surveys sends it. */
export function pendingSurvey(
  key: string,
  overrides: Partial<PendingSurvey> = {},
  languages: PendingSurvey['survey_configuration']['languages'] = [
    { lang: 'en', title: `${key} title`, tagline: `${key} tagline` },
  ],
): PendingSurvey {
  return {
    uuid: `00000000-0000-4000-8000-${String((sequence += 1)).padStart(12, '0')}`,
    delayed_to: null,
    interacted_at: null,
    survey_configuration: { survey_key: key, languages },
    ...overrides,
  };
}

export const pageOf = (data: PendingSurvey[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 10, total: data.length },
});

/** The parts of GET /v1/installer/user/self the collector address uses. */
export const SURVEY_USER = {
  user_id: 7,
  name: 'Piotr',
  active: 1,
  region: 10,
  language: 5,
  company: {
    uuid: 'c0c0c0c0-0000-4000-8000-000000000001',
    name: 'Dachy & Nowak',
    crm_customer_id: 'PL-104 233',
  },
};

export const PRIVATE_CONFIG = {
  lead_management: { lost_reasons: [] },
  products: { types: [], variants: [], sizes: { square: [], rectangular: [] }, requires_tag_photo: [] },
  surveys: { collector_url: 'https://collect.example.com/s/' },
  brand: { name: 'Skylight', domain: 'skylight.example' },
};
