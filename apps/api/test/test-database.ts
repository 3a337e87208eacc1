import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../src/db/database';
import { PGLITE_EXTENSIONS, wrapPglite } from '../src/db/pglite';
import { openPostgresDatabase } from '../src/db/postgres';
import { prepareDatabase } from '../src/db/prepare';
import { systemClock } from '../src/lib/clock';

export interface TestDatabase {
  database: Database;
  /** Where it lives, for tests that start a second process on it (the seed command). */
  url: string | null;
  destroy(): Promise<void>;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated and seeded database for one test file (PGlite from the template, or PostgreSQL). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('pgliteTemplate');
  if (!process.env.DATABASE_URL) {
    if (!template) throw new Error('The PGlite template is missing: run the tests through vitest.config.ts');
    const client = await PGlite.create({
      loadDataDir: new Blob([readFileSync(template)]),
      extensions: PGLITE_EXTENSIONS,
    });
    const database = wrapPglite(client);
    return { database, url: null, destroy: () => database.close() };
  }

  const name = `club_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  // the concurrency tests queue hundreds of calls on five connections of a busy machine: the waits are
  // far longer than production's limits, which test/hard/database-outage.test.ts checks instead
  const database = openPostgresDatabase({
    connectionString: url.toString(),
    poolMax: 5,
    connectTimeoutMs: 30_000,
    queryTimeoutMs: 30_000,
  });
  await prepareDatabase(database, { seedDemoData: true, clock: systemClock });
  return {
    database,
    url: url.toString(),
    async destroy() {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
