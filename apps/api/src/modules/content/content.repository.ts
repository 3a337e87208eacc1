import type { ContentType } from '@club/contract';
import { and, eq, inArray, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { contentTranslations, contents } from '../../db/schema/content';
import { users } from '../../db/schema/users';

/** spec 01 §3: region 1 ("All") holds the club-wide items every user sees. */
export const ALL_REGIONS_ID = 1;

export interface ContentScope {
  /** The signed-in user; their region is read in the same statement. */
  userUuid: string;
  /** Items published after this moment are scheduled, not shown yet. */
  now: Date;
}

export interface ContentListOptions extends ContentScope {
  /** At least one type. */
  types: readonly ContentType[];
  limit: number;
  offset: number;
}

const columns = {
  id: contents.id,
  uuid: contents.uuid,
  type: contents.type,
  title: contents.title,
  summary: contents.summary,
  youtubeId: contents.youtubeId,
  thumbnailUrl: contents.thumbnailUrl,
  publishedAt: contents.publishedAt,
  updatedAt: contents.updatedAt,
};

export type ContentListRow = {
  uuid: string;
  type: ContentType;
  title: string;
  summary: string | null;
  youtubeId: string | null;
  thumbnailUrl: string | null;
  publishedAt: Date;
  updatedAt: Date;
};

/** The caller's own region, as a scalar subquery so that no extra round trip is needed. */
const userRegion = (userUuid: string): SQL<number> =>
  sql<number>`(select ${users.regionId} from ${users} where ${users.uuid} = ${userUuid})`;

/** The caller's account language (spec 01 §3 User.language), likewise. */
const userLanguage = (userUuid: string): SQL<number> =>
  sql<number>`(select ${users.languageId} from ${users} where ${users.uuid} = ${userUuid})`;

/** An item's translation into the caller's language, for a left join (#15 b). */
const translationOf = (contentId: AnyColumn | SQL.Aliased, userUuid: string) =>
  and(
    eq(contentTranslations.contentId, sql`${contentId}`),
    eq(contentTranslations.languageId, userLanguage(userUuid)),
  );

/** The translated text where there is one, the item's own otherwise. */
const translated = <T>(own: AnyColumn | SQL.Aliased, theirs: AnyColumn) =>
  sql<T>`coalesce(${theirs}, ${own})`;

/** Region 1's items and the user's region's. */
const inUserRegions = (userUuid: string): SQL =>
  sql`${contents.regionId} in (${ALL_REGIONS_ID}, ${userRegion(userUuid)})`;

/**
 * Users never see hidden items, and never an item before its publication time: both are conditions of
 * every read, whatever the `visible` query says (a hidden item is withdrawn by operators, not a filter
 * choice of the app).
 */
const shown = (now: Date) => and(eq(contents.isVisible, true), lte(contents.publishedAt, now));

/**
 * Newest first, spelled like contents_region_type_published_idx (drizzle's `.desc()` index columns are
 * DESC NULLS LAST, and a plain DESC means NULLS FIRST): only then can the index give rows in this order.
 * Both columns are NOT NULL, so the NULLS clause changes nothing else.
 */
const newestFirst = (from: { publishedAt: AnyColumn | SQL.Aliased; id: AnyColumn | SQL.Aliased }) => [
  sql`${from.publishedAt} desc nulls last`,
  sql`${from.id} desc nulls last`,
];

export function createContentRepository(db: Db) {
  const scopeOf = (options: ContentListOptions) =>
    and(inUserRegions(options.userUuid), inArray(contents.type, [...options.types]), shown(options.now));

  const countQuery = (options: ContentListOptions) =>
    db
      .select({ n: sql<number>`count(*)` })
      .from(contents)
      .where(scopeOf(options));

  return {
    /**
     * A page of the user's region's items and region 1's, newest first, with the total in the same
     * statement (a scalar subquery, evaluated once). Each (region, type) pair is one branch of a UNION ALL
     * with equality on the leading columns of contents_region_type_published_idx, ordered and limited to
     * the end of the page, so every branch is a short index scan in (published_at, id) order; only those
     * few rows are then sorted. An IN list on region and type (or one unlimited UNION ALL: PostgreSQL
     * cannot merge branches that have a WHERE clause) reads and sorts the whole region instead.
     */
    async list(options: ContentListOptions): Promise<{ rows: ContentListRow[]; total: number }> {
      const regions: (number | SQL<number>)[] = [ALL_REGIONS_ID, userRegion(options.userUuid)];
      const branches = regions.flatMap((region) =>
        options.types.map((type) =>
          db
            .select(columns)
            .from(contents)
            .where(and(eq(contents.regionId, region), eq(contents.type, type), shown(options.now)))
            .orderBy(...newestFirst(contents))
            .limit(options.offset + options.limit),
        ),
      );
      const [first, second, ...rest] = branches;
      if (!first || !second) throw new Error('content list: expected at least two branches');
      const scope = unionAll(first, second, ...rest).as('scope');
      const rows = await db
        .select({
          uuid: scope.uuid,
          type: scope.type,
          title: translated<string>(scope.title, contentTranslations.title),
          summary: translated<string | null>(scope.summary, contentTranslations.summary),
          youtubeId: scope.youtubeId,
          thumbnailUrl: scope.thumbnailUrl,
          publishedAt: scope.publishedAt,
          updatedAt: scope.updatedAt,
          total: sql<number>`(${countQuery(options)})`.mapWith(Number),
        })
        .from(scope)
        // the scope holds at most a page per branch; each row finds its translation by the unique index
        .leftJoin(contentTranslations, translationOf(scope.id, options.userUuid))
        .orderBy(...newestFirst(scope))
        .limit(options.limit)
        .offset(options.offset);
      // A page past the end has no row to carry the total: only then is it asked for on its own.
      const total =
        rows[0]?.total ?? (options.offset > 0 ? Number((await countQuery(options))[0]?.n ?? 0) : 0);
      return { rows: rows.map(({ total: _total, ...row }) => row), total };
    },

    /**
     * One item by its unique uuid, only when it belongs to region 1 or the user's region, in the user's
     * language where it has a translation.
     */
    async find(uuid: string, scope: ContentScope) {
      const [row] = await db
        .select({
          ...columns,
          title: translated<string>(contents.title, contentTranslations.title),
          summary: translated<string | null>(contents.summary, contentTranslations.summary),
          bodyHtml: translated<string | null>(contents.bodyHtml, contentTranslations.bodyHtml),
        })
        .from(contents)
        .leftJoin(contentTranslations, translationOf(contents.id, scope.userUuid))
        .where(and(eq(contents.uuid, uuid), inUserRegions(scope.userUuid), shown(scope.now)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
