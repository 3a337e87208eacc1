import { regionById, type PrivateConfig, type PublicConfig } from '@club/contract';
import { createCachedValue } from '../../lib/cached-value';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { ConfigRepository } from './config.repository';

export interface ConfigServiceDeps {
  repository: ConfigRepository;
  clock: Clock;
  /** The config changes a few times a year; the web app caches it forever (spec 01 §7). */
  cacheMs?: number;
}

/** Catalogue placeholders until the field-work area fills the product catalogue (spec 02 §3). */
const EMPTY_CATALOGUE: PrivateConfig['products'] = {
  types: [],
  variants: [],
  sizes: { square: [], rectangular: [] },
  requires_tag_photo: [],
};

export function createConfigService(deps: ConfigServiceDeps) {
  const ttl = deps.cacheMs ?? 30_000;

  // spec 01 §3 Public config: behaviours per region code, giving welcome points.
  const publicConfig = createCachedValue<PublicConfig>(
    async () => {
      const behaviours: PublicConfig['behaviours'] = {};
      for (const row of await deps.repository.listRegionConfigs()) {
        const region = regionById(row.regionId);
        if (region) behaviours[region.code] = { welcome_points: row.welcomePoints };
      }
      return { behaviours };
    },
    ttl,
    deps.clock,
  );

  const privateConfig = createCachedValue<PrivateConfig>(
    async () => ({
      lead_management: { lost_reasons: await deps.repository.listLostReasons() },
      products: EMPTY_CATALOGUE,
    }),
    ttl,
    deps.clock,
  );

  return {
    getPublicConfig: () => publicConfig.get(),
    getPrivateConfig: () => privateConfig.get(),
    /** spec 01 §2: the welcome points a new company of the region receives (0 when none). */
    welcomePoints: (tx: Db, regionId: number) => deps.repository.findWelcomePoints(tx, regionId),
    /** After an operator edits region configs or lost reasons. */
    invalidate: () => {
      publicConfig.invalidate();
      privateConfig.invalidate();
    },
  };
}

export type ConfigService = ReturnType<typeof createConfigService>;
