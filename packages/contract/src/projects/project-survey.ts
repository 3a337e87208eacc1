import { PROJECT_SURVEY } from '../constants/projects';

/**
 * spec 02 §5: the project survey is a question tree of single and multiple choice questions with ids 11–16
 * and 113 and answer ids 71–116; the lead question is optional with at most 6 choices; one extra question is
 * asked only in region 10. The spec does not show the texts or the tree: the questions below are ours. The
 * app shows them from its locale files by id (`project_survey.q<id>`, `project_survey.a<id>`).
 */
export interface ProjectSurveyQuestion {
  id: number;
  kind: 'single' | 'multiple';
  answers: readonly number[];
  /** Optional questions may be left unanswered. */
  optional?: true;
  /** The most answers a multiple-choice question takes. */
  maxChoices?: number;
  /** Asked only when an earlier question was answered with one of these answers (the tree). */
  askedIf?: { questionId: number; answerIds: readonly number[] };
  /** Asked only in these regions. */
  regionIds?: readonly number[];
  /** The lead question: its answers travel as `lead_survey_response` (spec 02 §7). */
  lead?: true;
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const PROJECT_SURVEY_QUESTIONS: readonly ProjectSurveyQuestion[] = [
  // What kind of job: new build, renovation, replacement of old roof windows.
  { id: 11, kind: 'single', answers: range(71, 73) },
  // How old were the windows that were replaced (only for renovation or replacement).
  { id: 12, kind: 'single', answers: range(74, 78), askedIf: { questionId: 11, answerIds: [72, 73] } },
  // Roof covering.
  { id: 13, kind: 'single', answers: range(79, 83) },
  // What else was installed with the windows.
  { id: 14, kind: 'multiple', answers: range(84, 91) },
  // Who the customer was.
  { id: 15, kind: 'single', answers: range(92, 95) },
  // Region 10 only: was the work co-financed by a subsidy programme.
  {
    id: 113,
    kind: 'single',
    answers: range(104, 107),
    regionIds: [PROJECT_SURVEY.extraQuestionRegionId],
  },
  // The lead question: could the customer want more products (the club may pass this on as a lead).
  {
    id: 16,
    kind: 'multiple',
    answers: range(96, 103),
    optional: true,
    maxChoices: PROJECT_SURVEY.leadQuestionMaxChoices,
    lead: true,
  },
];

/** Question 14's "nothing else" answer excludes the others. */
export const PROJECT_SURVEY_EXCLUSIVE_ANSWERS: readonly number[] = [91];

export interface SurveyAnswerInput {
  question_id: number;
  answer_id: number;
}

/** The questions a company of `regionId` is asked, given what it has answered so far (the tree). */
export function askedQuestions(
  regionId: number,
  answers: readonly SurveyAnswerInput[],
): ProjectSurveyQuestion[] {
  return PROJECT_SURVEY_QUESTIONS.filter((q) => {
    if (q.regionIds && !q.regionIds.includes(regionId)) return false;
    if (!q.askedIf) return true;
    const { questionId, answerIds } = q.askedIf;
    return answers.some((a) => a.question_id === questionId && answerIds.includes(a.answer_id));
  });
}

export type ProjectSurveyProblem =
  | { kind: 'unknown_question'; questionId: number }
  | { kind: 'unknown_answer'; questionId: number; answerId: number }
  | { kind: 'missing_answer'; questionId: number }
  | { kind: 'too_many_answers'; questionId: number }
  | { kind: 'lead_in_response'; questionId: number };

/**
 * Checks a submitted survey against the tree: every asked question that is not optional answered, single
 * choice answered once, multiple choice within its limit and its exclusive answers alone, no answer to a
 * question that is not asked, the lead question only in `lead`. An empty list means valid.
 */
export function checkProjectSurvey(
  regionId: number,
  response: readonly SurveyAnswerInput[],
  lead: readonly SurveyAnswerInput[] = [],
): ProjectSurveyProblem[] {
  const problems: ProjectSurveyProblem[] = [];
  const asked = askedQuestions(regionId, response);
  const byId = new Map(asked.map((q) => [q.id, q]));
  const chosen = new Map<number, number[]>();

  const take = (answer: SurveyAnswerInput, asLead: boolean) => {
    const question = byId.get(answer.question_id);
    if (!question) {
      problems.push({ kind: 'unknown_question', questionId: answer.question_id });
      return;
    }
    if (Boolean(question.lead) !== asLead) {
      problems.push({ kind: 'lead_in_response', questionId: question.id });
      return;
    }
    if (!question.answers.includes(answer.answer_id)) {
      problems.push({ kind: 'unknown_answer', questionId: question.id, answerId: answer.answer_id });
      return;
    }
    const list = chosen.get(question.id) ?? [];
    if (!list.includes(answer.answer_id)) list.push(answer.answer_id);
    chosen.set(question.id, list);
  };
  response.forEach((a) => take(a, false));
  lead.forEach((a) => take(a, true));

  for (const question of asked) {
    const list = chosen.get(question.id) ?? [];
    if (list.length === 0) {
      if (!question.optional) problems.push({ kind: 'missing_answer', questionId: question.id });
      continue;
    }
    const limit = question.kind === 'single' ? 1 : (question.maxChoices ?? question.answers.length);
    const exclusive = list.some((id) => PROJECT_SURVEY_EXCLUSIVE_ANSWERS.includes(id));
    if (list.length > limit || (exclusive && list.length > 1)) {
      problems.push({ kind: 'too_many_answers', questionId: question.id });
    }
  }
  return problems;
}
