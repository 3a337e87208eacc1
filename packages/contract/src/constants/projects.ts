/** spec 02 §4: project status ids. */
export const PROJECT_STATUS = {
  IN_PROGRESS: 1,
  CLOSED: 2,
  LOST: 3,
  SCHEDULED: 4,
  IN_REVIEW: 5,
} as const;
export type ProjectStatus = (typeof PROJECT_STATUS)[keyof typeof PROJECT_STATUS];
export const PROJECT_STATUS_VALUES = Object.values(PROJECT_STATUS) as ProjectStatus[];

/** spec 02 §4: products can be added while in progress or scheduled (scheduled then becomes in progress). */
export const PROJECT_STATUSES_ACCEPTING_PRODUCTS = [
  PROJECT_STATUS.IN_PROGRESS,
  PROJECT_STATUS.SCHEDULED,
] as const satisfies readonly ProjectStatus[];

/**
 * spec 02 §4, §5: a project is edited (its name and installation date, or started) only while it is
 * scheduled; once in progress its products and survey say what it is.
 */
export const PROJECT_STATUSES_EDITABLE = [
  PROJECT_STATUS.SCHEDULED,
] as const satisfies readonly ProjectStatus[];
export const isProjectEditable = (status: number): boolean =>
  (PROJECT_STATUSES_EDITABLE as readonly number[]).includes(status);

/** spec 02 §4: products can be deleted only while in progress. */
export const PROJECT_STATUSES_ALLOWING_PRODUCT_DELETE = [
  PROJECT_STATUS.IN_PROGRESS,
] as const satisfies readonly ProjectStatus[];

/** spec 02 §4: product flags are shown only for closed or in-review projects. */
export const PROJECT_STATUSES_SHOWING_FLAGS = [
  PROJECT_STATUS.CLOSED,
  PROJECT_STATUS.IN_REVIEW,
] as const satisfies readonly ProjectStatus[];

/** spec 02 §2: the projects list opens on the open filter (in progress and scheduled). */
export const PROJECT_OPEN_STATUSES = [
  PROJECT_STATUS.IN_PROGRESS,
  PROJECT_STATUS.SCHEDULED,
] as const satisfies readonly ProjectStatus[];

/** spec 02 §3: project product flag. */
export const PROJECT_PRODUCT_FLAG = { IN_REVIEW: 2, REJECTED: 3 } as const;
export type ProjectProductFlag = (typeof PROJECT_PRODUCT_FLAG)[keyof typeof PROJECT_PRODUCT_FLAG];

/** ARCHITECTURE §5: an in-progress project without a survey is lost after this many days (per region). */
export const PROJECT_DEFAULT_DAYS_LEFT = 60;

/** spec 02 §5: project survey question and answer ids, the lead question limit and region 10's extra. */
export const PROJECT_SURVEY = {
  questionIds: [11, 12, 13, 14, 15, 16, 113],
  answerIdRange: { from: 71, to: 116 },
  leadQuestionMaxChoices: 6,
  extraQuestionRegionId: 10,
} as const;
