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
  /** Waiting for a connection, new or from the pool. */
  connectTimeoutMs?: number;
  /** One query's answer; the server cancels a statement a little before the client gives up on it. */
  queryTimeoutMs?: number;
  onPoolError?: (error: Error) => void;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 1500;
export const DEFAULT_QUERY_TIMEOUT_MS = 1500;
// a server that is alive cancels the statement itself, so the connection stays usable
const STATEMENT_TIMEOUT_MARGIN_MS = 250;
const PROBE_TIMEOUT_MS = 1000;

async function unlimitedClient(connectionString: string, name: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString, application_name: name });
  await client.connect();
  return client;
}

/**
 * A node-postgres pool (ARCHITECTURE §2: DATABASE_URL set). Every wait has a limit, so that a database
 * that is gone or frozen costs a request its timeout, never a hang (the availability check in
 * db/availability.ts then answers the next ones at once).
 */
export function openPostgresDatabase(options: PostgresOptions): Database {
  const queryTimeoutMs = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolMax,
    application_name: 'club-api',
    connectionTimeoutMillis: connectTimeoutMs,
    query_timeout: queryTimeoutMs,
    statement_timeout: Math.max(100, queryTimeoutMs - STATEMENT_TIMEOUT_MARGIN_MS),
    // a transaction left open by a client that vanished must not hold its locks for long
    idle_in_transaction_session_timeout: 60_000,
    keepAlive: true,
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
      // a migration may take longer than a request's query may: it runs on a connection without limits
      const client = await unlimitedClient(options.connectionString, 'club-api-migrate');
      try {
        await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.end();
      }
      return (await countAppliedMigrations(executeSql)) - before;
    },
    async withStartupLock(fn) {
      // A session lock lives on one connection, so it is taken on a client of its own, which may wait
      // as long as another replica takes to migrate.
      const client = await unlimitedClient(options.connectionString, 'club-api-startup');
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        await client.end();
      }
    },
    async probe() {
      const client = new pg.Client({
        connectionString: options.connectionString,
        connectionTimeoutMillis: PROBE_TIMEOUT_MS,
        query_timeout: PROBE_TIMEOUT_MS,
        application_name: 'club-api-probe',
      });
      // a connection that never answered may emit its error after the timeout: nothing to do with it
      client.on('error', () => {});
      try {
        await client.connect();
        await client.query('select 1');
      } finally {
        client.end().catch(() => {});
      }
    },
    close: () => pool.end(),
  };
}
