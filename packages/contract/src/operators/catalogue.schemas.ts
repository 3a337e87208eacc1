import { z } from 'zod';
import { PageMetaSchema, QueryIdSchema } from '../common/common.schemas';
import { listQuery } from '../common/list-query';
import { PRODUCT_TYPE_VALUES, type ProductType } from '../constants/products';
import { COUNTRY_CODES, type CountryCode } from '../constants/regions';

/** The most one product may earn in a region, before the tier top-up (a guard against typing errors). */
export const CATALOGUE_MAX_POINTS = 10_000;
/** The CSV import refuses larger files: the whole catalogue is a few hundred lines. */
export const CATALOGUE_CSV_MAX_CHARS = 500_000;

const codeOf = (pattern: RegExp, message: string) =>
  z.string({ error: message }).trim().toUpperCase().regex(pattern, message);

/** The codes as the catalogue tables' checks allow them (see the catalogue schema). */
export const ProductTypeCodeSchema = codeOf(/^[A-Z0-9-]{1,32}$/, 'Use 1 to 32 letters, digits or hyphens.');
export const CatalogueCodeSchema = codeOf(/^[A-Z0-9]{1,32}$/, 'Use 1 to 32 letters or digits.');
const NameSchema = z
  .string({ error: 'Enter a name.' })
  .trim()
  .min(1, 'Enter a name.')
  .max(200, 'Use at most 200 characters.');
const KindSchema = z.enum(PRODUCT_TYPE_VALUES as [ProductType, ...ProductType[]], {
  error: 'Choose a kind.',
});
const PositionSchema = z.number().int().min(0).max(32_000);
export const CountryCodeSchema = z.enum(COUNTRY_CODES as [CountryCode, ...CountryCode[]], {
  error: 'Unknown region.',
});
export const CataloguePointsSchema = z
  .number({ error: 'Enter a whole number.' })
  .int('Enter a whole number.')
  .min(0, 'Points cannot be negative.')
  .max(CATALOGUE_MAX_POINTS, `At most ${CATALOGUE_MAX_POINTS} points.`);

/**
 * Points of one product per country code; a country left out earns nothing for the type. A closed
 * object rather than a record, so that a code outside the club's countries is a 422 like any unknown field.
 */
export const RegionPointsSchema = z.strictObject(
  Object.fromEntries(COUNTRY_CODES.map((code) => [code, CataloguePointsSchema.optional()])) as Record<
    CountryCode,
    z.ZodOptional<typeof CataloguePointsSchema>
  >,
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unknown region.' : undefined) },
);
export type RegionPoints = z.infer<typeof RegionPointsSchema>;

/** A product type as operators see it: its shop groupings follow from its kind (spec 01 §4). */
export const CatalogueProductTypeSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    kind: z.string(),
    is_scannable: z.boolean(),
    is_active: z.boolean(),
    position: z.number().int(),
    points: z.record(z.string(), z.number().int()),
  })
  .meta({ id: 'CatalogueProductType' });
export type CatalogueProductType = z.infer<typeof CatalogueProductTypeSchema>;

export const CatalogueProductTypeListSchema = z
  .object({ data: z.array(CatalogueProductTypeSchema), meta: PageMetaSchema })
  .meta({ id: 'CatalogueProductTypeList' });

const yesNo = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The columns the product type list sorts on. */
export const CATALOGUE_TYPE_SORTS = ['position', 'code', 'name', 'kind'] as const;

/** Filters of the product type list; `q` matches the code or the name. */
export const CatalogueTypeQuerySchema = listQuery(CATALOGUE_TYPE_SORTS, {
  q: z.string().trim().max(100).optional(),
  kind: KindSchema.optional(),
  active: yesNo.optional(),
  scannable: yesNo.optional(),
});
export type CatalogueTypeQuery = z.infer<typeof CatalogueTypeQuerySchema>;

export const CatalogueProductTypeCreateSchema = z
  .strictObject({
    code: ProductTypeCodeSchema,
    name: NameSchema,
    kind: KindSchema,
    is_scannable: z.boolean().default(true),
    is_active: z.boolean().default(true),
    position: PositionSchema.default(0),
    points: RegionPointsSchema.default({}),
  })
  .meta({ id: 'CatalogueProductTypeCreate' });
