import {
  COUNTRY_CODES,
  PROJECT_DEFAULT_DAYS_LEFT,
  isGenericTagRegion,
  minCartValue,
  MIN_CART_VALUE_PRODUCT_TYPE,
  TIER_CATEGORIES,
  TIER_DEFAULT_RESET,
  TIER_MAX_BRACKET_TO,
  regionByCode,
  type CountryCode,
  type TierCategory,
} from '@club/contract';
import { count } from 'drizzle-orm';
import type { Db } from '../database';
import { leadLostReasons, regionConfigs } from '../schema/config';
import { tierBrackets, tierDefinitions } from '../schema/tiers';
import { ensureCatalogue } from './catalogue-data';

/**
 * Welcome points per country for a new installation (spec 01 §2 Registration success screen); operators
 * adjust them per region later.
 */
export const WELCOME_POINTS: Record<CountryCode, number> = {
  BA: 30,
  BG: 30,
  HR: 40,
  CZ: 50,
  EE: 40,
  HU: 50,
  IT: 80,
  LT: 40,
  LV: 40,
  PL: 100,
  RO: 50,
  RS: 30,
  SK: 50,
  SI: 40,
  TR: 30,
  UA: 30,
};

export const LOST_REASONS = [
  { id: 1, slug: 'price-too-high', name: 'The price was too high' },
  { id: 2, slug: 'chose-competitor', name: 'The customer chose another installer' },
  { id: 3, slug: 'project-postponed', name: 'The project was postponed' },
  { id: 4, slug: 'customer-unreachable', name: 'The customer could not be reached' },
  { id: 5, slug: 'other', name: 'Other reason' },
] as const;

interface SeedBracket {
  level: number;
  from: number;
  to: number;
  points: number;
}

/**
 * Tier brackets per category (ARCHITECTURE §5), counted on scans of the current year: the same ladder in
 * every country to start with; operators tune them per region. `points` is what a scan is worth at that
 * level; the top bracket ends at TIER_MAX_BRACKET_TO (spec 01 §9).
 */
export const TIER_BRACKETS: Record<TierCategory, SeedBracket[]> = {
  [TIER_CATEGORIES.FIRST]: [
    { level: 1, from: 1, to: 49, points: 5 },
    { level: 2, from: 50, to: 149, points: 8 },
    { level: 3, from: 150, to: TIER_MAX_BRACKET_TO, points: 10 },
  ],
  [TIER_CATEGORIES.SECOND]: [
    { level: 1, from: 1, to: 19, points: 3 },
    { level: 2, from: 20, to: 59, points: 5 },
    { level: 3, from: 60, to: TIER_MAX_BRACKET_TO, points: 7 },
  ],
  [TIER_CATEGORIES.THIRD]: [
    { level: 1, from: 1, to: 9, points: 2 },
    { level: 2, from: 10, to: 29, points: 3 },
    { level: 3, from: 30, to: TIER_MAX_BRACKET_TO, points: 4 },
  ],
  [TIER_CATEGORIES.OTHER]: [
    { level: 1, from: 1, to: 99, points: 1 },
    { level: 2, from: 100, to: 299, points: 2 },
    { level: 3, from: 300, to: TIER_MAX_BRACKET_TO, points: 3 },
  ],
};

/** Every country gets the four categories with their brackets, reset on 1 January. */
async function insertTierDefinitions(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const code of COUNTRY_CODES) {
      const region = regionByCode(code);
      if (!region) throw new Error(`Unknown region ${code}`);
      const definitions = await tx
        .insert(tierDefinitions)
        .values(
          Object.keys(TIER_BRACKETS).map((category) => ({
            regionId: region.id,
            tierCategory: Number(category),
            resetOn: TIER_DEFAULT_RESET,
          })),
        )
        .returning({ id: tierDefinitions.id, tierCategory: tierDefinitions.tierCategory });
      await tx.insert(tierBrackets).values(
        definitions.flatMap((definition) =>
          TIER_BRACKETS[definition.tierCategory as TierCategory].map((bracket) => ({
            ...bracket,
            tierDefinitionId: definition.id,
          })),
        ),
      );
    }
  });
}

/**
 * Reference data every installation needs, demo or not: a config per country (spec 01 §3 Public config)
 * the tier definitions, the lost reasons and the product catalogue. Written only into empty tables, so operators' later edits are never undone.
 */
export async function ensureReferenceData(db: Db): Promise<void> {
  const [regions] = await db.select({ n: count() }).from(regionConfigs);
  if (regions?.n === 0) {
    await db.insert(regionConfigs).values(
      COUNTRY_CODES.map((code) => {
        const region = regionByCode(code);
        if (!region) throw new Error(`Unknown region ${code}`);
        // the contract's constants are the defaults; from here on the rows are the truth (decision 020)
        return {
          regionId: region.id,
          welcomePoints: WELCOME_POINTS[code],
          projectDaysLeft: PROJECT_DEFAULT_DAYS_LEFT,
          minCartValue: minCartValue(code, MIN_CART_VALUE_PRODUCT_TYPE),
          part2Optional: isGenericTagRegion(code),
        };
      }),
    );
  }
  const [tiers] = await db.select({ n: count() }).from(tierDefinitions);
  if (tiers?.n === 0) await insertTierDefinitions(db);
  const [reasons] = await db.select({ n: count() }).from(leadLostReasons);
  if (reasons?.n === 0) {
    await db
      .insert(leadLostReasons)
      .values(LOST_REASONS.map((reason, index) => ({ ...reason, position: index + 1 })));
  }
  // ARCHITECTURE §6: the product catalogue is reference data too (the scanner needs it everywhere)
  await ensureCatalogue(db);
}
