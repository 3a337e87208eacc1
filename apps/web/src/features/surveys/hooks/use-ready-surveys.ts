import { isSurveyReady } from '@club/contract';
import { usePendingSurveys } from '../api/list-surveys';

/**
 * spec 01 §4: a survey is shown when it is ready — not delayed, or its delay has ended — and never once
 * dismissed (2243-10-17). The server sends delayed items too; readiness is decided here, at render time.
 */
export function useReadySurveys(now: Date = new Date()) {
  const query = usePendingSurveys();
  const ready = query.data?.data.filter((survey) => isSurveyReady(survey, now)) ?? [];
  return { ...query, ready };
}
