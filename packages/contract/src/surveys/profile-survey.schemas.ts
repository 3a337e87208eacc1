import { z } from 'zod';
import { PROFILE_SURVEY, PROFILE_SURVEY_QUESTION_TYPES } from '../constants/surveys';
import { FIELD_MESSAGES } from '../constants/messages';
import { jsonString } from '../common/common.schemas';

/** spec 01 §3: one choice of a select question; `sub` is its secondary line. */
export const ProfileSurveyOptionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  sub: z.string().nullable().optional(),
});

/** spec 01 §3, §5: a profile survey question; limit -1 means unlimited choices. */
export const ProfileSurveyQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  type: z.enum(PROFILE_SURVEY_QUESTION_TYPES),
  multiple: z.boolean(),
  limit: z.number().int().min(PROFILE_SURVEY.unlimited),
  optional: z.boolean(),
  options: z.array(ProfileSurveyOptionSchema),
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().positive().optional(),
});
export type ProfileSurveyQuestion = z.infer<typeof ProfileSurveyQuestionSchema>;

/** spec 01 §3: an answer: the question id and text, and the chosen option ids or the number typed. */
export const ProfileSurveyAnswerSchema = z.strictObject({
  id: z.number().int(),
  question: z.string().max(1000),
  answers: z.array(z.number()).max(100),
});
export type ProfileSurveyAnswer = z.infer<typeof ProfileSurveyAnswerSchema>;

export const ProfileSurveyResponseSchema = z.array(ProfileSurveyAnswerSchema).max(50);
export type ProfileSurveyResponse = z.infer<typeof ProfileSurveyResponseSchema>;

/** spec 01 §3: surveyResponse travels as a JSON string of the answers. */
export const SurveyResponseJsonSchema = jsonString(
  ProfileSurveyResponseSchema,
  FIELD_MESSAGES.surveyResponseInvalid,
);
