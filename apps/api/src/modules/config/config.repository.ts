import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { leadLostReasons, regionConfigs } from '../../db/schema/config';

export function createConfigRepository(db: Db) {
  return {
    listRegionConfigs() {
      return db
        .select({ regionId: regionConfigs.regionId, welcomePoints: regionConfigs.welcomePoints })
        .from(regionConfigs)
        .orderBy(asc(regionConfigs.regionId));
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
