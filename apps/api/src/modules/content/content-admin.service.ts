import { randomUUID } from 'node:crypto';
import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  ERROR_CODES,
  type AdminContentItem,
  type AdminContentList,
  type AdminContentQuery,
  type AdminContentTranslation,
  type AdminContentTranslationList,
  type ContentImage,
  type SaveContentBody,
  type SaveContentTranslationBody,
} from '@club/contract';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageMeta, pageWindow } from '../../lib/paging';
import { reencodeImage } from '../../lib/reencode-image';
import { hasArticleContent, sanitizeArticleHtml } from '../../lib/sanitize-html';
import type { AuditService } from '../operators/audit.service';
import type { OperatorActor } from '../operators/admin-settings.service';
import {
  createContentAdminRepository,
  type AdminContentRow,
  type ContentAdminRepository,
  type ContentValues,
} from './content-admin.repository';

export interface ContentAdminServiceDeps {
  db: Db;
  storage: FileStorage;
  audit: AuditService;
  clock: Clock;
}

/** Where the installers' app and the back-office load an uploaded picture from. */
export const contentImageUrl = (uuid: string) => `/api/v1/content/images/${uuid}`;

const STORED_IMAGE = {
  maxPixels: CONTENT_LIMITS.imageMaxPixels,
  maxLongSidePx: CONTENT_LIMITS.imageMaxLongSidePx,
  quality: 82,
} as const;

