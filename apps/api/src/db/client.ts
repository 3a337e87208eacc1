import type { Database } from './database';
import { openPgliteDatabase } from './pglite';
import { openPostgresDatabase } from './postgres';

export interface OpenDatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  poolMax: number;
  connectTimeoutMs?: number;
  queryTimeoutMs?: number;
  onPoolError?: (error: Error) => void;
}

/** DATABASE_URL set → PostgreSQL pool; unset → PGlite in DATA_DIR (ARCHITECTURE §2). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgresDatabase({
      connectionString: options.databaseUrl,
      poolMax: options.poolMax,
      ...(options.connectTimeoutMs ? { connectTimeoutMs: options.connectTimeoutMs } : {}),
      ...(options.queryTimeoutMs ? { queryTimeoutMs: options.queryTimeoutMs } : {}),
      ...(options.onPoolError ? { onPoolError: options.onPoolError } : {}),
    });
  }
  return openPgliteDatabase(options.dataDir);
}
