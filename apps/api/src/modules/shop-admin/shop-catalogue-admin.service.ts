import { createHash, randomUUID } from 'node:crypto';
import {
  CONTENT_LIMITS,
  ERROR_CODES,
  LANGUAGES,
  PRODUCT_TYPES,
  SHOP_ADMIN_LIMITS,
  SHOP_ADMIN_MESSAGES,
  languageById,
  languageByLocale,
  regionByCode,
  regionById,
  type ShopAdminCategory,
  type ShopAdminCategoryUpdate,
  type ShopAdminImage,
  type ShopAdminProduct,
  type ShopAdminProductQuery,
  type ShopAdminProductSummary,
  type ShopAdminProductUpdate,
  type ShopAdminRegion,
  type ShopAdminVariant,
  type ShopAdminVariantUpdate,
  type ShopTranslations,
  type AuditAction,
} from '@club/contract';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/database';
import type { ShopVariantAttrValue } from '../../db/schema/shop';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageMeta, pageWindow } from '../../lib/paging';
import { reencodeImage } from '../../lib/reencode-image';
import type { OperatorActor } from '../operators/admin-settings.service';
import type { AuditService } from '../operators/audit.service';
import {
  createShopCatalogueAdminRepository,
  type ShopCatalogueAdminRepository,
  type ShopCategoryRow,
  type ShopImageRow,
  type ShopProductRow,
  type ShopVariantRow,
} from './shop-catalogue-admin.repository';
import { sanitizeProductHtml, shopImageUrl } from '../shop/shop.service';
import { shopImageKey } from './shop-images';

export interface ShopCatalogueAdminDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  storage: FileStorage;
}

const ENGLISH_ID = languageByLocale('en')?.id ?? 5;

/** The large picture of the product page and the thumbnail of the grid and the cart. */
const LARGE_IMAGE = { maxPixels: CONTENT_LIMITS.imageMaxPixels, maxLongSidePx: 1600, quality: 82 } as const;
const THUMBNAIL = { maxPixels: CONTENT_LIMITS.imageMaxPixels, maxLongSidePx: 400, quality: 80 } as const;

export interface ProductCreateInput {
  sku: string;
  type: ShopProductRow['type'];
  kind: ShopProductRow['kind'];
  categories: number[];
  active: boolean;
  position: number;
  names: ShopTranslations;
  descriptions: ShopTranslations;
  regions: ShopAdminRegion[];
  settings: { bundle: string | null; subtype: string | null };
}

const categoryToApi = (row: ShopCategoryRow, products: number): ShopAdminCategory => ({
  id: row.id,
  slug: row.slug,
  names: { en: row.name, ...row.translations },
  position: row.position,
  products,
});

const variantToApi = (row: ShopVariantRow): ShopAdminVariant => ({
  uuid: row.uuid,
  sku: row.sku,
  title: row.title,
  price: row.price,
  stock: row.stock,
  attrs: row.attrs.map((attr) => ({ name: attr.attrName, value: attr.attrValueName })),
});

const imageToApi = (row: ShopImageRow): ShopAdminImage => ({
  id: row.id,
  position: row.position,
  thumbnail: shopImageUrl(row.thumbnailKey),
  large: shopImageUrl(row.fileKey),
  width: row.width,
  height: row.height,
});

/** Non-empty texts only, English apart (it lives on the main row). */
const withoutEmpty = (texts: ShopTranslations): ShopTranslations =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== undefined && text !== ''));

/**
 * The attribute values as the installers' contract carries them (uuids per attribute and value): a name
 * or value that the variant already had keeps its uuid, so that a cart holding it stays valid.
 */
function attrsOf(
  attrs: readonly { name: string; value: string }[],
  previous: readonly ShopVariantAttrValue[] = [],
): ShopVariantAttrValue[] {
  return attrs.map(({ name, value }) => {
    const same = previous.find((attr) => attr.attrName === name);
    const attrUuid = same?.attrUuid ?? randomUUID();
    const attrValueUuid = same && same.attrValueName === value ? same.attrValueUuid : randomUUID();
    return { attrUuid, attrName: name, attrValueUuid, attrValueName: value };
  });
}

function regionRows(regions: readonly ShopAdminRegion[]) {
  return regions.flatMap((entry) => {
    const region = regionByCode(entry.region);
    return region ? [{ regionId: region.id, isVisible: entry.visible }] : [];
  });
}

