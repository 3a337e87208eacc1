import { describe, expect, it } from 'vitest';
import { SURVEY_DISMISSED_AT } from '../constants/surveys';
import { isSurveyDismissed, isSurveyReady, surveyDelayUntil } from './survey-readiness';

const now = new Date('2025-03-10T12:00:00.000Z');

describe('isSurveyReady', () => {
  it('is ready without a delay', () => {
    expect(isSurveyReady({}, now)).toBe(true);
    expect(isSurveyReady({ delayed_to: null }, now)).toBe(true);
  });

  it('is ready once the delay has ended, the end itself included', () => {
    expect(isSurveyReady({ delayed_to: '2025-03-10T11:59:59.999Z' }, now)).toBe(true);
    expect(isSurveyReady({ delayed_to: '2025-03-10T12:00:00.000Z' }, now)).toBe(true);
    expect(isSurveyReady({ delayed_to: new Date(now) }, now)).toBe(true);
  });

  it('is not ready while delayed', () => {
    expect(isSurveyReady({ delayed_to: '2025-03-10T12:00:00.001Z' }, now)).toBe(false);
    expect(isSurveyReady({ delayed_to: '2025-04-01' }, now)).toBe(false);
  });

  it('is never ready when dismissed, even after the sentinel date has passed', () => {
    expect(isSurveyReady({ delayed_to: SURVEY_DISMISSED_AT }, now)).toBe(false);
    expect(isSurveyReady({ delayed_to: '2243-10-17' }, new Date('2300-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('isSurveyDismissed', () => {
  it('recognises the 2243-10-17 sentinel in any form', () => {
    expect(isSurveyDismissed({ delayed_to: '2243-10-17' })).toBe(true);
    expect(isSurveyDismissed({ delayed_to: '2243-10-17 00:00:00' })).toBe(true);
    expect(isSurveyDismissed({ delayed_to: '2243-10-17T00:00:00+02:00' })).toBe(true);
    expect(isSurveyDismissed({ delayed_to: new Date(SURVEY_DISMISSED_AT) })).toBe(true);
  });

  it('does not treat ordinary delays as dismissed', () => {
    expect(isSurveyDismissed({})).toBe(false);
    expect(isSurveyDismissed({ delayed_to: '2243-10-15T00:00:00Z' })).toBe(false);
    expect(isSurveyDismissed({ delayed_to: '2025-10-17' })).toBe(false);
  });
});

describe('surveyDelayUntil', () => {
  it('delays by the default of 7 days or the days given', () => {
    expect(surveyDelayUntil(now).toISOString()).toBe('2025-03-17T12:00:00.000Z');
    expect(surveyDelayUntil(now, 1).toISOString()).toBe('2025-03-11T12:00:00.000Z');
  });
});
