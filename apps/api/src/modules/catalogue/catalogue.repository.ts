import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  productSizes,
  productTypePoints,
  productTypes,
  productVariants,
  tagPhotoRules,
} from '../../db/schema/catalogue';
import { tierBrackets, tierDefinitions } from '../../db/schema/tiers';

/** Reads the product catalogue (ARCHITECTURE §6); the catalogue service keeps it in memory. */
export function createCatalogueRepository(db: Db) {
  return {
    /** Active types the scanner accepts, in the operators' order. */
    listScannableTypes() {
      return db
        .select({ code: productTypes.code, kind: productTypes.kind })
        .from(productTypes)
        .where(and(eq(productTypes.isScannable, true), eq(productTypes.isActive, true)))
        .orderBy(asc(productTypes.position), asc(productTypes.code));
    },

    listVariants() {
      return db
        .select({ code: productVariants.code })
        .from(productVariants)
        .where(eq(productVariants.isActive, true))
        .orderBy(asc(productVariants.position), asc(productVariants.code));
    },

    listSizes() {
      return db
        .select({ code: productSizes.code, shape: productSizes.shape })
        .from(productSizes)
        .where(eq(productSizes.isActive, true))
        .orderBy(asc(productSizes.widthCm), asc(productSizes.heightCm), asc(productSizes.code));
    },

    listPoints() {
      return db
        .select({
          typeCode: productTypePoints.productTypeCode,
          regionId: productTypePoints.regionId,
          points: productTypePoints.points,
        })
        .from(productTypePoints);
    },

    listTagPhotoRules() {
      return db
        .select({
          variant: tagPhotoRules.variantCode,
          factory: tagPhotoRules.factory,
          year: tagPhotoRules.year,
        })
        .from(tagPhotoRules)
        .orderBy(asc(tagPhotoRules.variantCode), asc(tagPhotoRules.factory), asc(tagPhotoRules.year));
    },

    /** Every tier definition's brackets (reference data, seeded with the regions), in level order. */
    listTierBrackets() {
      return db
        .select({
          definitionId: tierDefinitions.id,
          tierCategory: tierDefinitions.tierCategory,
          id: tierBrackets.id,
          level: tierBrackets.level,
          from: tierBrackets.from,
          to: tierBrackets.to,
          points: tierBrackets.points,
        })
        .from(tierDefinitions)
        .innerJoin(tierBrackets, eq(tierBrackets.tierDefinitionId, tierDefinitions.id))
        .orderBy(asc(tierDefinitions.id), asc(tierBrackets.level));
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
