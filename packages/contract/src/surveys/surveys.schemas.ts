import { z } from 'zod';
import { PAGE_SIZES, MAX_PAGE_SIZE } from '../constants/limits';
import { FIELD_MESSAGES } from '../constants/messages';
import { DateTimeSchema, UuidSchema } from '../common/common.schemas';

/** spec 01 §3: the survey texts in one language. */
export const SurveyLanguageSchema = z.object({
  lang: z.string(),
  title: z.string(),
  tagline: z.string(),
});

/** spec 01 §3: a pending survey; the collector is opened with survey_key. */
export const PendingSurveySchema = z
  .object({
    uuid: UuidSchema,
    delayed_to: DateTimeSchema.nullable(),
    interacted_at: DateTimeSchema.nullable(),
    survey_configuration: z.object({
      survey_key: z.string(),
      languages: z.array(SurveyLanguageSchema),
    }),
  })
  .meta({ id: 'PendingSurvey' });
export type PendingSurvey = z.infer<typeof PendingSurveySchema>;

/** spec 01 §9: surveys come 10 to a page. */
export const SurveysQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZES.surveys),
});
export type SurveysQuery = z.infer<typeof SurveysQuerySchema>;

/**
 * spec 01 §7 shows POST /v2/surveys with interacted_at and delayed_to only. Ours: it records the user's
 * first interaction with a survey configuration that has no pending item yet (found by survey_key).
 */
export const CreateSurveyBodySchema = z
  .strictObject({
    survey_key: z.string().trim().min(1, FIELD_MESSAGES.required).max(100),
    interacted_at: DateTimeSchema.optional(),
    delayed_to: DateTimeSchema.nullable().optional(),
  })
  .meta({ id: 'CreateSurveyBody' });
export type CreateSurveyBody = z.infer<typeof CreateSurveyBodySchema>;

/** spec 01 §4: opening or delaying saves interacted_at and delayed_to (2243-10-17 dismisses). */
export const UpdateSurveyBodySchema = z
  .strictObject({
    interacted_at: DateTimeSchema.optional(),
    delayed_to: DateTimeSchema.nullable().optional(),
  })
  .refine((body) => body.interacted_at !== undefined || body.delayed_to !== undefined, {
    message: FIELD_MESSAGES.nothingToUpdate,
  })
  .meta({ id: 'UpdateSurveyBody' });
export type UpdateSurveyBody = z.infer<typeof UpdateSurveyBodySchema>;
