import { z } from 'zod';
import { CONTENT_TYPES } from '../constants/content';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants/limits';
import { DateTimeSchema, Flag01Schema, UuidSchema } from '../common/common.schemas';

/** spec 01 §3, spec 02 §3: content holds the title, the article HTML (sanitised on display) and a video. */
export const ContentItemSchema = z
  .object({
    uuid: UuidSchema,
    type: z.enum(CONTENT_TYPES),
    content: z.object({
      title: z.string(),
      /**
       * A video's description (plain text) in lists and on its own; a news article's HTML body only when
       * the article is fetched by id, so that lists stay small.
       */
      text: z.string().optional(),
      /** The YouTube video id of a video; null for news. */
      youtube: z.string().nullable().optional(),
    }),
    media: z.object({ thumbnail: z.string().nullable() }),
    /** The date a list is ordered by and a card shows; the spec's items only name updated_at. */
    published_at: DateTimeSchema,
    updated_at: DateTimeSchema,
  })
  .meta({ id: 'ContentItem' });
export type ContentItem = z.infer<typeof ContentItemSchema>;

const CONTENT_TYPE_LIST = new RegExp(`^(${CONTENT_TYPES.join('|')})(,(${CONTENT_TYPES.join('|')}))*$`);

/**
 * spec 01 §7: content_types is a comma-separated list (`news` or `news,video`), kept as text so that the
 * query string round-trips; the server splits it.
 */
export const ContentQuerySchema = z.strictObject({
  content_types: z.string().regex(CONTENT_TYPE_LIST).optional(),
  visible: z.coerce.number().pipe(Flag01Schema).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type ContentQuery = z.infer<typeof ContentQuerySchema>;
