import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appSettings } from '../../db/schema/config';

export function createSettingsRepository(db: Db) {
  return {
    async get(key: string): Promise<unknown> {
      const [row] = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, key))
        .limit(1);
      return row?.value;
    },

    async set(key: string, value: unknown, now: Date): Promise<void> {
      await db
        .insert(appSettings)
        .values({ key, value, updatedAt: now })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
