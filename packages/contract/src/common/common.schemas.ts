import { z } from 'zod';
import { ACCOUNT_LIMITS, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants/limits';
import { FIELD_MESSAGES } from '../constants/messages';
import { REGIONS } from '../constants/regions';
import { LANGUAGES } from '../constants/languages';

export const UuidSchema = z.uuid();
export const DateTimeSchema = z.iso.datetime({ offset: true });
/** The largest id a table can hold (PostgreSQL `integer`): a larger one is refused as input, never sent on. */
export const MAX_ROW_ID = 2_147_483_647;

export const IdSchema = z.number().int().positive().max(MAX_ROW_ID);

/** spec 01 §5: checkboxes and flags travel as 1 or 0. */
export const Flag01Schema = z.literal([0, 1]);
export type Flag01 = z.infer<typeof Flag01Schema>;

const COUNTRY_REGION_IDS: readonly number[] = REGIONS.filter((r) => r.code !== 'ALL').map((r) => r.id);
const LANGUAGE_IDS: readonly number[] = LANGUAGES.map((l) => l.id);

/** A region a company can belong to (every region but 1, "All"). */
export const CountryRegionIdSchema = z
  .number({ error: FIELD_MESSAGES.regionRequired })
  .int()
  .refine((id) => COUNTRY_REGION_IDS.includes(id), FIELD_MESSAGES.regionRequired);

export const LanguageIdSchema = z
  .number({ error: FIELD_MESSAGES.languageRequired })
  .int()
  .refine((id) => LANGUAGE_IDS.includes(id), FIELD_MESSAGES.languageRequired);

/** Query strings carry numbers as text. */
export const QueryIdSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);
export const QueryCountryRegionIdSchema = z.coerce.number().pipe(CountryRegionIdSchema);

/** A required, trimmed text with one message for missing and empty. */
export const requiredText = (message: string, max: number = ACCOUNT_LIMITS.nameMaxLength) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, FIELD_MESSAGES.tooLong);

/** A string that must hold JSON matching `schema`; the value stays a string (spec 01 §3). */
export const jsonString = (schema: z.ZodType, message: string) =>
  z.string({ error: message }).refine((text) => {
    try {
      return schema.safeParse(JSON.parse(text)).success;
    } catch {
      return false;
    }
  }, message);

/** Page and limit of a paged list. */
export const PageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const PageMetaSchema = z.object({
  current_page: z.number().int().min(1),
  last_page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

/** Every paged list answers `{ data, meta }`. An empty list has last_page 1. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: PageMetaSchema });
export type Paged<T> = { data: T[]; meta: PageMeta };

/** The `{ data }` wrapper of lists that are not paged. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** Answer of calls whose result the spec does not show. */
export const OkSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
export type Ok = z.infer<typeof OkSchema>;

export const UuidParamsSchema = z.strictObject({ id: UuidSchema });
export type UuidParams = z.infer<typeof UuidParamsSchema>;
