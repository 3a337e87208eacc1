import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '@/test/render-app';
import { PROFILE_SURVEY_QUESTIONS } from './profile-survey';
import { SurveyQuestion } from './survey-question';

const crew = PROFILE_SURVEY_QUESTIONS.find((q) => q.options?.some((o) => o.key === 'people'));

describe('survey option ranges', () => {
  beforeAll(() => setUpI18n('pl'));
  afterAll(() => setUpI18n('en'));

  it('agree with their upper number in Polish: 2–3 osoby, 4–9 osób', () => {
    if (!crew) throw new Error('the crew-size question');
    render(<SurveyQuestion question={crew} answers={[]} onChange={() => undefined} />);
    expect(screen.getByLabelText('2–3 osoby')).toBeInTheDocument();
    expect(screen.getByLabelText('4–9 osób')).toBeInTheDocument();
  });
});
