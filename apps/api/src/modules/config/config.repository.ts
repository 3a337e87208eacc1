import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { leadLostReasons, regionConfigs } from '../../db/schema/config';

export function createConfigRepository(db: Db) {
  return {
    /** Read inside the registration transaction, never from the cache: operators may just have changed it. */
    async findWelcomePoints(regionId: number): Promise<number> {
      const [row] = await db
        .select({ welcomePoints: regionConfigs.welcomePoints })
        .from(regionConfigs)
        .where(eq(regionConfigs.regionId, regionId))
        .limit(1);
      return row?.welcomePoints ?? 0;
    },

    listLostReasons() {
      return db
        .select({ id: leadLostReasons.id, slug: leadLostReasons.slug, name: leadLostReasons.name })
        .from(leadLostReasons)
        .where(eq(leadLostReasons.isActive, true))
        .orderBy(asc(leadLostReasons.position), asc(leadLostReasons.id));
    },
  };
}

export type ConfigRepository = ReturnType<typeof createConfigRepository>;
