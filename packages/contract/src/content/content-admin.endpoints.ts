import { z } from 'zod';
import { ErrorSchema, ValidationErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { UuidParamsSchema } from '../common/common.schemas';
import { OPERATOR_SECTIONS } from '../constants/operator-sections';
import {
  AdminContentItemSchema,
  AdminContentListSchema,
  AdminContentQuerySchema,
  AdminContentTranslationListSchema,
  ContentImageSchema,
  ContentTranslationParamsSchema,
  ContentVisibilityBodySchema,
  SaveContentBodySchema,
  SaveContentTranslationBodySchema,
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

export const listAdminContentTranslations = defineEndpoint({
  method: 'GET',
  path: '/admin/content/:id/translations',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.content,
  summary: 'An item’s translations into other languages',
  params: UuidParamsSchema,
  response: { 200: AdminContentTranslationListSchema, 404: ErrorSchema },
});

/** The body HTML is sanitised before it is stored; the change is audit-logged. Answers all translations. */
export const saveAdminContentTranslation = defineEndpoint({
  method: 'PUT',
  path: '/admin/content/:id/translations/:language_id',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.content,
  summary: 'Writes or replaces an item’s translation into one language',
  params: ContentTranslationParamsSchema,
  body: SaveContentTranslationBodySchema,
  response: { 200: AdminContentTranslationListSchema, 404: ErrorSchema, 422: ValidationErrorSchema },
});

/** Installers reading in that language see the item's own text again. Answers the translations left. */
export const deleteAdminContentTranslation = defineEndpoint({
  method: 'DELETE',
  path: '/admin/content/:id/translations/:language_id',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.content,
  summary: 'Removes an item’s translation into one language',
  params: ContentTranslationParamsSchema,
  response: { 200: AdminContentTranslationListSchema, 404: ErrorSchema },
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
