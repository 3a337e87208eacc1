import { z } from 'zod';
import { ErrorSchema, ValidationErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { UuidParamsSchema } from '../common/common.schemas';
import { OPERATOR_SECTIONS } from '../constants/operator-sections';
import {
  AdminContentItemSchema,
  AdminContentListSchema,
  AdminContentQuerySchema,
  ContentImageSchema,
  ContentVisibilityBodySchema,
  SaveContentBodySchema,
} from './content-admin.schemas';

/** Back-office: news, resources and videos of every region, hidden and scheduled ones included. */
export const listAdminContent = defineEndpoint({
  method: 'GET',
  path: '/admin/content',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.content,
  summary: 'News or videos with filters, newest publication first',
  query: AdminContentQuerySchema,
  response: { 200: AdminContentListSchema },
});

export const getAdminContent = defineEndpoint({
  method: 'GET',
  path: '/admin/content/:id',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.content,
  summary: 'One item as an operator edits it',
  params: UuidParamsSchema,
  response: { 200: AdminContentItemSchema, 404: ErrorSchema },
});

/** The article HTML is sanitised before it is stored; the item is audit-logged. */
export const createAdminContent = defineEndpoint({
  method: 'POST',
  path: '/admin/content',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.content,
  summary: 'Writes a news article, resource or video',
  body: SaveContentBodySchema,
  response: { 201: AdminContentItemSchema },
});

export const updateAdminContent = defineEndpoint({
  method: 'PUT',
  path: '/admin/content/:id',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.content,
  summary: 'Changes an item (audit-logged with the values before and after)',
  params: UuidParamsSchema,
  body: SaveContentBodySchema,
  response: { 200: AdminContentItemSchema, 404: ErrorSchema },
});

export const setAdminContentVisibility = defineEndpoint({
  method: 'PUT',
  path: '/admin/content/:id/visibility',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.content,
  summary: 'Hides or shows an item',
  params: UuidParamsSchema,
  body: ContentVisibilityBodySchema,
  response: { 200: AdminContentItemSchema, 404: ErrorSchema },
});

/** A JPEG or PNG (by its bytes, multipart field `image`), re-encoded as a JPEG without metadata. */
export const uploadContentImage = defineEndpoint({
  method: 'POST',
  path: '/admin/content/images',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.content,
  summary: 'Uploads an article picture (multipart field image)',
  response: { 201: ContentImageSchema, 413: ErrorSchema, 422: ValidationErrorSchema },
});

/**
 * An article picture, for the installers' app and the back-office alike: an `<img>` sends no token, and the
 * pictures of published news are no secret (their ids are not guessable). Served as a download with a
 * sandboxing CSP, as every stored file.
 */
export const getContentImage = defineEndpoint({
  method: 'GET',
  path: '/v1/content/images/:id',
  access: 'public',
  summary: 'An article picture',
  params: UuidParamsSchema,
  response: { 200: z.unknown(), 404: ErrorSchema },
});
