import { SURVEY_DEFAULT_DELAY_DAYS, SURVEY_DISMISSED_DATE } from '../constants/surveys';

export interface SurveyDelay {
  delayed_to?: string | Date | null;
}

// The sentinel date, taken from the earliest time zone, so that an offset-shifted copy still counts.
const DISMISSED_FROM = Date.parse(`${SURVEY_DISMISSED_DATE}T00:00:00+14:00`);

const timeOf = (value: string | Date): number =>
  value instanceof Date ? value.getTime() : Date.parse(value);

/** spec 01 §4: a survey delayed to 2243-10-17 (or later) is dismissed. */
export function isSurveyDismissed({ delayed_to }: SurveyDelay): boolean {
  if (!delayed_to) return false;
  if (typeof delayed_to === 'string' && delayed_to.startsWith(SURVEY_DISMISSED_DATE)) return true;
  return timeOf(delayed_to) >= DISMISSED_FROM;
}

/**
 * spec 01 §4: a survey is ready when it is not delayed: no delayed_to, or a delay that has ended. A
 * dismissed survey is never ready; an unreadable date counts as no delay.
 */
export function isSurveyReady(survey: SurveyDelay, now: Date): boolean {
  if (isSurveyDismissed(survey)) return false;
  if (!survey.delayed_to) return true;
  const until = timeOf(survey.delayed_to);
  return Number.isNaN(until) || until <= now.getTime();
}

/** The delayed_to of a "later" tap. */
export function surveyDelayUntil(now: Date, days: number = SURVEY_DEFAULT_DELAY_DAYS): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}
