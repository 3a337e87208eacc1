import { createCachedValue } from '../../lib/cached-value';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../db/database';
import { createSettingsRepository } from './settings.repository';

export const MAINTENANCE_KEY = 'maintenance';

export interface SettingsServiceDeps {
  db: Db;
  clock: Clock;
  /** MAINTENANCE_MODE: on regardless of the database switch. */
  maintenanceFromEnv: boolean;
  /** How stale the database switch may be; other replicas see a change within this time. */
  cacheMs?: number;
}

/**
 * Run-time switches kept in `app_settings`. The maintenance flag is read on every API request, so it is
 * cached for a few seconds instead of costing a query each time.
 */
export function createSettingsService(deps: SettingsServiceDeps) {
  const repository = createSettingsRepository(deps.db);
  const maintenance = createCachedValue(
    async () => (await repository.get(MAINTENANCE_KEY)) === true,
    deps.cacheMs ?? 3000,
    deps.clock,
  );

  return {
    get: (key: string) => repository.get(key),
    set: (key: string, value: unknown) => repository.set(key, value, deps.clock.now()),

    async isMaintenanceOn(): Promise<boolean> {
      return deps.maintenanceFromEnv || (await maintenance.get());
    },

    /** The operators' switch (spec 01 §4 Maintenance); takes effect here at once. */
    async setMaintenance(on: boolean): Promise<void> {
      await repository.set(MAINTENANCE_KEY, on, deps.clock.now());
      maintenance.invalidate();
    },

    /**
     * The same switch inside the caller's transaction (an operator's change and its audit row). Call
     * `invalidateMaintenance()` once it has committed, so this replica follows at once.
     */
    async setMaintenanceIn(tx: Db, on: boolean): Promise<void> {
      await createSettingsRepository(tx).set(MAINTENANCE_KEY, on, deps.clock.now());
    },

    invalidateMaintenance(): void {
      maintenance.invalidate();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
