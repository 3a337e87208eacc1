import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { regionConfigs } from '../../db/schema/config';

export type RegionConfigRow = typeof regionConfigs.$inferSelect;
export type RegionConfigValues = Pick<
  RegionConfigRow,
  'welcomePoints' | 'projectDaysLeft' | 'minCartValue' | 'part2Optional'
>;

export function createRegionConfigRepository(db: Db) {
  return {
    list(): Promise<RegionConfigRow[]> {
      return db.select().from(regionConfigs).orderBy(asc(regionConfigs.regionId));
    },

    /** The row lock keeps two admins' changes from both reporting the same "before". */
    async lock(regionId: number): Promise<RegionConfigRow | null> {
      const [row] = await db
        .select()
        .from(regionConfigs)
        .where(eq(regionConfigs.regionId, regionId))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async update(regionId: number, values: RegionConfigValues, now: Date): Promise<RegionConfigRow> {
      const [row] = await db
        .update(regionConfigs)
        .set({ ...values, updatedAt: now })
        .where(eq(regionConfigs.regionId, regionId))
        .returning();
      if (!row) throw new Error(`region_configs ${regionId} vanished under its lock`);
      return row;
    },
  };
}
