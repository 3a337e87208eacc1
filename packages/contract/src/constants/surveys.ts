/** spec 01 §4, §9: a survey delayed to this far-future date is dismissed, never ready again. */
export const SURVEY_DISMISSED_DATE = '2243-10-17';
export const SURVEY_DISMISSED_AT = `${SURVEY_DISMISSED_DATE}T00:00:00.000Z`;

/** spec 02 §9: "default survey delay from a helper: value not shown". One week is ours. */
export const SURVEY_DEFAULT_DELAY_DAYS = 7;

/** spec 01 §3: profile survey question types. */
export const PROFILE_SURVEY_QUESTION_TYPES = ['select', 'number'] as const;
export type ProfileSurveyQuestionType = (typeof PROFILE_SURVEY_QUESTION_TYPES)[number];

/** spec 01 §5, §9: the welcome (profile) survey. */
export const PROFILE_SURVEY = {
  questionCount: 9,
  /** The ids the spec notes, in the order asked; the ninth is not named. */
  knownQuestionIds: [7, 3, 5, 6, 8, 2, 4, 9],
  firstQuestionChoiceLimit: 3,
  /** A multi-select limit of -1 means unlimited. */
  unlimited: -1,
  number: { min: 1, max: 999_999, step: 1 },
} as const;

/** spec 01 §2: the /close page shows the survey heading for this source. */
export const CLOSE_SOURCE_SURVEY = 'survey';
