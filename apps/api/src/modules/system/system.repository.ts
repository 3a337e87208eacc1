import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

export function createSystemRepository(db: Db) {
  return {
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
