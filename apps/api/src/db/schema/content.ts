import { CONTENT_TYPES, type ContentType } from '@club/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { operators } from './accounts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Pictures operators upload for news and videos, re-encoded (lib/reencode-image.ts) and kept in the file
 * storage under `path`; served to anyone by uuid (GET /v1/content/images/{uuid}).
 */
export const contentImages = pgTable('content_images', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom().unique(),
  path: text('path').notNull(),
  mimeType: text('mime_type').notNull(),
  bytes: integer('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedByOperatorId: integer('uploaded_by_operator_id')
    .notNull()
    .references(() => operators.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * News articles and tutorial videos (spec 01 §2 Home widgets, spec 02 §2 News and Resources). One row is
 * one item in one region (region 1 = every region), written in one language (`language_id`, the
 * language of its own texts; translations are in content_translations). `body_html` is sanitised when an
 * operator saves it (ARTICLE_HTML_POLICY) and again by the web app on display.
 */
export const contents = pgTable(
  'contents',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    type: text('type').$type<ContentType>().notNull(),
    regionId: smallint('region_id').notNull(),
    // English (5) for what was written before languages were recorded: the club-wide items
    languageId: smallint('language_id').notNull().default(5),
    title: text('title').notNull(),
    /** A short text under the title (a video's description). */
    summary: text('summary'),
    bodyHtml: text('body_html'),
    youtubeId: text('youtube_id'),
    thumbnailUrl: text('thumbnail_url'),
    /** The uploaded picture `thumbnail_url` points to; null for none or for the seed's drawings. */
    imageId: integer('image_id').references(() => contentImages.id),
    isVisible: boolean('is_visible').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list call: a region's (and region 1's) items of some types, newest first.
    index('contents_region_type_published_idx').on(t.regionId, t.type, t.publishedAt.desc(), t.id.desc()),
    // The back-office list of one type across regions, newest publication first.
    index('contents_type_published_idx').on(t.type, t.publishedAt.desc(), t.id.desc()),
    check('contents_type_check', sql`${t.type} in (${inList(CONTENT_TYPES)})`),
  ],
);

export type ContentRow = typeof contents.$inferSelect;
export type NewContentRow = typeof contents.$inferInsert;

/**
 * An item's text in another language (#15 b): the reader gets the translation of their account's
 * language when one exists, the item's own text (English for club-wide items) otherwise. A missing
 * summary or body falls back to the item's own, so a translated title alone is enough to start with.
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    languageId: smallint('language_id').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    bodyHtml: text('body_html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // every read joins on both columns: one row per item and language
  (t) => [uniqueIndex('content_translations_content_language_unique').on(t.contentId, t.languageId)],
);

export type NewContentTranslationRow = typeof contentTranslations.$inferInsert;
