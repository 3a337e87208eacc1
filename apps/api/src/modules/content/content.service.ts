import type { Db } from '../../db/database';
import {
  CONTENT_TYPES,
  type ContentItem,
  type ContentQuery,
  type ContentType,
  type Paged,
} from '@club/contract';
import { pageMeta, pageWindow } from '../../lib/paging';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createContentRepository, type ContentListRow } from './content.repository';

export interface ContentServiceDeps {
  db: Db;
  clock: Clock;
}

/** spec 01 §7: `content_types` is a comma list; no list means every type. */
function parseTypes(list: string | undefined): ContentType[] {
  if (!list) return [...CONTENT_TYPES];
  const asked = new Set(list.split(','));
  return CONTENT_TYPES.filter((type) => asked.has(type));
}

/**
 * spec 02 §3 Content item. A video's `text` is its description; a news article's `text` is its HTML body
 * and is sent only by `get`, so that the news list and the home cards stay small.
 */
function toItem(row: ContentListRow, body?: string | null): ContentItem {
  const text = row.type === 'video' ? row.summary : body;
  return {
    uuid: row.uuid,
    type: row.type,
    content: {
      title: row.title,
      ...(text ? { text } : {}),
      youtube: row.youtubeId,
    },
    media: { thumbnail: row.thumbnailUrl },
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createContentService(deps: ContentServiceDeps) {
  const repository = createContentRepository(deps.db);
  return {
    /**
     * GET /v1/content (spec 01 §7, spec 02 §2): region 1's and the user's region's items, newest first.
     * `visible=1` is accepted as the spec's home call sends it, but users only ever get visible items, so
     * it changes nothing (and `visible=0` does not reveal hidden ones).
     */
    async list(userUuid: string, query: ContentQuery): Promise<Paged<ContentItem>> {
      const { rows, total } = await repository.list({
        userUuid,
        now: deps.clock.now(),
        types: parseTypes(query.content_types),
        ...pageWindow(query),
      });
      return {
        data: rows.map((row) => toItem(row)),
        meta: pageMeta(query, total),
      };
    },

    /** GET /v1/content/{id}: an unknown, hidden, scheduled or other region's item is 404 alike. */
    async get(userUuid: string, uuid: string): Promise<ContentItem> {
      const row = await repository.find(uuid, { userUuid, now: deps.clock.now() });
      if (!row) throw AppError.notFound();
      return toItem(row, row.bodyHtml);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
