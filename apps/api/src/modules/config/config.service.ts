import { regionById, type PrivateConfig, type PublicConfig } from '@club/contract';
import { createCachedValue } from '../../lib/cached-value';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { createConfigRepository } from './config.repository';
import type { RegionConfigService } from '../regions/region-config.service';

export interface ConfigServiceDeps {
  db: Db;
  /**
   * spec 02 §3 Product catalogue config. It goes into the private config, not the public one: only
   * signed-in users scan, and the web app caches the private config forever, so the scanner has the
   * catalogue offline (spec 02 §4) without publishing it to anyone.
   */
  catalogue: { getConfig(): Promise<PrivateConfig['products']>; invalidate(): void };
  /** The per-region numbers, cached by their own service (docs/decisions/020). */
  regions: Pick<RegionConfigService, 'all'>;
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

  /*
   * spec 01 §3 Public config: behaviours per region code. Built on each call from the region numbers'
   * own cache, so that a change reaches it within that cache's time and no second one adds to it.
   */
  async function publicConfig(): Promise<PublicConfig> {
    const behaviours: PublicConfig['behaviours'] = {};
    for (const [regionId, values] of await deps.regions.all()) {
      const region = regionById(regionId);
      if (region) {
        behaviours[region.code] = {
          welcome_points: values.welcomePoints,
          min_cart_value: values.minCartValue,
          part2_optional: values.part2Optional,
        };
      }
    }
    return { behaviours };
  }

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
    getPublicConfig: publicConfig,
    getPrivateConfig: () => privateConfig.get(),
    /** The dispatch desk's choice when marking a lead lost: read fresh, the list is a handful of rows. */
    listLostReasons: () => repository.listLostReasons(),
    /** spec 01 §2: the welcome points a new company of the region receives (0 when none). */
    welcomePoints: (tx: Db, regionId: number) => createConfigRepository(tx).findWelcomePoints(regionId),
    /** After an operator edits the catalogue or lost reasons. */
    invalidate: () => {
      deps.catalogue.invalidate();
      privateConfig.invalidate();
    },
  };
}

export type ConfigService = ReturnType<typeof createConfigService>;
