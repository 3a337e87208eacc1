import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../config/paths';
import { acquireDataDirLock } from './data-dir-lock';
import type { Database, SqlResult } from './database';
import { countAppliedMigrations } from './migrations-count';

/**
 * The extensions the migrations create: every PGlite of the app and its tests is opened with them
 * (pg_trgm: docs/decisions/018-operator-company-search.md).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Wraps an open PGlite. `exec` takes parameterless multi-statement text (pg-boss sends its schema that
 * way) and returns one result per statement: the last one with rows is the answer.
 */
export function wrapPglite(client: PGlite, onClose: () => Promise<void> = () => client.close()): Database {
  const db = drizzle({ client });
  const executeSql = async (text: string, values?: unknown[]): Promise<SqlResult> => {
    if (values && values.length > 0) {
      const result = await client.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    }
    const results = await client.exec(text);
    const withRows = results.filter((r) => r.rows.length > 0).at(-1);
    return { rows: (withRows?.rows ?? []) as SqlResult['rows'] };
  };
  return {
    kind: 'pglite',
    db,
    connectionString: null,
    executeSql,
    async migrate() {
      const before = await countAppliedMigrations(executeSql);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      return (await countAppliedMigrations(executeSql)) - before;
    },
    // One process owns the folder (see the data folder lock), so there is nobody to wait for.
    withStartupLock: (fn) => fn(),
    // in the same process: it answers as long as the process runs
    async probe() {
      await client.query('select 1');
    },
    close: onClose,
  };
}

/** Opens `<dataDir>/pglite`, locking the folder for this process. */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  const lock = await acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: PGLITE_EXTENSIONS });
    return wrapPglite(client, async () => {
      try {
        await client.close();
      } finally {
        await lock.release();
      }
    });
  } catch (error) {
    await lock.release();
    throw error;
  }
}
