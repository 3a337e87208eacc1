import { DEFAULT_LOCALE, type PendingSurvey } from '@club/contract';

export type SurveyText = PendingSurvey['survey_configuration']['languages'][number];

/**
 * spec 01 §3: a survey carries its title and tagline per language. Shown in the language the person
 * reads the app in, else English, else the first language the survey has.
 */
export function surveyText(survey: PendingSurvey, locale: string): SurveyText | undefined {
  const { languages } = survey.survey_configuration;
  return (
    languages.find((l) => l.lang === locale) ??
    languages.find((l) => l.lang === DEFAULT_LOCALE) ??
    languages[0]
  );
}
