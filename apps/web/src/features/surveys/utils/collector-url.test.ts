import { languageByLocale } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { pendingSurvey, SURVEY_USER } from '../test/survey-fixtures';
import { collectorUrl } from './collector-url';

describe('collectorUrl (spec 01 §2 Surveys)', () => {
  const survey = pendingSurvey('product satisfaction');

  it('appends the encoded key and every encoded value, with or without a trailing slash', () => {
    for (const base of ['https://c.example/s/', 'https://c.example/s']) {
      const url = new URL(collectorUrl(base, survey, SURVEY_USER, 'pl'));
      expect(url.pathname).toBe('/s/product%20satisfaction');
      expect(url.searchParams.get('key')).toBe(survey.uuid);
      expect(url.searchParams.get('company')).toBe('Dachy & Nowak');
      expect(url.searchParams.get('crm')).toBe('PL-104 233');
      expect(url.searchParams.get('country')).toBe('PL');
      expect(url.searchParams.get('lang')).toBe('pl');
    }
  });

  it('sends an empty CRM id when the company has none, and the account language without a locale', () => {
    const user = {
      ...SURVEY_USER,
      language: languageByLocale('pl')!.id,
      company: { ...SURVEY_USER.company, crm_customer_id: null },
    };
    const url = new URL(collectorUrl('https://c.example/s/', survey, user, ''));
    expect(url.searchParams.get('crm')).toBe('');
    expect(url.searchParams.get('lang')).toBe('pl');
  });
});