export type CatalogueProductTypeCreate = z.input<typeof CatalogueProductTypeCreateSchema>;

/** `points`, when sent, replaces the type's whole table. Deactivating is `is_active: false`. */
export const CatalogueProductTypeUpdateSchema = z
  .strictObject({
    name: NameSchema.optional(),
    kind: KindSchema.optional(),
    is_scannable: z.boolean().optional(),
    is_active: z.boolean().optional(),
    position: PositionSchema.optional(),
    points: RegionPointsSchema.optional(),
  })
  .meta({ id: 'CatalogueProductTypeUpdate' });
export type CatalogueProductTypeUpdate = z.infer<typeof CatalogueProductTypeUpdateSchema>;

export const ProductTypeCodeParamsSchema = z.strictObject({ code: ProductTypeCodeSchema });
export const CatalogueCodeParamsSchema = z.strictObject({ code: CatalogueCodeSchema });

export const CatalogueVariantSchema = z
  .object({ code: z.string(), name: z.string(), is_active: z.boolean(), position: z.number().int() })
  .meta({ id: 'CatalogueVariant' });
export type CatalogueVariant = z.infer<typeof CatalogueVariantSchema>;
export const CatalogueVariantCreateSchema = z.strictObject({
  code: CatalogueCodeSchema,
  name: NameSchema,
  is_active: z.boolean().default(true),
  position: PositionSchema.default(0),
});
export const CatalogueVariantUpdateSchema = z.strictObject({
  name: NameSchema.optional(),
  is_active: z.boolean().optional(),
  position: PositionSchema.optional(),
});

const CentimetresSchema = z
  .number({ error: 'Enter a whole number of centimetres.' })
  .int('Enter a whole number of centimetres.')
  .min(1, 'Enter 1 to 1000 cm.')
  .max(1000, 'Enter 1 to 1000 cm.');

/** spec 02 §5: a size's list (square or rectangular) follows from its dimensions. */
export const CatalogueSizeSchema = z
  .object({
    code: z.string(),
    width_cm: z.number().int(),
    height_cm: z.number().int(),
    shape: z.enum(['square', 'rectangular']),
    is_active: z.boolean(),
  })
  .meta({ id: 'CatalogueSize' });
export type CatalogueSize = z.infer<typeof CatalogueSizeSchema>;
export const CatalogueSizeCreateSchema = z.strictObject({
  code: CatalogueCodeSchema,
  width_cm: CentimetresSchema,
  height_cm: CentimetresSchema,
  is_active: z.boolean().default(true),
});
export const CatalogueSizeUpdateSchema = z.strictObject({
  width_cm: CentimetresSchema.optional(),
  height_cm: CentimetresSchema.optional(),
  is_active: z.boolean().optional(),
});

export const TagPhotoFactorySchema = codeOf(/^[A-Z0-9]{2}$/, 'Use two letters or digits.');
export const TagPhotoYearSchema = z
  .number({ error: 'Enter a year.' })
  .int('Enter a year.')
  .min(2000, 'Enter a year from 2000 to 2099.')
  .max(2099, 'Enter a year from 2000 to 2099.');

/** spec 02 §3: serials of the variant made in that factory and year need a photo of their tag. */
export const CatalogueTagPhotoRuleSchema = z
  .object({ id: z.number().int(), variant: z.string(), factory: z.string(), year: z.number().int() })
  .meta({ id: 'CatalogueTagPhotoRule' });
export type CatalogueTagPhotoRule = z.infer<typeof CatalogueTagPhotoRuleSchema>;
export const CatalogueTagPhotoRuleCreateSchema = z.strictObject({
  variant: CatalogueCodeSchema,
  factory: TagPhotoFactorySchema,
  year: TagPhotoYearSchema,
});
export const TagPhotoRuleParamsSchema = z.strictObject({ id: QueryIdSchema });

/** Variants, sizes and tag-photo rules: a few dozen rows each, served whole. */
export const CatalogueListsSchema = z
  .object({
    variants: z.array(CatalogueVariantSchema),
    sizes: z.array(CatalogueSizeSchema),
    tag_photo_rules: z.array(CatalogueTagPhotoRuleSchema),
  })
  .meta({ id: 'CatalogueLists' });
