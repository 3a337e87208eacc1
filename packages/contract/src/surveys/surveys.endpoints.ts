import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { OkSchema, UuidParamsSchema, paged } from '../common/common.schemas';
import {
  CreateSurveyBodySchema,
  PendingSurveySchema,
  SurveysQuerySchema,
  UpdateSurveyBodySchema,
} from './surveys.schemas';

export const listSurveys = defineEndpoint({
  method: 'GET',
  path: '/v2/surveys',
  access: 'user',
  summary: "The user's pending surveys",
  query: SurveysQuerySchema,
  response: { 200: paged(PendingSurveySchema) },
});

export const createSurvey = defineEndpoint({
  method: 'POST',
  path: '/v2/surveys',
  access: 'user',
  summary: 'Record an interaction with a survey',
  body: CreateSurveyBodySchema,
  response: { 201: PendingSurveySchema, 404: ErrorSchema },
});

export const updateSurvey = defineEndpoint({
  method: 'PATCH',
  path: '/v2/surveys/:id',
  access: 'user',
  summary: 'Save that a survey was opened or delayed',
  params: UuidParamsSchema,
  body: UpdateSurveyBodySchema,
  response: { 200: PendingSurveySchema, 404: ErrorSchema },
});

export const deleteSurvey = defineEndpoint({
  method: 'DELETE',
  path: '/v2/surveys/:id',
  access: 'user',
  summary: 'Remove a pending survey (answered)',
  params: UuidParamsSchema,
  response: { 200: OkSchema, 404: ErrorSchema },
});
