import { z } from 'zod';
import { DateTimeSchema, PageMetaSchema, UuidSchema } from '../common/common.schemas';
import { FIELD_MESSAGES } from '../constants/messages';
import { MAX_PAGE_SIZE, PAGE_SIZES } from '../constants/limits';
import {
  PROJECT_OPEN_STATUSES,
  PROJECT_PRODUCT_FLAG,
  PROJECT_STATUS,
  PROJECT_STATUS_VALUES,
  PROJECT_SURVEY,
  type ProjectStatus,
} from '../constants/projects';

/** Longest street, city or project name accepted (generous for any European address). */
export const PROJECT_TEXT_MAX = 200;
export const POSTAL_CODE_MAX = 16;

/** spec 02 §4 status ids as a schema. */
export const ProjectStatusIdSchema = z
  .number()
  .int()
  .refine((id): id is ProjectStatus => (PROJECT_STATUS_VALUES as number[]).includes(id));

/**
 * GET /v1/projects `status` filter: one status id, or `open` (in progress and scheduled, the list's
 * default, spec 02 §2), or `all`.
 */
export const PROJECT_LIST_FILTERS = [
  'open',
  'all',
  'in_progress',
  'closed',
  'lost',
  'scheduled',
  'in_review',
] as const;
export type ProjectListFilter = (typeof PROJECT_LIST_FILTERS)[number];

/** Which statuses each list filter shows. */
export const PROJECT_FILTER_STATUSES: Record<ProjectListFilter, readonly ProjectStatus[]> = {
  open: PROJECT_OPEN_STATUSES,
  all: PROJECT_STATUS_VALUES,
  in_progress: [PROJECT_STATUS.IN_PROGRESS],
  closed: [PROJECT_STATUS.CLOSED],
  lost: [PROJECT_STATUS.LOST],
  scheduled: [PROJECT_STATUS.SCHEDULED],
  in_review: [PROJECT_STATUS.IN_REVIEW],
};

/**
 * spec 02 §7 GET projects: page, status, constrainTo, limit. `constrainTo` narrows the list to projects
 * that can still take products (the project picker of a scan, spec 02 §2 /projects/select).
 */
export const ProjectListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZES.projects),
  status: z.enum(PROJECT_LIST_FILTERS).default('open'),
  constrainTo: z.enum(['accepting_products']).optional(),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuerySchema>;

/** spec 02 §3 Project product. `image.thumbnail` is a URL the app can show with its token. */
export const ProjectProductSchema = z.object({
  uuid: UuidSchema,
  id: z.number().int(),
  /** The app's id of the scan that created it (ARCHITECTURE §6). */
  client_id: UuidSchema,
  type: z.string(),
  size: z.string(),
  variant: z.string(),
  serial_number: z.string(),
  is_unique: z.boolean(),
  requires_tag_photo: z.boolean(),
  /** spec 02 §3: 2 in review, 3 rejected; null when nothing is wrong. */
  flag: z
    .union([z.literal(PROJECT_PRODUCT_FLAG.IN_REVIEW), z.literal(PROJECT_PRODUCT_FLAG.REJECTED)])
    .nullable(),
  /** What the product earns (catalogue × tier) or earned once the project closed. */
  points: z.number().int().nonnegative(),
  image: z.object({ thumbnail: z.string() }).nullable(),
  updated_at: DateTimeSchema,
});
export type ProjectProduct = z.infer<typeof ProjectProductSchema>;

/** spec 02 §3 Survey answer. */
export const ProjectSurveyAnswerSchema = z.object({
  uuid: UuidSchema,
  question_id: z.number().int(),
  answer_id: z.number().int(),
});

/** A project as the list shows it (spec 02 §3 without the products). */
export const ProjectSummarySchema = z
  .object({
    uuid: UuidSchema,
    id: z.number().int(),
    name: z.string().nullable(),
    street_name: z.string(),
    postal_code: z.string(),
    city: z.string(),
    status: z.object({ id: ProjectStatusIdSchema }),
    products_count: z.number().int().nonnegative(),
    /** Points the project's products earn if accepted (rejected products excluded), with the tier level. */
    available_points: z.number().int().nonnegative(),
    /** Points all of its products would earn (rejected ones included). */
    max_points: z.number().int().nonnegative(),
    /** The same two before the tier level (catalogue points only). */
    calculated_available_points: z.number().int().nonnegative(),
    calculated_max_points: z.number().int().nonnegative(),
    /** 1 once the survey closed the project (or sent it to review). */
    project_closed: z.literal([0, 1]),
    /** Points credited when it closed. */
    points_awarded: z.number().int().nonnegative(),
    /** spec 02 §4: whole days until an in-progress project without a survey is lost; null otherwise. */
    days_left: z.number().int().nullable(),
    installation_date: z.iso.date().nullable(),
    created_at: DateTimeSchema,
    updated_at: DateTimeSchema,
  })
  .meta({ id: 'ProjectProduct' });