export type CatalogueLists = z.infer<typeof CatalogueListsSchema>;

/** The record kinds of a catalogue CSV line (the `record` column). */
export const CATALOGUE_CSV_RECORDS = ['type', 'variant', 'size', 'points', 'tag_photo'] as const;
export type CatalogueCsvRecord = (typeof CATALOGUE_CSV_RECORDS)[number];
export const CATALOGUE_CSV_COLUMNS = [
  'record',
  'code',
  'name',
  'kind',
  'scannable',
  'active',
  'region',
  'points',
  'width_cm',
  'height_cm',
  'factory',
  'year',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/**
 * The catalogue CSV, as the import's description and the back-office screen show it. One line per
 * record; the columns a record does not use stay empty and may be left out of the header.
 */
export const CATALOGUE_CSV_HELP = `A header line, then one line per record. Separators: comma, or semicolon as Excel writes it in
many European locales (the separator is read from the header line); UTF-8 with or without a BOM; quotes as in
RFC 4180. Column names are case-insensitive. Required columns: record, code.
- record=type: code (product type, e.g. GGL), name and kind (${PRODUCT_TYPE_VALUES.join(', ')}) required for a
  new type; scannable and active optional (yes/no, true/false, 1/0).
- record=variant: code (e.g. 2070), name required for a new variant; active optional.
- record=size: code (e.g. MK04), width_cm and height_cm (1-1000) required for a new size; active optional.
- record=points: code (an existing type, or one created earlier in the file), region (country code, e.g. PL),
  points (0-${CATALOGUE_MAX_POINTS}).
- record=tag_photo: code (a variant), factory (2 letters or digits), year (2000-2099): serials of that
  variant made in that factory and year need a tag photo.
An existing record is updated with the values given; empty cells keep what is there. A key given twice in
the file (the same type, or the same region for a type, or the same tag-photo rule) refuses the later line.`;

export const CatalogueImportBodySchema = z
  .strictObject({
    csv: z
      .string({ error: 'Send the CSV text.' })
      .min(1, 'The file is empty.')
      .max(CATALOGUE_CSV_MAX_CHARS, `The file is larger than ${CATALOGUE_CSV_MAX_CHARS} characters.`),
  })
  .meta({ id: 'CatalogueImportBody', description: CATALOGUE_CSV_HELP });
export type CatalogueImportBody = z.infer<typeof CatalogueImportBodySchema>;

/** Applies what the dry run with this fingerprint reported, or answers 409 when the plan changed since. */
export const CatalogueImportApplySchema = CatalogueImportBodySchema.extend({
  fingerprint: z
    .string({ error: 'Run the dry run first.' })
    .regex(/^[0-9a-f]{64}$/, 'Run the dry run first.'),
}).meta({ id: 'CatalogueImportApply', description: CATALOGUE_CSV_HELP });
export type CatalogueImportApply = z.infer<typeof CatalogueImportApplySchema>;

export const CatalogueImportErrorSchema = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type CatalogueImportError = z.infer<typeof CatalogueImportErrorSchema>;

export const CatalogueImportChangeSchema = z.object({
  line: z.number().int(),
  record: z.enum(CATALOGUE_CSV_RECORDS),
  key: z.string(),
  action: z.enum(['create', 'update', 'unchanged']),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()),
});
export type CatalogueImportChange = z.infer<typeof CatalogueImportChangeSchema>;

export const CatalogueImportReportSchema = z
  .object({
    /** Identifies the plan: apply checks it so that it does exactly what the dry run reported. */
    fingerprint: z.string(),
    applied: z.boolean(),
    lines: z.number().int(),
    counts: z.object({
      create: z.number().int(),
      update: z.number().int(),
      unchanged: z.number().int(),
      refused: z.number().int(),
    }),
    errors: z.array(CatalogueImportErrorSchema),
    changes: z.array(CatalogueImportChangeSchema),
  })
  .meta({ id: 'CatalogueImportReport' });
export type CatalogueImportReport = z.infer<typeof CatalogueImportReportSchema>;
