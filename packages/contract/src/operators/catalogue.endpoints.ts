import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { OkSchema } from '../common/common.schemas';
import { OPERATOR_SECTIONS } from '../constants/operator-sections';
import {
  CatalogueCodeParamsSchema,
  CatalogueImportApplySchema,
  CatalogueImportBodySchema,
  CatalogueImportReportSchema,
  CatalogueListsSchema,
  CatalogueProductTypeCreateSchema,
  CatalogueProductTypeListSchema,
  CatalogueProductTypeSchema,
  CatalogueProductTypeUpdateSchema,
  CatalogueSizeCreateSchema,
  CatalogueSizeSchema,
  CatalogueSizeUpdateSchema,
  CatalogueTagPhotoRuleCreateSchema,
  CatalogueTagPhotoRuleSchema,
  CatalogueTypeQuerySchema,
  CatalogueVariantCreateSchema,
  CatalogueVariantSchema,
  CatalogueVariantUpdateSchema,
  ProductTypeCodeParamsSchema,
  TagPhotoRuleParamsSchema,
} from './catalogue.schemas';

/** ARCHITECTURE §4: the scanning catalogue is kept by admins and the content team. */
export const CATALOGUE_OPERATOR_ROLES = OPERATOR_SECTIONS.catalogue;

const operator = { access: 'operator', operatorRoles: CATALOGUE_OPERATOR_ROLES } as const;

export const listCatalogueTypes = defineEndpoint({
  ...operator,
  method: 'GET',
  path: '/admin/catalogue/types',
  summary: 'Product types with their points per region, filtered and paged',
  query: CatalogueTypeQuerySchema,
  response: { 200: CatalogueProductTypeListSchema },
});

export const getCatalogueType = defineEndpoint({
  ...operator,
  method: 'GET',
  path: '/admin/catalogue/types/:code',
  summary: 'One product type with its points per region',
  params: ProductTypeCodeParamsSchema,
  response: { 200: CatalogueProductTypeSchema, 404: ErrorSchema },
});

/** A code in use answers 422 on `code`. */
export const createCatalogueType = defineEndpoint({
  ...operator,
  method: 'POST',
  path: '/admin/catalogue/types',
  summary: 'Add a product type',
  body: CatalogueProductTypeCreateSchema,
  response: { 201: CatalogueProductTypeSchema },
});

export const updateCatalogueType = defineEndpoint({
  ...operator,
  method: 'PATCH',
  path: '/admin/catalogue/types/:code',
  summary: 'Edit or deactivate a product type; points, when sent, replace its table',
  params: ProductTypeCodeParamsSchema,
  body: CatalogueProductTypeUpdateSchema,
  response: { 200: CatalogueProductTypeSchema, 404: ErrorSchema },
});

export const getCatalogueLists = defineEndpoint({
  ...operator,
  method: 'GET',
  path: '/admin/catalogue/lists',
  summary: 'Variants, sizes and tag-photo rules, active or not',
  response: { 200: CatalogueListsSchema },
});

export const createCatalogueVariant = defineEndpoint({
  ...operator,
  method: 'POST',
  path: '/admin/catalogue/variants',
  summary: 'Add a variant',
  body: CatalogueVariantCreateSchema,
  response: { 201: CatalogueVariantSchema },
});

export const updateCatalogueVariant = defineEndpoint({
  ...operator,
  method: 'PATCH',
  path: '/admin/catalogue/variants/:code',
  summary: 'Edit or deactivate a variant',
  params: CatalogueCodeParamsSchema,
  body: CatalogueVariantUpdateSchema,
  response: { 200: CatalogueVariantSchema, 404: ErrorSchema },
});

export const createCatalogueSize = defineEndpoint({
  ...operator,
  method: 'POST',
  path: '/admin/catalogue/sizes',
  summary: 'Add a size',
  body: CatalogueSizeCreateSchema,
  response: { 201: CatalogueSizeSchema },
});

export const updateCatalogueSize = defineEndpoint({
  ...operator,
  method: 'PATCH',
  path: '/admin/catalogue/sizes/:code',
  summary: 'Edit or deactivate a size',
  params: CatalogueCodeParamsSchema,
  body: CatalogueSizeUpdateSchema,
  response: { 200: CatalogueSizeSchema, 404: ErrorSchema },
});

/** An unknown variant, or a rule that exists, answers 422 on `variant`. */
export const createCatalogueTagPhotoRule = defineEndpoint({
  ...operator,
  method: 'POST',
  path: '/admin/catalogue/tag-photo-rules',
  summary: 'Require a tag photo for a variant, factory and year',
  body: CatalogueTagPhotoRuleCreateSchema,
  response: { 201: CatalogueTagPhotoRuleSchema },
});

export const deleteCatalogueTagPhotoRule = defineEndpoint({
  ...operator,
  method: 'DELETE',
  path: '/admin/catalogue/tag-photo-rules/:id',
  summary: 'Stop requiring a tag photo for a variant, factory and year',
  params: TagPhotoRuleParamsSchema,
  response: { 200: OkSchema, 404: ErrorSchema },
});

/** Writes nothing: reports each line it would refuse and what it would create or update. */
export const dryRunCatalogueImport = defineEndpoint({
  ...operator,
  method: 'POST',
  path: '/admin/catalogue/import/dry-run',
  summary: 'Check a catalogue CSV without writing; its columns are in the CatalogueImportBody schema',
  body: CatalogueImportBodySchema,
  response: { 200: CatalogueImportReportSchema },
});

/** In one transaction; 409 when the catalogue or the file changed since the dry run's fingerprint. */
export const applyCatalogueImport = defineEndpoint({
  ...operator,
  method: 'POST',
  path: '/admin/catalogue/import',
  summary: 'Apply a catalogue CSV exactly as its dry run reported',
  body: CatalogueImportApplySchema,
  response: { 200: CatalogueImportReportSchema, 409: ErrorSchema },
});
