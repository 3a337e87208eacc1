import type { AdminContentQuery, ContentType } from '@club/contract';
import { and, asc, count, desc, eq, gt, ilike, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { contentImages, contentTranslations, contents } from '../../db/schema/content';
import { pagedRows } from '../../lib/paging';

const columns = {
  id: contents.id,
  uuid: contents.uuid,
  type: contents.type,
  regionId: contents.regionId,
  languageId: contents.languageId,
  title: contents.title,
  summary: contents.summary,
  bodyHtml: contents.bodyHtml,
  youtubeId: contents.youtubeId,
  thumbnailUrl: contents.thumbnailUrl,
  imageUuid: contentImages.uuid,
  isVisible: contents.isVisible,
  publishedAt: contents.publishedAt,
  createdAt: contents.createdAt,
  updatedAt: contents.updatedAt,
};

export interface AdminContentRow {
  id: number;
  uuid: string;
  type: ContentType;
  regionId: number;
  languageId: number;
  title: string;
  summary: string | null;
  bodyHtml: string | null;
  youtubeId: string | null;
  thumbnailUrl: string | null;
  imageUuid: string | null;
  isVisible: boolean;
  publishedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** What a save writes: the item's own columns. */
export interface ContentValues {
  type: ContentType;
  regionId: number;
  languageId: number;
  title: string;
  summary: string | null;
  bodyHtml: string | null;
  youtubeId: string | null;
  imageId: number | null;
  thumbnailUrl: string | null;
  isVisible: boolean;
  publishedAt: Date;
}

/** What a translation's save writes. */
export interface TranslationValues {
  title: string;
  summary: string | null;
  bodyHtml: string | null;
}

const translationColumns = {
  languageId: contentTranslations.languageId,
  title: contentTranslations.title,
  summary: contentTranslations.summary,
  bodyHtml: contentTranslations.bodyHtml,
  updatedAt: contentTranslations.updatedAt,
};

/** `%` and `_` typed by an operator are letters, not wildcards (backslash: PostgreSQL's default escape). */
const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtersOf(query: AdminContentQuery, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(contents.type, query.type)];
  if (query.region_id !== undefined) conditions.push(eq(contents.regionId, query.region_id));
  if (query.language_id !== undefined) conditions.push(eq(contents.languageId, query.language_id));
  if (query.status === 'hidden') conditions.push(eq(contents.isVisible, false));
  if (query.status === 'visible') {
    conditions.push(eq(contents.isVisible, true), lte(contents.publishedAt, now));
  }
  if (query.status === 'scheduled') {
    conditions.push(eq(contents.isVisible, true), gt(contents.publishedAt, now));
  }
  if (query.q) conditions.push(ilike(contents.title, likePattern(query.q)));
  return and(...conditions);
}

/** The back-office's reads and writes of news and videos, every region and state alike. */
export function createContentAdminRepository(db: Db) {
  const select = () =>
    db.select(columns).from(contents).leftJoin(contentImages, eq(contentImages.id, contents.imageId));

  return {
    /**
     * A page of one type, newest publication first: contents_region_type_published_idx with a region,
     * contents_type_published_idx without one.
     */
    async list(query: AdminContentQuery, now: Date, window: { limit: number; offset: number }) {
      const where = filtersOf(query, now);
      const { rows, total } = await pagedRows(
        select()
          .where(where)
          .orderBy(desc(contents.publishedAt), desc(contents.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ n: count() }).from(contents).where(where),
      );
      return { rows: rows as AdminContentRow[], total };
    },

    async find(uuid: string, options: { forUpdate?: boolean } = {}): Promise<AdminContentRow | null> {
      const query = select().where(eq(contents.uuid, uuid)).limit(1);
      const [row] = options.forUpdate ? await query.for('update', { of: contents }) : await query;
      return (row as AdminContentRow | undefined) ?? null;
    },

    async insert(values: ContentValues, now: Date): Promise<string> {
      const [row] = await db
        .insert(contents)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning({ uuid: contents.uuid });
      if (!row) throw new Error('content insert: no row');
      return row.uuid;
    },

    async update(id: number, values: Partial<ContentValues>, now: Date): Promise<void> {
      await db
        .update(contents)
        .set({ ...values, updatedAt: now })
        .where(eq(contents.id, id));
    },

    /** An item's translations by language: content_translations_content_language_unique. */
    async listTranslations(contentId: number) {
      return db
        .select(translationColumns)
        .from(contentTranslations)
        .where(eq(contentTranslations.contentId, contentId))
        .orderBy(asc(contentTranslations.languageId));
    },

    async findTranslation(contentId: number, languageId: number) {
      const [row] = await db
        .select(translationColumns)
        .from(contentTranslations)
        .where(
          and(eq(contentTranslations.contentId, contentId), eq(contentTranslations.languageId, languageId)),
        )
        .limit(1);
      return row ?? null;
    },

    /** One row per item and language: a second save replaces the first. */
    async upsertTranslation(contentId: number, languageId: number, values: TranslationValues, now: Date) {
      await db
        .insert(contentTranslations)
        .values({ contentId, languageId, ...values, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [contentTranslations.contentId, contentTranslations.languageId],
          set: { ...values, updatedAt: now },
        });
    },

    async deleteTranslation(contentId: number, languageId: number): Promise<boolean> {
      const deleted = await db
        .delete(contentTranslations)
        .where(
          and(eq(contentTranslations.contentId, contentId), eq(contentTranslations.languageId, languageId)),
        )
        .returning({ id: contentTranslations.id });
      return deleted.length > 0;
    },

    async findImage(uuid: string) {
      const [row] = await db.select().from(contentImages).where(eq(contentImages.uuid, uuid)).limit(1);
      return row ?? null;
    },

    async insertImage(values: typeof contentImages.$inferInsert) {
      await db.insert(contentImages).values(values);
    },
  };
}

export type ContentAdminRepository = ReturnType<typeof createContentAdminRepository>;
