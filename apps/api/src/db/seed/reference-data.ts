import { COUNTRY_CODES, regionByCode, type CountryCode } from '@club/contract';
import { count } from 'drizzle-orm';
import type { Db } from '../database';
import { leadLostReasons, regionConfigs } from '../schema/config';

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

/**
 * Reference data every installation needs, demo or not: a config per country (spec 01 §3 Public config)
 * and the lost reasons. Written only into empty tables, so operators' later edits are never undone.
 */
export async function ensureReferenceData(db: Db): Promise<void> {
  const [regions] = await db.select({ n: count() }).from(regionConfigs);
  if (regions?.n === 0) {
    await db.insert(regionConfigs).values(
      COUNTRY_CODES.map((code) => {
        const region = regionByCode(code);
        if (!region) throw new Error(`Unknown region ${code}`);
        return { regionId: region.id, welcomePoints: WELCOME_POINTS[code] };
      }),
    );
  }
  const [reasons] = await db.select({ n: count() }).from(leadLostReasons);
  if (reasons?.n === 0) {
    await db
      .insert(leadLostReasons)
      .values(LOST_REASONS.map((reason, index) => ({ ...reason, position: index + 1 })));
  }
}
