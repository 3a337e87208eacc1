import { describe, expect, it } from 'vitest';
import { PROJECT_SURVEY } from '../constants/projects';
import { askedQuestions, checkProjectSurvey, PROJECT_SURVEY_QUESTIONS } from './project-survey';

const PL = PROJECT_SURVEY.extraQuestionRegionId;
const DE = 4;
const a = (question_id: number, answer_id: number) => ({ question_id, answer_id });
const base = [a(11, 71), a(13, 79), a(14, 84), a(14, 85), a(15, 92)];

describe('project survey tree (spec 02 §5)', () => {
  it('uses only the spec ids: questions 11–16 and 113, answers 71–116', () => {
    for (const q of PROJECT_SURVEY_QUESTIONS) {
      expect(PROJECT_SURVEY.questionIds).toContain(q.id);
      for (const id of q.answers) {
        expect(id).toBeGreaterThanOrEqual(71);
        expect(id).toBeLessThanOrEqual(116);
      }
    }
    const all = PROJECT_SURVEY_QUESTIONS.flatMap((q) => q.answers);
    expect(new Set(all).size).toBe(all.length);
  });
  it('asks the extra question in region 10 only, and the follow-up only after renovation or replacement', () => {
    expect(askedQuestions(PL, base).map((q) => q.id)).toContain(113);
    expect(askedQuestions(DE, base).map((q) => q.id)).not.toContain(113);
    expect(askedQuestions(DE, base).map((q) => q.id)).not.toContain(12);
    expect(askedQuestions(DE, [a(11, 73)]).map((q) => q.id)).toContain(12);
  });
  it('accepts a complete survey with and without the optional lead question', () => {
    expect(checkProjectSurvey(DE, base)).toEqual([]);
    expect(checkProjectSurvey(PL, [...base, a(113, 104)], [a(16, 96), a(16, 98)])).toEqual([]);
  });
  it('names what is wrong', () => {
    expect(checkProjectSurvey(PL, base)).toEqual([{ kind: 'missing_answer', questionId: 113 }]);
    expect(checkProjectSurvey(DE, [...base, a(11, 72)])).toContainEqual({
      kind: 'too_many_answers',
      questionId: 11,
    });
    expect(checkProjectSurvey(DE, [...base, a(113, 104)])).toEqual([
      { kind: 'unknown_question', questionId: 113 },
    ]);
    expect(checkProjectSurvey(DE, [...base, a(13, 96)])).toEqual([
      { kind: 'unknown_answer', questionId: 13, answerId: 96 },
    ]);
    expect(checkProjectSurvey(DE, [...base, a(16, 96)])).toEqual([
      { kind: 'lead_in_response', questionId: 16 },
    ]);
    expect(checkProjectSurvey(DE, [...base.slice(0, 2), a(14, 91), a(14, 84), a(15, 92)])).toEqual([
      { kind: 'too_many_answers', questionId: 14 },
    ]);
    const sevenLeads = [96, 97, 98, 99, 100, 101, 102].map((id) => a(16, id));
    expect(checkProjectSurvey(DE, base, sevenLeads)).toEqual([{ kind: 'too_many_answers', questionId: 16 }]);
  });
});