/** The shop's catalogue as operators keep it (ARCHITECTURE §4): every write audited in its transaction. */
export function createShopCatalogueAdminService(deps: ShopCatalogueAdminDeps) {
  const repository = createShopCatalogueAdminRepository(deps.db);

  async function operatorIdOf(actor: OperatorActor): Promise<number> {
    const operatorId = await deps.audit.operatorId(actor.operatorUuid);
    if (operatorId === null) throw AppError.unauthorized();
    return operatorId;
  }

  /** One write with its audit row, in one transaction. */
  async function write<T>(
    actor: OperatorActor,
    action: AuditAction,
    targetType: string,
    change: (
      repo: ShopCatalogueAdminRepository,
      tx: Db,
    ) => Promise<{ result: T; targetId: string; before: unknown; after: unknown }>,
  ): Promise<T> {
    const operatorId = await operatorIdOf(actor);
    return deps.db.transaction(async (tx) => {
      const done = await change(createShopCatalogueAdminRepository(tx), tx);
      await deps.audit.recordIn(tx, {
        operatorId,
        action,
        targetType,
        targetId: done.targetId,
        data: null,
        before: done.before,
        after: done.after,
        requestId: actor.requestId,
      });
      return done.result;
    });
  }

  async function productOf(
    repo: ShopCatalogueAdminRepository,
    row: ShopProductRow,
  ): Promise<ShopAdminProduct> {
    const [translations, variants, images, links, regions] = await Promise.all([
      repo.translationsOf(row.id),
      repo.variantsOf(row.id),
      repo.imagesOf(row.id),
      repo.categoryLinks([row.id]),
      repo.regionsOf([row.id]),
    ]);
    const names: Record<string, string> = { en: row.name };
    const descriptions: Record<string, string> = row.descriptionHtml ? { en: row.descriptionHtml } : {};
    for (const translation of translations) {
      const locale = languageById(translation.languageId)?.locale;
      if (!locale || translation.languageId === ENGLISH_ID) continue;
      names[locale] = translation.name;
      if (translation.descriptionHtml) descriptions[locale] = translation.descriptionHtml;
    }
    return {
      uuid: row.uuid,
      sku: row.sku,
      type: row.type,
      kind: row.kind,
      categories: links.map((link) => link.categoryId),
      active: row.isActive,
      position: row.position,
      names,
      descriptions,
      regions: regions.flatMap((region) => {
        const code = regionById(region.regionId)?.code;
        return code ? [{ region: code, visible: region.isVisible } as ShopAdminRegion] : [];
      }),
      settings: {
        bundle: (row.settings.bundle ?? null) as ShopAdminProduct['settings']['bundle'],
        subtype: (row.settings.subtype ?? null) as ShopAdminProduct['settings']['subtype'],
      },
      variants: variants.map(variantToApi),
      images: images.map(imageToApi),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async function checkCategories(repo: ShopCatalogueAdminRepository, ids: readonly number[]) {
    const found = await repo.categoriesById(ids);
    if (found.length !== ids.length) {
      throw AppError.validation({ categories: [SHOP_ADMIN_MESSAGES.categoryUnknown] });
    }
  }

  async function checkProductSku(repo: ShopCatalogueAdminRepository, sku: string, ownId: number | null) {
    const taken = await repo.findProductBySku(sku);
    if (taken && taken.id !== ownId) throw AppError.validation({ sku: [SHOP_ADMIN_MESSAGES.skuTaken] });
  }

  async function checkVariantSku(repo: ShopCatalogueAdminRepository, sku: string, ownId: number | null) {
    const taken = await repo.findVariantBySku(sku);
    if (taken && taken.id !== ownId) throw AppError.validation({ sku: [SHOP_ADMIN_MESSAGES.skuTaken] });
  }

  /** Writes the texts: English on the product's row, the other languages as translation rows. */
  async function writeTexts(
    repo: ShopCatalogueAdminRepository,
    productId: number,
    names: ShopTranslations,
    descriptions: ShopTranslations,
  ): Promise<{ name: string; descriptionHtml: string }> {
    const ownNames = withoutEmpty(names);
    const ownDescriptions = withoutEmpty(descriptions);
    const errors: Record<string, string[]> = {};
    for (const locale of Object.keys(ownDescriptions)) {
      if (!ownNames[locale as keyof ShopTranslations]) {
        errors[`names.${locale}`] = [SHOP_ADMIN_MESSAGES.nameInLanguage];
      }
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    const rows = LANGUAGES.filter((language) => language.id !== ENGLISH_ID).flatMap((language) => {
      const name = ownNames[language.locale];
      if (!name) return [];
      const html = ownDescriptions[language.locale];
      return [{ languageId: language.id, name, descriptionHtml: html ? sanitizeProductHtml(html) : null }];
    });
    await repo.replaceTranslations(productId, rows);
    return {
      name: ownNames.en ?? '',
      descriptionHtml: ownDescriptions.en ? sanitizeProductHtml(ownDescriptions.en) : '',
    };
  }

  function checkSettings(type: string, settings: { bundle: string | null; subtype: string | null }) {
    if (settings.bundle !== null && type !== PRODUCT_TYPES.BRAND_MS) {
      throw AppError.validation({ 'settings.bundle': [SHOP_ADMIN_MESSAGES.bundleOnlyForPrint] });
    }
  }

  return {
    async listCategories(): Promise<{ data: ShopAdminCategory[] }> {
      const rows = await repository.listCategories();
      return { data: rows.map((row) => categoryToApi(row, row.products)) };
    },

    createCategory(
      actor: OperatorActor,
      body: { slug: string; names: ShopTranslations; position: number },
    ): Promise<ShopAdminCategory> {
      return write(actor, 'shop.category.create', 'shop_category', async (repo) => {
        if (await repo.findCategoryBySlug(body.slug)) {
          throw AppError.validation({ slug: [SHOP_ADMIN_MESSAGES.slugTaken] });
        }
        const { en, ...others } = withoutEmpty(body.names);
        const row = await repo.insertCategory({
          slug: body.slug,
          name: en ?? '',
          translations: others as Record<string, string>,
          position: body.position,
        });
        const created = categoryToApi(row, 0);
        return { result: created, targetId: String(row.id), before: null, after: created };
      });
    },

    updateCategory(
      actor: OperatorActor,
      id: number,
      body: ShopAdminCategoryUpdate,
    ): Promise<ShopAdminCategory> {
      return write(actor, 'shop.category.update', 'shop_category', async (repo) => {
        const row = await repo.findCategory(id);
        if (!row) throw AppError.notFound();
        if (body.slug !== undefined && body.slug !== row.slug && (await repo.findCategoryBySlug(body.slug))) {
          throw AppError.validation({ slug: [SHOP_ADMIN_MESSAGES.slugTaken] });
        }
        const names = body.names ? withoutEmpty(body.names) : null;
        const { en, ...others } = names ?? {};
        await repo.updateCategory(id, {
          ...(body.slug !== undefined ? { slug: body.slug } : {}),
          ...(names ? { name: en ?? row.name, translations: others as Record<string, string> } : {}),
          ...(body.position !== undefined ? { position: body.position } : {}),
        });
        const after = (await repo.listCategories()).find((category) => category.id === id);
        if (!after) throw new Error('category vanished under its lock');
        const before = categoryToApi(row, after.products);
        const result = categoryToApi(after, after.products);
        return { result, targetId: String(id), before, after: result };
      });
    },

    async listProducts(query: ShopAdminProductQuery) {
      const { rows, total } = await repository.listProducts(query, pageWindow(query));
      const ids = rows.map((row) => row.id);
      const [stats, links, regions] = await Promise.all([
        repository.variantStats(ids),
        repository.categoryLinks(ids),
        repository.regionsOf(ids),
      ]);
      const data: ShopAdminProductSummary[] = rows.map((row) => {
        const stat = stats.find((entry) => entry.productId === row.id);
        return {
          uuid: row.uuid,
          sku: row.sku,
          name: row.name,
          type: row.type,
          kind: row.kind,
          categories: links.filter((link) => link.productId === row.id).map((link) => link.name),
          active: row.isActive,
          variants: Number(stat?.variants ?? 0),
          stock: Number(stat?.stock ?? 0),
          price: stat?.price ?? null,
          regions: regions.filter((region) => region.productId === row.id).length,
          updated_at: row.updatedAt.toISOString(),
        };
      });
      return { data, meta: pageMeta(query, total) };
    },

    async getProduct(uuid: string): Promise<ShopAdminProduct> {
      const row = await repository.findProduct(uuid);
      if (!row) throw AppError.notFound();
      return productOf(repository, row);
    },

    createProduct(actor: OperatorActor, body: ProductCreateInput): Promise<ShopAdminProduct> {
      return write(actor, 'shop.product.create', 'shop_product', async (repo) => {
        checkSettings(body.type, body.settings);
        await checkProductSku(repo, body.sku, null);
        await checkCategories(repo, body.categories);
        const now = deps.clock.now();
        const row = await repo.insertProduct({
          sku: body.sku,
          type: body.type,
          kind: body.kind,
          name: body.names.en ?? '',
          isActive: body.active,
          position: body.position,
          settings: { bundle: body.settings.bundle, subtype: body.settings.subtype, fields: null },
          createdAt: now,
          updatedAt: now,
        });
        const texts = await writeTexts(repo, row.id, body.names, body.descriptions);
        await repo.updateProduct(row.id, texts);
        await repo.replaceCategories(row.id, body.categories);
        await repo.replaceRegions(row.id, regionRows(body.regions));
        const created = await productOf(repo, { ...row, ...texts });
        return { result: created, targetId: row.uuid, before: null, after: created };
      });
    },

    updateProduct(
      actor: OperatorActor,
      uuid: string,
      body: ShopAdminProductUpdate,
    ): Promise<ShopAdminProduct> {
      return write(actor, 'shop.product.update', 'shop_product', async (repo) => {
        const row = await repo.lockProduct(uuid);
        if (!row) throw AppError.notFound();
        const before = await productOf(repo, row);
        const type = body.type ?? row.type;
        const settings = body.settings ?? { bundle: row.settings.bundle, subtype: row.settings.subtype };
        checkSettings(type, settings);
        if (body.sku !== undefined) await checkProductSku(repo, body.sku, row.id);
        if (body.categories) await checkCategories(repo, body.categories);
        let texts = {};
        if (body.names || body.descriptions) {
          texts = await writeTexts(
            repo,
            row.id,
            body.names ?? before.names,
            body.descriptions ?? before.descriptions,
          );
        }
        await repo.updateProduct(row.id, {
          ...texts,
          ...(body.sku !== undefined ? { sku: body.sku } : {}),
          ...(body.type !== undefined ? { type: body.type } : {}),
          ...(body.kind !== undefined ? { kind: body.kind } : {}),
          ...(body.active !== undefined ? { isActive: body.active } : {}),
          ...(body.position !== undefined ? { position: body.position } : {}),
          ...(body.settings
            ? {
                settings: { bundle: settings.bundle, subtype: settings.subtype, fields: row.settings.fields },
              }
            : {}),
          updatedAt: deps.clock.now(),
        });
        if (body.categories) await repo.replaceCategories(row.id, body.categories);
        if (body.regions) await repo.replaceRegions(row.id, regionRows(body.regions));
        const updated = await repo.findProduct(uuid);
        if (!updated) throw new Error('product vanished under its lock');
        const after = await productOf(repo, updated);
        return { result: after, targetId: uuid, before, after };
      });
    },

    createVariant(
      actor: OperatorActor,
      productUuid: string,
      body: {
        sku: string;
        title: string;
        price: number;
        stock: number;
        attrs: { name: string; value: string }[];
      },
    ): Promise<ShopAdminVariant> {
      return write(actor, 'shop.variant.create', 'shop_variant', async (repo) => {
        const product = await repo.lockProduct(productUuid);
        if (!product) throw AppError.notFound();
        await checkVariantSku(repo, body.sku, null);
        const now = deps.clock.now();
        const row = await repo.insertVariant({
          productId: product.id,
          sku: body.sku,
          title: body.title,
          price: body.price,
          stock: body.stock,
          attrs: attrsOf(body.attrs),
          position: await repo.nextVariantPosition(product.id),
          createdAt: now,
          updatedAt: now,
        });
        await repo.updateProduct(product.id, { updatedAt: now });
        const created = variantToApi(row);
        return {
          result: created,
          targetId: row.uuid,
          before: null,
          after: { product: productUuid, ...created },
        };
      });
    },

    updateVariant(
      actor: OperatorActor,
      uuid: string,
      body: ShopAdminVariantUpdate,
    ): Promise<ShopAdminVariant> {
      return write(actor, 'shop.variant.update', 'shop_variant', async (repo) => {
        const row = await repo.findVariant(uuid);
        if (!row) throw AppError.notFound();
        if (body.sku !== undefined) await checkVariantSku(repo, body.sku, row.id);
        const now = deps.clock.now();
        // One UPDATE: an absolute stock the operator counted replaces what is there at that instant.
        const updated = await repo.updateVariant(row.id, {
          ...(body.sku !== undefined ? { sku: body.sku } : {}),
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.price !== undefined ? { price: body.price } : {}),
          ...(body.stock !== undefined ? { stock: body.stock } : {}),
          ...(body.attrs !== undefined ? { attrs: attrsOf(body.attrs, row.attrs) } : {}),
          updatedAt: now,
        });
        if (!updated) throw AppError.notFound();
        await repo.updateProduct(row.productId, { updatedAt: now });
        const after = variantToApi(updated);
        return { result: after, targetId: uuid, before: variantToApi(row), after };
      });
    },

    receiveStock(actor: OperatorActor, uuid: string, quantity: number): Promise<ShopAdminVariant> {
      return write(actor, 'shop.variant.stock_receipt', 'shop_variant', async (repo) => {
        const row = await repo.findVariant(uuid);
        if (!row) throw AppError.notFound();
        const updated = await repo.addStock(row.id, quantity, deps.clock.now());
        if (!updated) throw AppError.notFound();
        const after = variantToApi(updated);
        return {
          result: after,
          targetId: uuid,
          before: { stock: updated.stock - quantity },
          after: { stock: updated.stock, received: quantity },
        };
      });
    },

    async uploadImage(actor: OperatorActor, productUuid: string, upload: Buffer): Promise<ShopAdminImage> {
      if (upload.length > CONTENT_LIMITS.imageMaxBytes) {
        throw new AppError(413, ERROR_CODES.payloadTooLarge, 'The file is too large.');
      }
      if (!(await repository.findProduct(productUuid))) throw AppError.notFound();
      const large = await reencodeImage(upload, LARGE_IMAGE);
      const thumbnail = await reencodeImage(large.bytes, THUMBNAIL);
      const hash = createHash('sha256').update(large.bytes).digest('hex');
      const fileKey = shopImageKey(hash, LARGE_IMAGE.maxLongSidePx);
      const thumbnailKey = shopImageKey(hash, THUMBNAIL.maxLongSidePx);
      // Content-addressed: storing the same bytes again rewrites the same file, and nothing else uses it.
      await deps.storage.put(fileKey, large.bytes, large.mimeType);
      await deps.storage.put(thumbnailKey, thumbnail.bytes, thumbnail.mimeType);
      return write(actor, 'shop.image.upload', 'shop_product', async (repo) => {
        const product = await repo.lockProduct(productUuid);
        if (!product) throw AppError.notFound();
        const images = await repo.imagesOf(product.id);
        if (images.length >= SHOP_ADMIN_LIMITS.maxImages) {
          throw AppError.validation({
            image: [`A product has at most ${SHOP_ADMIN_LIMITS.maxImages} pictures.`],
          });
        }
        const position = images.reduce((max, image) => Math.max(max, image.position + 1), 0);
        const row = await repo.insertImage({
          productId: product.id,
          position,
          fileKey,
          thumbnailKey,
          width: large.width,
          height: large.height,
        });
        await repo.updateProduct(product.id, { updatedAt: deps.clock.now() });
        const created = imageToApi(row);
        return { result: created, targetId: productUuid, before: null, after: { image: created } };
      });
    },

    reorderImages(
      actor: OperatorActor,
      productUuid: string,
      ids: number[],
    ): Promise<{ data: ShopAdminImage[] }> {
      return write(actor, 'shop.image.reorder', 'shop_product', async (repo) => {
        const product = await repo.lockProduct(productUuid);
        if (!product) throw AppError.notFound();
        const images = await repo.imagesOf(product.id);
        const same =
          ids.length === images.length &&
          new Set(ids).size === ids.length &&
          ids.every((id) => images.some((image) => image.id === id));
        if (!same) throw AppError.validation({ images: [SHOP_ADMIN_MESSAGES.imagesMismatch] });
        await repo.renumberImages(product.id, ids);
        await repo.updateProduct(product.id, { updatedAt: deps.clock.now() });
        const after = (await repo.imagesOf(product.id)).map(imageToApi);
        return {
          result: { data: after },
          targetId: productUuid,
          before: { images: images.map((image) => image.id) },
          after: { images: after.map((image) => image.id) },
        };
      });
    },

    async deleteImage(actor: OperatorActor, id: number): Promise<{ ok: true }> {
      return write(actor, 'shop.image.delete', 'shop_product', async (repo) => {
        const image = await repo.findImage(id);
        if (!image) throw AppError.notFound();
        const product = await repo.lockProductById(image.productId);
        if (!product) throw AppError.notFound();
        await repo.deleteImage(id);
        const rest = await repo.imagesOf(image.productId);
        await repo.renumberImages(
          image.productId,
          rest.map((row) => row.id),
        );
        await repo.updateProduct(image.productId, { updatedAt: deps.clock.now() });
        // The files stay: their keys are content hashes that another picture may share, and an order's
        // item may show the picture it was ordered with.
        return {
          result: { ok: true as const },
          targetId: product.uuid,
          before: { image: imageToApi(image) },
          after: null,
        };
      });
    },
  };
}

export type ShopCatalogueAdminService = ReturnType<typeof createShopCatalogueAdminService>;
