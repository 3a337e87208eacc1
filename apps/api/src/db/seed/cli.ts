import { createFileStorage } from '../../adapters/storage/create-storage';
import { ConfigError, loadConfig } from '../../config/env';
import { systemClock } from '../../lib/clock';
import { openDatabase } from '../client';
import { DataDirLockedError } from '../data-dir-lock';
import { prepareDatabase } from '../prepare';
import { ensureReferenceData } from './reference-data';
import { writeDemoPhotos } from './review-data';
import { seedDemoShop, writeDemoShopImages } from './shop-data';
import { prepareShopBench } from './shop-bench';
import { clearData, seedDemoData } from './seed';
import { seedBulkCompanies } from './bulk-companies';

/**
 * `npm run seed` seeds a database that has no data yet; `npm run seed -- --reset` empties it and seeds
 * again; `--companies=N` then adds N companies with an owner each (measuring the operators' search);
 * `--shop-bench=<owner e-mail>` gives that owner's company points and one variant stock for the order
 * benchmark. Works on the PGlite folder (stop the server first: one process per folder) and on DATABASE_URL.
 */
async function main(args: string[]): Promise<string> {
  const reset = args.includes('--reset');
  const bulk = Number(args.find((a) => a.startsWith('--companies='))?.split('=')[1] ?? 0);
  const config = loadConfig();
  if (bulk && config.isProduction) {
    throw new Error('Refusing to add measuring companies to a production database (NODE_ENV=production).');
  }
  if (reset && config.isProduction) {
    throw new Error('Refusing to reset a production database (NODE_ENV=production).');
  }
  const where = config.databaseUrl ? 'the DATABASE_URL database' : config.dataDir;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: 2,
    // A command, not a request: emptying every table of a busy database or adding the measuring companies
    // (a few set inserts) may each take far longer than a request is allowed.
    queryTimeoutMs: 300_000,
  });
  try {
    // Migrates first, so the command also works on a database the server never opened.
    const { seeded, shopSeeded } = await prepareDatabase(database, {
      seedDemoData: !reset,
      clock: systemClock,
    });
    // the order benchmark's stock and points (scripts/bench.mjs), before anything else it asks for
    const shopBench = args.find((a) => a.startsWith('--shop-bench='))?.split('=')[1];
    if (shopBench) {
      if (config.isProduction) throw new Error('Refusing to add benchmark points in production.');
      await prepareShopBench(database.db, systemClock, shopBench);
    }
    if (bulk > 0) {
      await seedBulkCompanies(database, bulk);
      return `${bulk} companies added in ${where}.`;
    }
    if (seeded) await writeDemoPhotos(database.db, await createFileStorage(config));
    if (shopSeeded) await writeDemoShopImages(database.db, await createFileStorage(config));
    if (!reset)
      return seeded ? `Demo data seeded in ${where}.` : `${where} already has data; nothing seeded.`;
    await database.withStartupLock(async () => {
      await clearData(database);
      await ensureReferenceData(database.db);
      await seedDemoData(database.db, systemClock);
      await seedDemoShop(database.db);
      await database.executeSql('analyze');
    });
    const storage = await createFileStorage(config);
    await writeDemoPhotos(database.db, storage);
    await writeDemoShopImages(database.db, storage);
    return `Demo data reset in ${where}.`;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (summary) => console.log(summary),
  (error: unknown) => {
    const expected = error instanceof ConfigError || error instanceof DataDirLockedError;
    console.error(expected ? (error as Error).message : error);
    process.exit(1);
  },
);
