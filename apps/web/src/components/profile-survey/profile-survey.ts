import { PROFILE_SURVEY, type ProfileSurveyQuestionType } from '@club/contract';

/**
 * spec 01 §5 Survey: the nine welcome questions. The contract holds only their constraints, so the
 * questions live here; texts are keys of the `registration` namespace (`survey.q<id>`, `survey.options.*`).
 * An option label is either its own key or a shared pattern with values (percent ranges, counts).
 */
export interface SurveyOptionDef {
  id: number;
  key: string;
  values?: Record<string, number>;
}

export interface SurveyQuestionDef {
  id: number;
  type: ProfileSurveyQuestionType;
  multiple: boolean;
  /** -1: unlimited (spec 01 §5). */
  limit: number;
  optional: boolean;
  options: SurveyOptionDef[];
  min?: number;
  max?: number;
  step?: number;
}

const range = (id: number, key: string, from: number, to: number): SurveyOptionDef => ({
  id,
  key,
  values: { from, to },
});
const own = (id: number, key: string): SurveyOptionDef => ({ id, key });
const { unlimited, firstQuestionChoiceLimit } = PROFILE_SURVEY;

const single = (id: number, options: SurveyOptionDef[]): SurveyQuestionDef => ({
  id,
  type: 'select',
  multiple: false,
  limit: 1,
  optional: false,
  options,
});
const multi = (
  id: number,
  limit: number,
  options: SurveyOptionDef[],
  optional = false,
): SurveyQuestionDef => ({
  ...single(id, options),
  multiple: true,
  limit,
  optional,
});

// the ids the spec notes, in its order (7, 3, 5, 6, 8, 2, 4, 9); the ninth is ours
const [Q1, Q2, Q3, Q4, Q5, Q6, Q7, Q8] = PROFILE_SURVEY.knownQuestionIds;

export const PROFILE_SURVEY_QUESTIONS: readonly SurveyQuestionDef[] = [
  multi(Q1, firstQuestionChoiceLimit, [
    own(1, 'roof_windows'),
    own(2, 'flashings'),
    own(3, 'blinds'),
    own(4, 'shutters'),
    own(5, 'loft_ladders'),
    own(6, 'flat_roof_windows'),
  ]),
  single(Q2, [
    range(1, 'percent', 0, 25),
    range(2, 'percent', 26, 50),
    range(3, 'percent', 51, 75),
    range(4, 'percent', 76, 100),
  ]),
  single(Q3, [own(1, 'just_me'), range(2, 'people', 2, 3), range(3, 'people', 4, 9), own(4, 'ten_plus')]),
  { ...single(Q4, []), type: 'number', ...PROFILE_SURVEY.number },
  multi(Q5, unlimited, [
    own(1, 'new_builds'),
    own(2, 'renovations'),
    own(3, 'replacements'),
    own(4, 'lofts'),
  ]),
  multi(Q6, unlimited, [own(1, 'homeowners'), own(2, 'developers'), own(3, 'contractors'), own(4, 'public')]),
  single(Q7, [range(1, 'km', 0, 25), range(2, 'km', 26, 50), range(3, 'km', 51, 100), own(4, 'km_more')]),
  single(Q8, [own(1, 'years_new'), range(2, 'years', 2, 5), range(3, 'years', 6, 10), own(4, 'years_more')]),
  multi(
    10,
    unlimited,
    [own(1, 'wholesaler'), own(2, 'merchant'), own(3, 'online'), own(4, 'manufacturer')],
    true,
  ),
];

export const isAnswered = (question: SurveyQuestionDef, answers: readonly number[] | undefined) =>
  question.optional || (answers?.length ?? 0) > 0;
