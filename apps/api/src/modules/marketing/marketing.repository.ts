import { and, asc, count, eq, gt, isNull, min, sum } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { orderFiles, type OrderFileRow } from '../../db/schema/marketing';
import {
  shopProductImages,
  shopProductRegions,
  shopProductTranslations,
  shopProducts,
  shopVariants,
} from '../../db/schema/shop';
import { users } from '../../db/schema/users';

export type NewOrderFile = Pick<
  OrderFileRow,
  'uuid' | 'companyId' | 'uploadedByUserId' | 'path' | 'name' | 'mimeType' | 'bytes' | 'createdAt'
>;

/** The order files (logos) of marketing print products, and the shop rows a proof reads. */
export function createMarketingRepository(db: Db) {
  return {
    async findUser(userUuid: string) {
      const [row] = await db
        .select({ id: users.id, languageId: users.languageId })
        .from(users)
        .where(eq(users.uuid, userUuid));
      return row ?? null;
    },

    /** Locks the uploader's row: one user's uploads are counted against the quota one at a time. */
    async lockUploader(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    },

    async uploadsSince(userId: number, since: Date) {
      const [row] = await db
        .select({ count: count(), bytes: sum(orderFiles.bytes), first: min(orderFiles.createdAt) })
        .from(orderFiles)
        .where(and(eq(orderFiles.uploadedByUserId, userId), gt(orderFiles.createdAt, since)));
      return { count: row?.count ?? 0, bytes: Number(row?.bytes ?? 0), first: row?.first ?? null };
    },

    async insertFile(file: NewOrderFile): Promise<void> {
      await db.insert(orderFiles).values(file);
    },

    /** The company's file; another company's is not found. */
    async findFile(companyId: number, uuid: string): Promise<OrderFileRow | null> {
      const [row] = await db
        .select()
        .from(orderFiles)
        .where(and(eq(orderFiles.companyId, companyId), eq(orderFiles.uuid, uuid)));
      return row ?? null;
    },

    async findFileAnyCompany(uuid: string): Promise<OrderFileRow | null> {
      const [row] = await db.select().from(orderFiles).where(eq(orderFiles.uuid, uuid));
      return row ?? null;
    },

    /** Deletes the company's file when no order uses it; the deleted row, or null. */
    async deleteUnusedFile(companyId: number, uuid: string): Promise<OrderFileRow | null> {
      const [row] = await db
        .delete(orderFiles)
        .where(
          and(eq(orderFiles.companyId, companyId), eq(orderFiles.uuid, uuid), isNull(orderFiles.orderUuid)),
        )
        .returning();
      return row ?? null;
    },

    /** Gives the file to an order; from then on it cannot be deleted. */
    async attachFile(fileId: number, orderUuid: string): Promise<void> {
      await db.update(orderFiles).set({ orderUuid }).where(eq(orderFiles.id, fileId));
    },

    async companyRegion(companyId: number): Promise<number | null> {
      const [row] = await db
        .select({ regionId: companies.regionId })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row?.regionId ?? null;
    },

    /**
     * A variant of a product the region sells (visible or not), with the product's name in the language
     * (English when it has no translation) and its settings; null when the region does not know it.
     */
    async findVariant(variantUuid: string, regionId: number, languageId: number) {
      const [row] = await db
        .select({
          productUuid: shopProducts.uuid,
          type: shopProducts.type,
          name: shopProducts.name,
          translatedName: shopProductTranslations.name,
          settings: shopProducts.settings,
          variantTitle: shopVariants.title,
        })
        .from(shopVariants)
        .innerJoin(shopProducts, eq(shopProducts.id, shopVariants.productId))
        .innerJoin(
          shopProductRegions,
          and(eq(shopProductRegions.productId, shopProducts.id), eq(shopProductRegions.regionId, regionId)),
        )
        .leftJoin(
          shopProductTranslations,
          and(
            eq(shopProductTranslations.productId, shopProducts.id),
            eq(shopProductTranslations.languageId, languageId),
          ),
        )
        .where(eq(shopVariants.uuid, variantUuid));
      return row ?? null;
    },

    /** The product's large pictures by position. */
    async productImages(productUuid: string) {
      return db
        .select({ position: shopProductImages.position, fileKey: shopProductImages.fileKey })
        .from(shopProductImages)
        .innerJoin(shopProducts, eq(shopProducts.id, shopProductImages.productId))
        .where(eq(shopProducts.uuid, productUuid))
        .orderBy(asc(shopProductImages.position));
    },
  };
}

export type MarketingRepository = ReturnType<typeof createMarketingRepository>;
