import { languageById, regionById, type PendingSurvey, type User } from '@club/contract';

export interface SurveyUser extends Pick<User, 'region' | 'language'> {
  company: Pick<User['company'], 'name' | 'crm_customer_id'>;
}

/**
 * spec 01 §2 Surveys: the collector opens with a key, the customer CRM id, the company name, the country
 * and the language: `<collector>/<survey_key>?key=…&crm=…&company=…&country=…&lang=…`. The key is the
 * pending item's uuid, so that an answer can be matched to the item it closes. Every value is encoded.
 */
export function collectorUrl(
  collector: string,
  survey: PendingSurvey,
  user: SurveyUser,
  locale: string,
): string {
  const base = collector.endsWith('/') ? collector : `${collector}/`;
  const query = new URLSearchParams({
    key: survey.uuid,
    crm: user.company.crm_customer_id ?? '',
    company: user.company.name,
    country: regionById(user.region)?.code ?? '',
    // The language the person reads the app in; the account's language when that is unknown.
    lang: locale || (languageById(user.language)?.locale ?? ''),
  });
  return `${base}${encodeURIComponent(survey.survey_configuration.survey_key)}?${query.toString()}`;
}
