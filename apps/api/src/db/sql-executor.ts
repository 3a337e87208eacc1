import { sql, type SQL } from 'drizzle-orm';
import type { Db, ExecuteSql, SqlResult } from './database';

/**
 * Rewrites `$1…$n` text into a Drizzle query so it runs on the given handle (a transaction). Drizzle
 * drops `undefined` parameters from the text, so they are sent as null, which is what the driver does.
 */
export function toDrizzleSql(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, index) =>
    index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
  );
  return sql.join(chunks);
}

/**
 * An `executeSql` bound to a Drizzle handle. Passing a transaction's executor to the job queue writes
 * the job in that transaction: the job exists exactly when the row it is about does.
 */
export function executorFor(handle: Db): ExecuteSql {
  return async (text, values) => {
    const result = (await handle.execute(toDrizzleSql(text, values))) as unknown as SqlResult;
    return { rows: result.rows };
  };
}