export type ProjectSummary = z.infer<typeof ProjectSummarySchema>;

/** spec 02 §3 Project, as the detail shows it. `lead` arrives with the leads area (null until then). */
export const ProjectSchema = ProjectSummarySchema.extend({
  products: z.array(ProjectProductSchema),
  survey: z.array(ProjectSurveyAnswerSchema),
  lead: z.object({ uuid: UuidSchema, status: z.string() }).nullable(),
}).meta({ id: 'Project' });
export type Project = z.infer<typeof ProjectSchema>;

export const ProjectListSchema = z
  .object({ data: z.array(ProjectSummarySchema), meta: PageMetaSchema })
  .meta({ id: 'ProjectList' });
export type ProjectList = z.infer<typeof ProjectListSchema>;

const projectText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(PROJECT_TEXT_MAX, FIELD_MESSAGES.tooLong);

/**
 * spec 02 §7 POST project: name, streetName, city, postalCode (spec 02 §5: postal code and street are
 * required). `installationDate` makes it a scheduled project (spec 02 §4).
 */
export const CreateProjectSchema = z
  .strictObject({
    name: z.string().trim().max(PROJECT_TEXT_MAX, FIELD_MESSAGES.tooLong).optional(),
    streetName: projectText(FIELD_MESSAGES.addressRequired),
    city: z.string().trim().max(PROJECT_TEXT_MAX, FIELD_MESSAGES.tooLong).default(''),
    postalCode: z
      .string({ error: FIELD_MESSAGES.postalCodeRequired })
      .trim()
      .min(1, { error: FIELD_MESSAGES.postalCodeRequired, abort: true })
      .max(POSTAL_CODE_MAX, FIELD_MESSAGES.tooLong),
    installationDate: z.iso.date().optional(),
  })
  .meta({ id: 'CreateProject' });
export type CreateProject = z.infer<typeof CreateProjectSchema>;

/**
 * spec 02 §7 PATCH project: status or interaction data. While a project is scheduled (spec 02 §4, §5)
 * its name and installation date can be changed, or it can be started (in progress); an empty
 * in-progress project can be scheduled again with a date. Any other change answers 409.
 */
export const UpdateProjectSchema = z
  .strictObject({
    status: z.literal([PROJECT_STATUS.IN_PROGRESS, PROJECT_STATUS.SCHEDULED]).optional(),
    installationDate: z.iso.date().nullable().optional(),
    name: z.string().trim().max(PROJECT_TEXT_MAX, FIELD_MESSAGES.tooLong).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, FIELD_MESSAGES.nothingToUpdate)
  .meta({ id: 'UpdateProject' });
export type UpdateProject = z.infer<typeof UpdateProjectSchema>;

const surveyAnswer = z.strictObject({
  question_id: z.number().int().positive(),
  answer_id: z.number().int().min(PROJECT_SURVEY.answerIdRange.from).max(PROJECT_SURVEY.answerIdRange.to),
});

/**
 * spec 02 §7 POST project survey: the answers, and the optional lead question's answers (at most 6,
 * spec 02 §5).
 */
export const ProjectSurveySubmitSchema = z
  .strictObject({
    response: z.array(surveyAnswer).min(1, FIELD_MESSAGES.surveyResponseInvalid).max(50),
    lead_survey_response: z.array(surveyAnswer).max(PROJECT_SURVEY.leadQuestionMaxChoices).optional(),
  })
  .meta({ id: 'ProjectSurveySubmit' });
export type ProjectSurveySubmit = z.infer<typeof ProjectSurveySubmitSchema>;

/**
 * The survey's answer: `status` closed (points credited now, `points_earned`) or in review (spec 02 §4:
 * an info dialog; points come after an operator's approval).
 */
export const ProjectSurveyResultSchema = z
  .object({
    status: z.object({ id: z.literal([PROJECT_STATUS.CLOSED, PROJECT_STATUS.IN_REVIEW]) }),
    points_earned: z.number().int().nonnegative(),
    company_points: z.number().int().nonnegative(),
    project: ProjectSchema,
  })
  .meta({ id: 'ProjectSurveyResult' });
export type ProjectSurveyResult = z.infer<typeof ProjectSurveyResultSchema>;
