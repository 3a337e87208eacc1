import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock';
import type { Database } from './database';
import { ensureReferenceData } from './seed/reference-data';
import { seedDemoContent } from './seed/content-data';
import { seedDemoShop } from './seed/shop-data';
import { isSeedNeeded, seedDemoData } from './seed/seed';

export interface PrepareOptions {
  seedDemoData: boolean;
  clock: Clock;
  logger?: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * Start-up work on the database: pending migrations, reference data into empty tables, the demo seed on
 * the very first start, then statistics. PGlite never analyses by itself and picked a 3× slower plan without them (ARCHITECTURE
 * §2), so it is analysed at every start; PostgreSQL's autovacuum keeps them fresh after the first time.
 */
export async function prepareDatabase(
  database: Database,
  options: PrepareOptions,
): Promise<{ applied: number; seeded: boolean; shopSeeded: boolean }> {
  return database.withStartupLock(async () => {
    const applied = await database.migrate();
    if (applied > 0) options.logger?.info({ applied }, 'database migrations applied');
    await ensureReferenceData(database.db);
    let seeded = false;
    if (options.seedDemoData && (await isSeedNeeded(database.db))) {
      await seedDemoData(database.db, options.clock);
      seeded = true;
      options.logger?.info('demo data seeded (first start)');
    }
    // Demo news and videos are reference-like: databases seeded before they existed get them too.
    if (options.seedDemoData) await seedDemoContent(database.db, options.clock.now());
    // The demo shop likewise, into an empty shop only; its pictures are drawn by the caller.
    const shopSeeded = options.seedDemoData ? await seedDemoShop(database.db) : false;
    if (database.kind === 'pglite' || applied > 0 || seeded || shopSeeded) {
      await database.executeSql('analyze');
    }
    return { applied, seeded, shopSeeded };
  });
}
