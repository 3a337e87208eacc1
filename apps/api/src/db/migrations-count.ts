import type { ExecuteSql } from './database';

/** Rows in drizzle's journal table; 0 before the first migration created it. */
export async function countAppliedMigrations(executeSql: ExecuteSql): Promise<number> {
  const exists = await executeSql(`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`);
  if (exists.rows[0]?.ok !== true) return 0;
  const { rows } = await executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
  return Number(rows[0]?.n ?? 0);
}
