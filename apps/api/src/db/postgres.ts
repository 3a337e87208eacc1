import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../config/paths';
import type { Database, SqlResult } from './database';
import { countAppliedMigrations } from './migrations-count';

// Any fixed 64-bit number works; it only has to be the same in every replica.
const STARTUP_LOCK_KEY = 7_314_002_118;

export interface PostgresOptions {
  connectionString: string;
  poolMax: number;
  onPoolError?: (error: Error) => void;
}

/** A node-postgres pool (ARCHITECTURE §2: DATABASE_URL set). */
export function openPostgresDatabase(options: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolMax,
    application_name: 'club-api',
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzle({ client: pool });
  const executeSql = async (text: string, values?: unknown[]): Promise<SqlResult> => {
    const result = await pool.query<Record<string, unknown>>(text, values);
    // Multi-statement text yields one result per statement; the last one with rows is the answer.
    const results = Array.isArray(result) ? (result as pg.QueryResult<Record<string, unknown>>[]) : [result];
    const withRows = results.filter((r) => r.rows.length > 0).at(-1);
    return { rows: withRows?.rows ?? [] };
  };

  return {
    kind: 'postgres',
    db,
    connectionString: options.connectionString,
    executeSql,
    async migrate() {
      const before = await countAppliedMigrations(executeSql);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      return (await countAppliedMigrations(executeSql)) - before;
    },
    async withStartupLock(fn) {
      // A session lock lives on one connection, so it is taken on a client of its own.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
