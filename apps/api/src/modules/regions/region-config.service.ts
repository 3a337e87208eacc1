import {
  regionById,
  type RegionConfig,
  type RegionConfigBody,
  type RegionConfigChange,
} from '@club/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { createCachedValue } from '../../lib/cached-value';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../operators/audit.service';
import type { OperatorActor } from '../operators/admin-settings.service';
import {
  createRegionConfigRepository,
  type RegionConfigRow,
  type RegionConfigValues,
} from './region-config.repository';

/**
 * How long another instance may serve a region's old numbers after an admin changed them; the instance
 * that made the change drops its copy at once (docs/decisions/020-region-configuration.md).
 */
export const REGION_CONFIG_CACHE_MS = 10_000;

export interface RegionConfigServiceDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  cacheMs?: number;
  /** Caches built from the region numbers (the public config) drop their copy too. */
  onChange?: () => void;
}

const valuesOf = (row: RegionConfigValues): RegionConfigValues => ({
  welcomePoints: row.welcomePoints,
  projectDaysLeft: row.projectDaysLeft,
  minCartValue: row.minCartValue,
  part2Optional: row.part2Optional,
});

const valuesToApi = (values: RegionConfigValues): RegionConfigBody => ({
  welcome_points: values.welcomePoints,
  project_days_left: values.projectDaysLeft,
  min_cart_value: values.minCartValue,
  part2_optional: values.part2Optional,
});

function toApi(row: RegionConfigRow): RegionConfig {
  return {
    region_id: row.regionId,
    code: regionById(row.regionId)?.code ?? String(row.regionId),
    welcome_points: row.welcomePoints,
    project_days_left: row.projectDaysLeft,
    min_cart_value: row.minCartValue,
    part2_optional: row.part2Optional,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The per-region numbers (docs/decisions/020): stored in region_configs, read through a short cache. */
export function createRegionConfigService(deps: RegionConfigServiceDeps) {
  const repository = createRegionConfigRepository(deps.db);
  const byRegion = createCachedValue<ReadonlyMap<number, RegionConfigValues>>(
    async () => new Map((await repository.list()).map((row) => [row.regionId, valuesOf(row)])),
    deps.cacheMs ?? REGION_CONFIG_CACHE_MS,
    deps.clock,
  );

  return {
    /** Every country's numbers, from the cache. */
    all: () => byRegion.get(),

    /** The back-office list reads the table itself: an admin sees what is stored, not a cached copy. */
    async list(): Promise<{ data: RegionConfig[] }> {
      return { data: (await repository.list()).map(toApi) };
    },

    /** The region's latest changes as the audit log holds them, in the API's field names. */
    async changes(regionId: number): Promise<{ data: RegionConfigChange[] }> {
      const rows = await repository.changes(regionId, 20);
      return {
        data: rows.map((row) => ({
          at: row.at.toISOString(),
          operator: { name: row.name, email: row.email },
          before: (row.before ?? null) as Record<string, unknown> | null,
          after: (row.after ?? null) as Record<string, unknown> | null,
        })),
      };
    },

    /** Region row locked, changed and audited with before and after in one transaction. */
    async update(actor: OperatorActor, regionId: number, body: RegionConfigBody): Promise<RegionConfig> {
      const operatorId = await deps.audit.operatorId(actor.operatorUuid);
      if (operatorId === null) throw AppError.unauthorized();
      const row = await deps.db.transaction(async (tx) => {
        const regions = createRegionConfigRepository(tx);
        const current = await regions.lock(regionId);
        if (!current) throw AppError.notFound();
        const after: RegionConfigValues = {
          welcomePoints: body.welcome_points,
          projectDaysLeft: body.project_days_left,
          minCartValue: body.min_cart_value,
          part2Optional: body.part2_optional,
        };
        const updated = await regions.update(regionId, after, deps.clock.now());
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'region-config.update',
          targetType: 'region',
          targetId: String(regionId),
          data: null,
          before: valuesToApi(current),
          after: valuesToApi(after),
          requestId: actor.requestId,
        });
        return updated;
      });
      byRegion.invalidate();
      deps.onChange?.();
      return toApi(row);
    },

    invalidate: () => byRegion.invalidate(),
  };
}

export type RegionConfigService = ReturnType<typeof createRegionConfigService>;
