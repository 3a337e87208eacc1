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
import { pageMeta, pageWindow } from '../../lib/paging';
import { sanitizeArticleHtml } from '../../lib/sanitize-html';
import { createShopRepository, type ShopDetailRow } from './shop.repository';

export interface ShopServiceDeps {
  db: Db;
  storage: FileStorage;
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
      fields: (row.settings.fields ?? null) as ShopProduct['settings']['fields'],
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
     * GET /v1/shop/products: one statement whatever the page size (the total rides on the rows as a
     * window count; only a page past the end asks for it on its own).
     */
    async listProducts(
      userUuid: string,
      query: z.output<typeof ShopProductsQuerySchema>,
    ): Promise<Paged<ShopProductSummary>> {
      const options = {
        userUuid,
        categories: query.categories,
        type: query.type,
        ...pageWindow(query),
      };
      const rows = await repository.listProducts(options);
      const total = rows[0]?.total ?? (options.offset > 0 ? await repository.countProducts(options) : 0);
      return {
        data: rows.map((row) => ({
          uuid: row.uuid,
          name: row.name,
          type: row.type,
          kind: row.kind,
          thumbnail: row.thumbnailKey ? shopImageUrl(row.thumbnailKey) : null,
          price: row.price,
          stock: row.stock,
        })),
        meta: pageMeta(query, total),
      };
    },

    /** GET /v1/shop/products/{id}: the region's product, hidden or inactive ones with their flags. */
    async getProduct(userUuid: string, uuid: string): Promise<ShopProduct> {
      const row = await repository.findProduct(userUuid, uuid);
      if (!row) throw AppError.notFound();
      return toShopProduct(row);
    },

    /** GET /v1/shop/cart: the cart's products the region knows, in one statement. */
    async getCart(
      userUuid: string,
      query: z.output<typeof ShopCartQuerySchema>,
    ): Promise<{ data: ShopProduct[] }> {
      const rows = await repository.findProducts(userUuid, query.uuids);
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
