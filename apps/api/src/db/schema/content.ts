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

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * News articles and tutorial videos (spec 01 §2 Home widgets, spec 02 §2 News and Resources). One row is
 * one item in one region (region 1 = every region). `body_html` is stored as written (no write API yet;
 * the seed writes it) and the web app sanitises it with DOMPurify on display; the operators' write API
 * will sanitise on write as well.
 */
export const contents = pgTable(
  'contents',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    type: text('type').$type<ContentType>().notNull(),
    regionId: smallint('region_id').notNull(),
    title: text('title').notNull(),
    /** A short text under the title (a video's description). */
    summary: text('summary'),
    bodyHtml: text('body_html'),
    youtubeId: text('youtube_id'),
    thumbnailUrl: text('thumbnail_url'),
    isVisible: boolean('is_visible').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list call: a region's (and region 1's) items of some types, newest first.
    index('contents_region_type_published_idx').on(t.regionId, t.type, t.publishedAt.desc(), t.id.desc()),
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
