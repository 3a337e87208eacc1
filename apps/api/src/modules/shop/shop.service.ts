import {
  languageById,
  type Paged,
  type ShopCategory,
  type ShopProduct,
  type ShopProductSummary,
} from '@club/contract';
import type { ShopCartQuerySchema, ShopCategoriesQuerySchema, ShopProductsQuerySchema } from '@club/contract';
import type { z } from 'zod';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { UserPrincipal } from '../auth/access-token';
import { sessionOfCaller } from '../auth/session.service';
import { pageMeta, pageWindow } from '../../lib/paging';
import { sanitizeArticleHtml } from '../../lib/sanitize-html';
import { marketingFieldsOf } from '../marketing/marketing-fields';
import { createShopRepository, type ShopDetailRow } from './shop.repository';

export interface ShopServiceDeps {
  db: Db;
  storage: FileStorage;
  clock: Clock;
}

const IMAGE_PREFIX = 'shop-images/';

/** The address of a stored shop picture (GET /v1/shop/images/{name}). */
export const shopImageUrl = (key: string): string =>
  `/api/v1/shop/images/${key.startsWith(IMAGE_PREFIX) ? key.slice(IMAGE_PREFIX.length) : key}`;

/**
 * Product descriptions are sanitised when they are written (the seed and the back-office both call this)
 * and trusted on read: no other path writes `description_html`. The policy is the news articles' one.
 */
export const sanitizeProductHtml = (html: string): string => sanitizeArticleHtml(html);

const IMAGE_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/** A detail row as the contract's ShopProduct. */
export function toShopProduct(row: ShopDetailRow): ShopProduct {
  return {
    uuid: row.uuid,
    name: row.name,
    type: row.type,
    kind: row.kind,
    sku: row.sku,
    description: row.descriptionHtml,
    active: row.isActive ? 1 : 0,
    is_visible: row.isVisible ? 1 : 0,
    images: row.images.map((image) => ({
      position: image.position,
      thumbnail: shopImageUrl(image.thumbnailKey),
      large: shopImageUrl(image.fileKey),
      width: image.width,
      height: image.height,
    })),
    variants: row.variants.map((variant) => ({
      uuid: variant.uuid,
      sku: variant.sku,
      title: variant.title,
      price: variant.price,
      stock: variant.stock,
      attrs: variant.attrs,
    })),
    settings: {
      bundle: (row.settings.bundle ?? null) as ShopProduct['settings']['bundle'],
      subtype: (row.settings.subtype ?? null) as ShopProduct['settings']['subtype'],
      // the form is the marketing module's, made from the bundle (never a stored copy)
      fields: marketingFieldsOf(row.settings),
    },
  };
}

/** spec 03 §3, §7: the installers' shop. Every read is scoped to the caller's region (and language). */
export function createShopService(deps: ShopServiceDeps) {
  const repository = createShopRepository(deps.db);
  return {
    /** GET /v1/shop/categories: categories with something the region can buy, in the caller's language. */
    async listCategories(
      userUuid: string,
      query: z.output<typeof ShopCategoriesQuerySchema>,
    ): Promise<{ data: ShopCategory[] }> {
      const rows = await repository.listCategories({
        userUuid,
        regionId: query.region_id,
        ...(query.type ? { type: query.type } : {}),
      });
      return {
        data: rows.map((row) => {
          const locale = languageById(Number(row.languageId))?.locale;
          return { slug: row.slug, name: (locale && row.translations[locale]) || row.name };
        }),
      };
    },

    /**
     * GET /v1/shop/products: one prepared statement that also checks the caller's session (the route is
     * registered with `sessionCheckedByHandler`, decisions 028 and 032): the page and the total.
     */
    async listProducts(
      principal: UserPrincipal,
      query: z.output<typeof ShopProductsQuerySchema>,
    ): Promise<Paged<ShopProductSummary>> {
      const session = sessionOfCaller(principal);
      const page = session
        ? await repository.findGridInSession(
            session,
            { categories: query.categories, type: query.type, ...pageWindow(query) },
            deps.clock.now(),
          )
        : ('no-session' as const);
      if (page === 'no-session') throw AppError.unauthorized();
      return {
        data: page.rows.map((row) => ({
          uuid: row.uuid,
          name: row.name,
          type: row.type,
          kind: row.kind,
          thumbnail: row.thumbnailKey ? shopImageUrl(row.thumbnailKey) : null,
          price: row.price,
          stock: row.stock,
        })),
        meta: pageMeta(query, page.total),
      };
    },

    /** GET /v1/shop/products/{id}: the region's product, hidden or inactive ones with their flags. */
    async getProduct(principal: UserPrincipal, uuid: string): Promise<ShopProduct> {
      const session = sessionOfCaller(principal);
      const row = session
        ? await repository.findProductInSession(session, uuid, deps.clock.now())
        : ('no-session' as const);
      if (row === 'no-session') throw AppError.unauthorized();
      if (!row) throw AppError.notFound();
      return toShopProduct(row);
    },

    /** GET /v1/shop/cart: the cart's products the region knows, in one statement with the session. */
    async getCart(
      principal: UserPrincipal,
      query: z.output<typeof ShopCartQuerySchema>,
    ): Promise<{ data: ShopProduct[] }> {
      const session = sessionOfCaller(principal);
      const rows = session
        ? await repository.findCartInSession(session, query.uuids, deps.clock.now())
        : ('no-session' as const);
      if (rows === 'no-session') throw AppError.unauthorized();
      return { data: rows.map(toShopProduct) };
    },

    /**
     * Stores a shop picture under its key (`shop-images/<hash>-<size>.webp`), for the back-office's
     * uploads and the tests; the caller re-encodes it first.
     */
    async storeImage(key: string, bytes: Buffer): Promise<void> {
      const mimeType = IMAGE_TYPES[key.slice(key.lastIndexOf('.') + 1)];
      if (!key.startsWith(IMAGE_PREFIX) || !mimeType) throw new Error(`Not a shop image key: ${key}`);
      await deps.storage.put(key, bytes, mimeType);
    },

    /** GET /v1/shop/images/{name}: a stored picture; 404 when the storage has none under the name. */
    async readImage(name: string): Promise<{ bytes: Buffer; mimeType: string }> {
      const extension = name.slice(name.lastIndexOf('.') + 1);
      const mimeType = IMAGE_TYPES[extension];
      if (!mimeType) throw AppError.notFound();
      const bytes = await deps.storage.get(`${IMAGE_PREFIX}${name}`);
      if (!bytes) throw AppError.notFound();
      return { bytes, mimeType };
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
