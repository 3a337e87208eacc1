import { and, asc, desc, eq } from 'drizzle-orm';
import { auditLog, operators } from '../../db/schema/accounts';
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

    /** The audit rows of one region, newest first: `audit_log_target_idx` (target type, id) finds them. */
    changes(regionId: number, limit: number) {
      return db
        .select({
          at: auditLog.createdAt,
          before: auditLog.before,
          after: auditLog.after,
          name: operators.name,
          email: operators.email,
        })
        .from(auditLog)
        .innerJoin(operators, eq(operators.id, auditLog.operatorId))
        .where(and(eq(auditLog.targetType, 'region'), eq(auditLog.targetId, String(regionId))))
        .orderBy(desc(auditLog.createdAt))
        .limit(limit);
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
