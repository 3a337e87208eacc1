import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { PageQuerySchema, UuidParamsSchema, paged } from '../common/common.schemas';
import { CompanyPointsSchema, PointsHistoryEntrySchema } from './points.schemas';

/** spec 03 §7: by company uuid; another company's answers 404. */
export const getCompanyPoints = defineEndpoint({
  method: 'GET',
  path: '/v1/company/points/:id',
  access: 'user',
  summary: 'Points balance, open projects and points about to expire',
  params: UuidParamsSchema,
  response: { 200: CompanyPointsSchema, 404: ErrorSchema },
});

/** spec 01 §7 sends no query; page and limit are optional and default to the first 20, newest first. */
export const listPointsHistory = defineEndpoint({
  method: 'GET',
  path: '/v1/points/history',
  access: 'user',
  summary: "The own company's points history",
  query: PageQuerySchema,
  response: { 200: paged(PointsHistoryEntrySchema) },
});
