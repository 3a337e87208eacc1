import { regionById, type PrivateConfig, type PublicConfig } from '@club/contract';
import { createCachedValue } from '../../lib/cached-value';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { createConfigRepository } from './config.repository';

export interface ConfigServiceDeps {
  db: Db;
  /**
   * spec 02 §3 Product catalogue config. It goes into the private config, not the public one: only
   * signed-in users scan, and the web app caches the private config forever, so the scanner has the
   * catalogue offline (spec 02 §4) without publishing it to anyone.
   */
  catalogue: { getConfig(): Promise<PrivateConfig['products']>; invalidate(): void };
  clock: Clock;
  /** The config changes a few times a year; the web app caches it forever (spec 01 §7). */
  cacheMs?: number;
  /** spec 01 §2 Surveys: from SURVEY_COLLECTOR_URL, with a trailing slash. */
  surveyCollectorUrl: string;
  /** ARCHITECTURE §6: BRAND_NAME and BRAND_DOMAIN; the scanner accepts QR codes on this domain only. */
  brand: { name: string; domain: string };
}

export function createConfigService(deps: ConfigServiceDeps) {
  const repository = createConfigRepository(deps.db);
  const ttl = deps.cacheMs ?? 30_000;

  // spec 01 §3 Public config: behaviours per region code, giving welcome points.
  const publicConfig = createCachedValue<PublicConfig>(
    async () => {
      const behaviours: PublicConfig['behaviours'] = {};
      for (const row of await repository.listRegionConfigs()) {
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
      lead_management: { lost_reasons: await repository.listLostReasons() },
      products: await deps.catalogue.getConfig(),
      surveys: { collector_url: deps.surveyCollectorUrl },
      brand: deps.brand,
    }),
    ttl,
    deps.clock,
  );

  return {
    getPublicConfig: () => publicConfig.get(),
    getPrivateConfig: () => privateConfig.get(),
    /** spec 01 §2: the welcome points a new company of the region receives (0 when none). */
    welcomePoints: (tx: Db, regionId: number) => createConfigRepository(tx).findWelcomePoints(regionId),
    /** After an operator edits region configs or lost reasons. */
    invalidate: () => {
      publicConfig.invalidate();
      deps.catalogue.invalidate();
      privateConfig.invalidate();
    },
  };
}

export type ConfigService = ReturnType<typeof createConfigService>;
