import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Drizzle handle shared by both drivers; a transaction (`tx`) has the same type. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

/** Raw SQL with `$n` parameters, the shape pg-boss asks for (`executeSql`). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<SqlResult>;

/**
 * One open database, PGlite in-process or a PostgreSQL pool (ARCHITECTURE §2). Everything above this
 * interface runs unchanged on both.
 */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  executeSql: ExecuteSql;
  /** PostgreSQL only: pg-boss opens its own small pool with it. */
  connectionString: string | null;
  /** Applies pending migrations; returns how many were applied. */
  migrate(): Promise<number>;
  /** Runs `fn` while holding a database-wide lock, so that replicas starting together migrate once. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /** One `select 1` on a connection of its own with a short timeout: is the database answering now? */
  probe(): Promise<void>;
  close(): Promise<void>;
}
