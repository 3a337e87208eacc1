import { z } from 'zod';
import { CONTENT_LIMITS, CONTENT_MESSAGES, CONTENT_TYPES, YOUTUBE_ID_PATTERN } from '../constants/content';
import { REGIONS } from '../constants/regions';
import { FIELD_MESSAGES } from '../constants/messages';
import {
  DateTimeSchema,
  LanguageIdSchema,
  PageMetaSchema,
  QueryIdSchema,
  PageQuerySchema,
  UuidSchema,
} from '../common/common.schemas';

const REGION_IDS: readonly number[] = REGIONS.map((r) => r.id);

/** Any region, region 1 ("All") included: club-wide items are written there. */
export const ContentRegionIdSchema = z
  .number({ error: CONTENT_MESSAGES.regionRequired })
  .int()
  .refine((id) => REGION_IDS.includes(id), CONTENT_MESSAGES.regionRequired);

/** Back-office: one item as an operator edits it, hidden and scheduled ones included. */
export const AdminContentItemSchema = z
  .object({
    uuid: UuidSchema,
    type: z.enum(CONTENT_TYPES),
    region_id: z.number().int(),
    language_id: z.number().int(),
    title: z.string(),
    summary: z.string().nullable(),
    /** The stored (sanitised) article HTML; null for videos. */
    body_html: z.string().nullable(),
    youtube_id: z.string().nullable(),
    /** The picture an operator uploaded, when there is one. */
    image_id: UuidSchema.nullable(),
    /** What the installers' app shows: the uploaded picture's address, or an older drawing's. */
    thumbnail: z.string().nullable(),
    is_visible: z.boolean(),
    published_at: DateTimeSchema,
    created_at: DateTimeSchema,
    updated_at: DateTimeSchema,
  })
  .meta({ id: 'AdminContentItem' });
export type AdminContentItem = z.infer<typeof AdminContentItemSchema>;

export const AdminContentListSchema = z
  .object({ data: z.array(AdminContentItemSchema), meta: PageMetaSchema })
  .meta({ id: 'AdminContentList' });
export type AdminContentList = z.infer<typeof AdminContentListSchema>;

const optionalNumber = (schema: z.ZodType<number, number>) =>
  z
    .union([z.literal(''), z.coerce.number()])
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(schema.optional());

/** The list's filters: one type at a time (news unless asked), newest publication first. */
export const AdminContentQuerySchema = PageQuerySchema.extend({
  type: z.enum(CONTENT_TYPES).default('news'),
  region_id: optionalNumber(ContentRegionIdSchema),
  language_id: optionalNumber(LanguageIdSchema),
  /** `visible`, `hidden` or `scheduled` (visible, but published later than now). */
  status: z.enum(['visible', 'hidden', 'scheduled']).optional(),
  /** Words of the title, in any case. */
  q: z.string().trim().max(CONTENT_LIMITS.searchMaxLength, FIELD_MESSAGES.tooLong).optional(),
});
export type AdminContentQuery = z.infer<typeof AdminContentQuerySchema>;

const title = z
  .string({ error: CONTENT_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: CONTENT_MESSAGES.titleRequired, abort: true })
  .max(CONTENT_LIMITS.titleMaxLength, FIELD_MESSAGES.tooLong);

/**
 * An item as an operator saves it. A news article or resource needs its HTML body (sanitised by the server
 * when it is saved); a video needs its YouTube id. `image_id` is an uploaded picture (POST
 * /admin/content/images), null for none.
 */
export const SaveContentBodySchema = z
  .strictObject({
    type: z.enum(CONTENT_TYPES),
    region_id: ContentRegionIdSchema,
    language_id: LanguageIdSchema,
    title,
    summary: z.string().trim().max(CONTENT_LIMITS.summaryMaxLength, FIELD_MESSAGES.tooLong).nullish(),
    body_html: z.string().max(CONTENT_LIMITS.bodyMaxLength, FIELD_MESSAGES.tooLong).nullish(),
    youtube_id: z.string().trim().nullish(),
    image_id: UuidSchema.nullable(),
    is_visible: z.boolean(),
    published_at: z.iso.datetime({ offset: true, error: CONTENT_MESSAGES.publishedAtRequired }),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'video') {
      if (!body.youtube_id || !YOUTUBE_ID_PATTERN.test(body.youtube_id)) {
        ctx.addIssue({ code: 'custom', path: ['youtube_id'], message: CONTENT_MESSAGES.youtubeRequired });
      }
    } else if (!body.body_html?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['body_html'], message: CONTENT_MESSAGES.bodyRequired });
    }
  })
  .meta({ id: 'SaveContentBody' });
export type SaveContentBody = z.infer<typeof SaveContentBodySchema>;

/** Hide or show an item. */
export const ContentVisibilityBodySchema = z
  .strictObject({ is_visible: z.boolean() })
  .meta({ id: 'ContentVisibilityBody' });
export type ContentVisibilityBody = z.infer<typeof ContentVisibilityBodySchema>;

/** An uploaded article picture: its id for `image_id` and the address it is served at. */
export const ContentImageSchema = z
  .object({ uuid: UuidSchema, url: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'ContentImage' });
export type ContentImage = z.infer<typeof ContentImageSchema>;

/**
 * An item's text in another language: what the installers reading in that language see instead of the
 * item's own. A missing summary or body falls back to the item's own (a translated title alone is enough
 * to start with); a video has no body.
 */
export const AdminContentTranslationSchema = z
  .object({
    language_id: z.number().int(),
    title: z.string(),
    summary: z.string().nullable(),
    /** The stored (sanitised) article HTML, or null for the item's own. */
    body_html: z.string().nullable(),
    updated_at: DateTimeSchema,
  })
  .meta({ id: 'AdminContentTranslation' });
export type AdminContentTranslation = z.infer<typeof AdminContentTranslationSchema>;

/** An item's translations, by language id. */
export const AdminContentTranslationListSchema = z
  .object({ data: z.array(AdminContentTranslationSchema) })
  .meta({ id: 'AdminContentTranslationList' });
export type AdminContentTranslationList = z.infer<typeof AdminContentTranslationListSchema>;

/** The item and one language of it. */
export const ContentTranslationParamsSchema = z.strictObject({
  id: UuidSchema,
  language_id: QueryIdSchema.pipe(LanguageIdSchema),
});

/** A translation as an operator saves it: the title, and the summary and body when they are translated. */
export const SaveContentTranslationBodySchema = z
  .strictObject({
    title,
    summary: z.string().trim().max(CONTENT_LIMITS.summaryMaxLength, FIELD_MESSAGES.tooLong).nullish(),
    body_html: z.string().max(CONTENT_LIMITS.bodyMaxLength, FIELD_MESSAGES.tooLong).nullish(),
  })
  .meta({ id: 'SaveContentTranslationBody' });
export type SaveContentTranslationBody = z.infer<typeof SaveContentTranslationBodySchema>;
