import { z } from 'zod';
import { TIER_CATEGORY_IDS } from '../constants/tiers';
import type { TierCategory } from '../constants/tiers';
import { IdSchema, QueryCountryRegionIdSchema, QueryIdSchema } from '../common/common.schemas';

export const TierCategorySchema = z.literal(TIER_CATEGORY_IDS as TierCategory[]);

/** spec 03 §3: a bracket counted on scans of the current year; no `from` counts from 1. */
export const TierBracketSchema = z.object({
  id: IdSchema,
  level: z.number().int(),
  from: z.number().int().nullable().optional(),
  to: z.number().int(),
  points: z.number().int(),
});
export type TierBracket = z.infer<typeof TierBracketSchema>;

/** spec 03 §3: a tier category of a region; reset_at is the next reset day. */
export const TierDefinitionSchema = z.object({
  id: IdSchema,
  tier_category: TierCategorySchema,
  brackets: z.array(TierBracketSchema),
  reset_at: z.iso.date(),
});
export type TierDefinition = z.infer<typeof TierDefinitionSchema>;

export const TiersQuerySchema = z.strictObject({ region_id: QueryCountryRegionIdSchema });
export type TiersQuery = z.infer<typeof TiersQuerySchema>;

/** spec 01 §3 and spec 03 §3 merged: the company's progress in one tier category. */
export const TierHistoryItemSchema = z.object({
  id: IdSchema,
  progress: z.number().int().nonnegative(),
  tier_definition: z.object({ id: IdSchema, tier_category: TierCategorySchema }),
  tier_bracket: TierBracketSchema.omit({ id: true }),
  /** Points of the next bracket; null on the top bracket. */
  next_bracket_points: z.number().int().nullable(),
});
export type TierHistoryItem = z.infer<typeof TierHistoryItemSchema>;

/** installer_company_id is the numeric company_id (spec 01 §3). */
export const TierHistoryQuerySchema = z.strictObject({ installer_company_id: QueryIdSchema });
export type TierHistoryQuery = z.infer<typeof TierHistoryQuerySchema>;
