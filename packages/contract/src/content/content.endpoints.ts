import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { UuidParamsSchema, paged } from '../common/common.schemas';
import { ContentItemSchema, ContentQuerySchema } from './content.schemas';

/** Only the user's region's content is listed. */
export const listContent = defineEndpoint({
  method: 'GET',
  path: '/v1/content',
  access: 'user',
  summary: 'News and tutorial videos, newest first',
  query: ContentQuerySchema,
  response: { 200: paged(ContentItemSchema) },
});

export const getContent = defineEndpoint({
  method: 'GET',
  path: '/v1/content/:id',
  access: 'user',
  summary: 'One news article or video',
  params: UuidParamsSchema,
  response: { 200: ContentItemSchema, 404: ErrorSchema },
});