function toItem(row: AdminContentRow): AdminContentItem {
  return {
    uuid: row.uuid,
    type: row.type,
    region_id: row.regionId,
    language_id: row.languageId,
    title: row.title,
    summary: row.summary,
    body_html: row.bodyHtml,
    youtube_id: row.youtubeId,
    image_id: row.imageUuid,
    thumbnail: row.thumbnailUrl,
    is_visible: row.isVisible,
    published_at: row.publishedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

type TranslationRow = Awaited<ReturnType<ContentAdminRepository['listTranslations']>>[number];

function toTranslation(row: TranslationRow): AdminContentTranslation {
  return {
    language_id: row.languageId,
    title: row.title,
    summary: row.summary,
    body_html: row.bodyHtml,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The audit's picture of a translation: its texts, without the time of the write. */
const auditedTranslation = (row: TranslationRow | null) =>
  row ? { title: row.title, summary: row.summary, body_html: row.bodyHtml } : null;

/** The audit's picture of an item: what an operator can change, without the timestamps of the write. */
const audited = (item: AdminContentItem) => {
  const { created_at: _created, updated_at: _updated, ...rest } = item;
  return rest;
};

/**
 * Back-office news, resources and videos (issue 12): every write sanitises the article HTML with the
 * installers' app's allow-list, and leaves an audit row with the values before and after in its
 * transaction.
 */
export function createContentAdminService(deps: ContentAdminServiceDeps) {
  const repository = createContentAdminRepository(deps.db);

  async function operatorIdOf(actor: OperatorActor): Promise<number> {
    const id = await deps.audit.operatorId(actor.operatorUuid);
    if (id === null) throw AppError.unauthorized();
    return id;
  }

  /** The body as stored: sanitised HTML, the picture by its row, type-specific fields only. */
  async function valuesOf(body: SaveContentBody, repo = repository): Promise<ContentValues> {
    let bodyHtml: string | null = null;
    if (body.type !== 'video') {
      bodyHtml = sanitizeArticleHtml(body.body_html ?? '');
      if (!hasArticleContent(bodyHtml)) {
        throw AppError.validation({ body_html: [CONTENT_MESSAGES.bodyEmptyAfterCleaning] });
      }
    }
    let imageId: number | null = null;
    if (body.image_id) {
      const image = await repo.findImage(body.image_id);
      if (!image) throw AppError.validation({ image_id: [CONTENT_MESSAGES.imageNotFound] });
      imageId = image.id;
    }
    return {
      type: body.type,
      regionId: body.region_id,
      languageId: body.language_id,
      title: body.title,
      summary: body.summary?.trim() ? body.summary.trim() : null,
      bodyHtml,
      youtubeId: body.type === 'video' ? (body.youtube_id ?? null) : null,
      imageId,
      thumbnailUrl: body.image_id ? contentImageUrl(body.image_id) : null,
      isVisible: body.is_visible,
      publishedAt: new Date(body.published_at),
    };
  }

  async function mustFind(uuid: string, repo = repository, forUpdate = false) {
    const row = await repo.find(uuid, { forUpdate });
    if (!row) throw AppError.notFound();
    return row;
  }

  return {
    async list(query: AdminContentQuery): Promise<AdminContentList> {
      const { rows, total } = await repository.list(query, deps.clock.now(), pageWindow(query));
      return { data: rows.map(toItem), meta: pageMeta(query, total) };
    },

    async get(uuid: string): Promise<AdminContentItem> {
      return toItem(await mustFind(uuid));
    },

    async create(actor: OperatorActor, body: SaveContentBody): Promise<AdminContentItem> {
      const operatorId = await operatorIdOf(actor);
      const values = await valuesOf(body);
      return deps.db.transaction(async (tx) => {
        const repo = createContentAdminRepository(tx);
        const uuid = await repo.insert(values, deps.clock.now());
        const after = toItem(await mustFind(uuid, repo));
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'content.create',
          targetType: 'content',
          targetId: uuid,
          data: null,
          before: null,
          after: audited(after),
          requestId: actor.requestId,
        });
        return after;
      });
    },

    /**
     * A whole item replaced. An item of the seed keeps its drawing while no picture is named and none
     * was uploaded for it before: `image_id: null` on such an item leaves `thumbnail_url` alone.
     */
    async update(actor: OperatorActor, uuid: string, body: SaveContentBody): Promise<AdminContentItem> {
      const operatorId = await operatorIdOf(actor);
      const values = await valuesOf(body);
      return deps.db.transaction(async (tx) => {
        const repo = createContentAdminRepository(tx);
        const row = await mustFind(uuid, repo, true);
        const before = toItem(row);
        const keepDrawing = body.image_id === null && row.imageUuid === null;
        await repo.update(
          row.id,
          keepDrawing ? { ...values, thumbnailUrl: row.thumbnailUrl } : values,
          deps.clock.now(),
        );
        const after = toItem(await mustFind(uuid, repo));
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'content.update',
          targetType: 'content',
          targetId: uuid,
          data: null,
          before: audited(before),
          after: audited(after),
          requestId: actor.requestId,
        });
        return after;
      });
    },

    async setVisibility(actor: OperatorActor, uuid: string, isVisible: boolean): Promise<AdminContentItem> {
      const operatorId = await operatorIdOf(actor);
      return deps.db.transaction(async (tx) => {
        const repo = createContentAdminRepository(tx);
        const row = await mustFind(uuid, repo, true);
        await repo.update(row.id, { isVisible }, deps.clock.now());
        const after = toItem(await mustFind(uuid, repo));
        await deps.audit.recordIn(tx, {
          operatorId,
          action: isVisible ? 'content.show' : 'content.hide',
          targetType: 'content',
          targetId: uuid,
          data: null,
          before: { is_visible: row.isVisible },
          after: { is_visible: isVisible },
          requestId: actor.requestId,
        });
        return after;
      });
    },

    async listTranslations(uuid: string): Promise<AdminContentTranslationList> {
      const item = await mustFind(uuid);
      return { data: (await repository.listTranslations(item.id)).map(toTranslation) };
    },

    /**
     * An item's text in another language, written or replaced. Not in the item's own language (that is
     * the item itself). The body is sanitised as the item's; an empty one, or any on a video, is stored as
     * none, and the installers then read the item's own.
     */
    async saveTranslation(
      actor: OperatorActor,
      uuid: string,
      languageId: number,
      body: SaveContentTranslationBody,
    ): Promise<AdminContentTranslationList> {
      const operatorId = await operatorIdOf(actor);
      // cleaned before the item is locked, as the item's own body is
      const cleaned = body.body_html?.trim() ? sanitizeArticleHtml(body.body_html) : null;
      return deps.db.transaction(async (tx) => {
        const repo = createContentAdminRepository(tx);
        const item = await mustFind(uuid, repo, true);
        if (languageId === item.languageId) {
          throw AppError.validation({ language_id: [CONTENT_MESSAGES.translationOwnLanguage] });
        }
        const bodyHtml = item.type === 'video' ? null : cleaned;
        if (bodyHtml !== null && !hasArticleContent(bodyHtml)) {
          throw AppError.validation({ body_html: [CONTENT_MESSAGES.bodyEmptyAfterCleaning] });
        }
        const before = await repo.findTranslation(item.id, languageId);
        const values = { title: body.title, summary: body.summary?.trim() || null, bodyHtml };
        await repo.upsertTranslation(item.id, languageId, values, deps.clock.now());
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'content.translation.save',
          targetType: 'content',
          targetId: uuid,
          data: { language_id: languageId },
          before: auditedTranslation(before),
          after: { title: values.title, summary: values.summary, body_html: values.bodyHtml },
          requestId: actor.requestId,
        });
        return { data: (await repo.listTranslations(item.id)).map(toTranslation) };
      });
    },

    /** Installers reading in that language see the item's own text again; 404 when there is none. */
    async deleteTranslation(
      actor: OperatorActor,
      uuid: string,
      languageId: number,
    ): Promise<AdminContentTranslationList> {
      const operatorId = await operatorIdOf(actor);
      return deps.db.transaction(async (tx) => {
        const repo = createContentAdminRepository(tx);
        const item = await mustFind(uuid, repo, true);
        const before = await repo.findTranslation(item.id, languageId);
        if (!before || !(await repo.deleteTranslation(item.id, languageId))) {
          throw AppError.notFound(CONTENT_MESSAGES.translationNotFound);
        }
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'content.translation.delete',
          targetType: 'content',
          targetId: uuid,
          data: { language_id: languageId },
          before: auditedTranslation(before),
          after: null,
          requestId: actor.requestId,
        });
        return { data: (await repo.listTranslations(item.id)).map(toTranslation) };
      });
    },

    /** A JPEG or PNG by its bytes, stored as a new JPEG without metadata (decision 013). */
    async storeImage(actor: OperatorActor, upload: Buffer): Promise<ContentImage> {
      if (upload.length > CONTENT_LIMITS.imageMaxBytes) {
        throw new AppError(413, ERROR_CODES.payloadTooLarge, 'The file is too large.');
      }
      const operatorId = await operatorIdOf(actor);
      const image = await reencodeImage(upload, STORED_IMAGE);
      const uuid = randomUUID();
      const path = `content-images/${uuid}.jpg`;
      await deps.storage.put(path, image.bytes, image.mimeType);
      try {
        await deps.db.transaction(async (tx) => {
          await createContentAdminRepository(tx).insertImage({
            uuid,
            path,
            mimeType: image.mimeType,
            bytes: image.bytes.length,
            width: image.width,
            height: image.height,
            uploadedByOperatorId: operatorId,
            createdAt: deps.clock.now(),
          });
          await deps.audit.recordIn(tx, {
            operatorId,
            action: 'content.image.upload',
            targetType: 'content_image',
            targetId: uuid,
            data: null,
            before: null,
            after: { bytes: image.bytes.length, width: image.width, height: image.height },
            requestId: actor.requestId,
          });
        });
      } catch (error) {
        // a file no row names is never served: it goes again
        await deps.storage.delete(path).catch(() => {});
        throw error;
      }
      return { uuid, url: contentImageUrl(uuid), width: image.width, height: image.height };
    },

    async readImage(uuid: string): Promise<{ mimeType: string; bytes: Buffer }> {
      const image = await repository.findImage(uuid);
      if (!image) throw AppError.notFound();
      const bytes = await deps.storage.get(image.path);
      if (!bytes) throw AppError.notFound();
      return { mimeType: image.mimeType, bytes };
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
