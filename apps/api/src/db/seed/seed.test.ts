import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROLES, USER_STATUS } from '@club/contract';
import { asc, count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/build-app';
import { PACKAGE_ROOT } from '../../config/paths';
import { systemClock } from '../../lib/clock';
import type { Db } from '../database';
import { openPgliteDatabase } from '../pglite';
import { leadLostReasons, regionConfigs } from '../schema/config';
import { productTypePoints, productTypes } from '../schema/catalogue';
import { companies } from '../schema/companies';
import { users } from '../schema/users';
import { prepareDatabase } from '../prepare';
import { ensureReferenceData } from './reference-data';
import { clearData, seedDemoData } from './seed';

const ctx = setupTestApp();

async function snapshot(db: Db) {
  const people = await db
    .select({ email: users.email, phone: users.phone, roleId: users.roleId, status: users.status })
    .from(users)
    .orderBy(asc(users.id));
  const [c] = await db.select({ n: count() }).from(companies);
  const [r] = await db.select({ n: count() }).from(regionConfigs);
  const [l] = await db.select({ n: count() }).from(leadLostReasons);
  const [t] = await db.select({ n: count() }).from(productTypes);
  const [p] = await db.select({ n: count() }).from(productTypePoints);
  return {
    people,
    companies: c?.n,
    regions: r?.n,
    lostReasons: l?.n,
    catalogue: { types: t?.n, points: p?.n },
  };
}

// ARCHITECTURE §6: 15 product types, of which the 11 scannable ones earn points in each of the 16 countries
const CATALOGUE_COUNTS = { types: 15, points: 11 * 16 };

const DEMO_PEOPLE = [
  {
    email: 'jan.nowak@example.com',
    phone: '+48501234567',
    roleId: ROLES.companyOwner.id,
    status: USER_STATUS.ACTIVE,
  },
  {
    email: 'piotr.zielinski@example.com',
    phone: '+48502345678',
    roleId: ROLES.installer.id,
    status: USER_STATUS.ACTIVE,
  },
  {
    email: 'tomas.dvorak@example.com',
    phone: '+420601234567',
    roleId: ROLES.companyOwner.id,
    status: USER_STATUS.ACTIVE,
  },
  {
    email: 'lukas.svoboda@example.com',
    phone: '+420602345678',
    roleId: ROLES.installer.id,
    status: USER_STATUS.ACTIVE,
  },
  // the accounts of the steps after the code and of the terms modal (spec 01 §2)
  ...['marek.horvath@example.com', 'janis.berzins@example.com', 'pavel.maly@example.com'].map((email, i) => ({
    email,
    phone: ['+421905123456', '+37126123456', '+420603456789'][i],
    roleId: ROLES.companyOwner.id,
    status: USER_STATUS.ACTIVE,
  })),
  // the generic-tag region's owner (spec 02 §5)
  {
    email: 'olena.kovalenko@example.com',
    phone: '+380671234567',
    roleId: ROLES.companyOwner.id,
    status: USER_STATUS.ACTIVE,
  },
  // the owner with an active club card and its top-ups (spec 03 §2–§6)
  {
    email: 'katarzyna.kowalczyk@example.com',
    phone: '+48503456789',
    roleId: ROLES.companyOwner.id,
    status: USER_STATUS.ACTIVE,
  },
];

describe('demo seed', () => {
  it('is applied on the first start: seven companies, nine active users, 16 regions, 5 lost reasons', async () => {
    expect(await snapshot(ctx.database.db)).toEqual({
      people: DEMO_PEOPLE,
      companies: 7,
      regions: 16,
      lostReasons: 5,
      catalogue: CATALOGUE_COUNTS,
    });
  });

  it('is not applied again by the next start', async () => {
    await ctx.build({ env: { SEED_DEMO_DATA: 'true' } });
    expect((await snapshot(ctx.database.db)).people).toHaveLength(DEMO_PEOPLE.length);
  });

  it('resets to the same data however often it runs', async () => {
    for (let round = 0; round < 2; round += 1) {
      await clearData(ctx.database);
      await ensureReferenceData(ctx.database.db);
      await seedDemoData(ctx.database.db, systemClock);
      expect(await snapshot(ctx.database.db)).toEqual({
        people: DEMO_PEOPLE,
        companies: 7,
        regions: 16,
        lostReasons: 5,
        catalogue: CATALOGUE_COUNTS,
      });
    }
  });

  it('gives a database without demo accounts its reference data (production)', async () => {
    await clearData(ctx.database);
    await prepareDatabase(ctx.database, { seedDemoData: false, clock: systemClock });
    expect(await snapshot(ctx.database.db)).toEqual({
      people: [],
      companies: 0,
      regions: 16,
      lostReasons: 5,
      catalogue: CATALOGUE_COUNTS,
    });
    await seedDemoData(ctx.database.db, systemClock);
  });

  it('`npm run seed -- --reset` works from the command line', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'club-seed-cli-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      INIT_CWD: PACKAGE_ROOT,
    };
    if (ctx.testDatabase.url) env.DATABASE_URL = ctx.testDatabase.url;
    else delete env.DATABASE_URL;
    try {
      const run = promisify(execFile);
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts', '--reset'], {
        cwd: PACKAGE_ROOT,
        env,
      });
      expect(stdout).toContain('Demo data reset');
      if (ctx.testDatabase.url) {
        expect((await snapshot(ctx.database.db)).people).toEqual(DEMO_PEOPLE);
      } else {
        const database = await openPgliteDatabase(dataDir);
        try {
          expect((await snapshot(database.db)).people).toEqual(DEMO_PEOPLE);
        } finally {
          await database.close();
        }
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
