import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { UuidParamsSchema } from '../common/common.schemas';
import { OPERATOR_SECTIONS } from '../constants/operator-sections';
import {
  AdminSurveyListSchema,
  AdminSurveySchema,
  AdminSurveysQuerySchema,
  UpdateAdminSurveyBodySchema,
} from './surveys-admin.schemas';

/** Back-office: the surveys of a region (region 1's are offered everywhere), with their items' counts. */
export const listAdminSurveys = defineEndpoint({
  method: 'GET',
  path: '/admin/surveys',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.surveys,
  summary: 'Surveys per region with their settings, collector link and pending items',
  query: AdminSurveysQuerySchema,
  response: { 200: AdminSurveyListSchema },
});

/** Closing a survey takes it off every user's list at once; opening it again brings the items back. */
export const updateAdminSurvey = defineEndpoint({
  method: 'PATCH',
  path: '/admin/surveys/:id',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.surveys,
  summary: 'Opens or closes a survey',
  params: UuidParamsSchema,
  body: UpdateAdminSurveyBodySchema,
  response: { 200: AdminSurveySchema, 404: ErrorSchema },
});
