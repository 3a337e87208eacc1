import { z } from 'zod';
import { PageMetaSchema, PageQuerySchema, UuidSchema } from '../common/common.schemas';
import { ContentRegionIdSchema } from '../content/content-admin.schemas';
import { SurveyLanguageSchema } from './surveys.schemas';

/**
 * Back-office: a survey run in the external collector (spec 01 §2 Surveys), with how its items stand.
 * `is_active` is whether it is offered (open) at all; `delay_days` is how long "later" hides it from a
 * user (spec 02 §9, one value for every survey).
 */
export const AdminSurveySchema = z
  .object({
    uuid: UuidSchema,
    survey_key: z.string(),
    region_id: z.number().int(),
    languages: z.array(SurveyLanguageSchema),
    is_active: z.boolean(),
    delay_days: z.number().int(),
    /** The collector's address of this survey, before the per-user query the app adds. */
    collector_link: z.string(),
    counts: z.object({
      /** Not answered, not dismissed: waiting for a user (delayed ones included). */
      pending: z.number().int(),
      /** Of those, the ones a user put off to a later day. */
      delayed: z.number().int(),
      /** Opened at least once and not answered. */
      opened: z.number().int(),
      completed: z.number().int(),
    }),
    created_at: z.string(),
  })
  .meta({ id: 'AdminSurvey' });
export type AdminSurvey = z.infer<typeof AdminSurveySchema>;

export const AdminSurveyListSchema = z
  .object({ data: z.array(AdminSurveySchema), meta: PageMetaSchema })
  .meta({ id: 'AdminSurveyList' });
export type AdminSurveyList = z.infer<typeof AdminSurveyListSchema>;

export const AdminSurveysQuerySchema = PageQuerySchema.extend({
  region_id: z
    .union([z.literal(''), z.coerce.number()])
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(ContentRegionIdSchema.optional()),
});
export type AdminSurveysQuery = z.infer<typeof AdminSurveysQuerySchema>;

/** Open (offer it) or close a survey. */
export const UpdateAdminSurveyBodySchema = z
  .strictObject({ is_active: z.boolean() })
  .meta({ id: 'UpdateAdminSurveyBody' });
export type UpdateAdminSurveyBody = z.infer<typeof UpdateAdminSurveyBodySchema>;
