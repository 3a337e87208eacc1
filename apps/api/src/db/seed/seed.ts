import { ROLES, USER_STATUS, languageByLocale, regionByCode, type PointsVariation } from '@club/contract';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../lib/clock';
import type { Database, Db } from '../database';
import { operators } from '../schema/accounts';
import { appSettings } from '../schema/config';
import { companies } from '../schema/companies';
import { pointsLedger } from '../schema/points';
import { companyTierProgress, tierDefinitions } from '../schema/tiers';
import { users } from '../schema/users';
import { DEMO_COMPANIES, DEMO_ONBOARDING_COMPANIES, DEMO_OPERATORS, type DemoCompany } from './demo-data';
import { seedDemoContent } from './content-data';
import { seedDemoCertificates } from './certificates-data';
import { seedDemoSurveys } from './surveys-data';
import { seedDemoReview } from './review-data';
import { seedDemoLeads } from './leads-data';

export const SEED_MARKER_KEY = 'seed';
const SEED_VERSION = 1;

function idOf<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Unknown ${what} in the demo data`);
  return value;
}

interface DemoLedgerEntry {
  variation: PointsVariation;
  points: number;
  event: string;
  createdAt: Date;
}

/**
 * A believable points history: welcome and project points earned last year (so that points.to_expire is
 * not zero, spec 01 §2 Home), an order paid this year out of the oldest points, and this year's points.
 */
function demoLedger(demo: DemoCompany, now: Date): DemoLedgerEntry[] {
  const lastYear = now.getUTCFullYear() - 1;
  // This year's entries stay in this year even when the seed runs in the first days of January.
  const startOfYear = Date.UTC(now.getUTCFullYear(), 0, 1);
  const hoursAgo = (hours: number) =>
    new Date(Math.max(now.getTime() - hours * 3_600_000, startOfYear + (100 - hours) * 1000));
  const entries: DemoLedgerEntry[] = [
    {
      variation: 'positive',
      points: demo.points.welcome,
      event: 'welcome',
      createdAt: new Date(Date.UTC(lastYear, 2, 1, 9)),
    },
    {
      variation: 'positive',
      points: demo.points.lastYear,
      event: 'project',
      createdAt: new Date(Date.UTC(lastYear, 5, 10, 14)),
    },
    { variation: 'positive', points: demo.points.thisYear, event: 'project', createdAt: hoursAgo(48) },
  ];
  if (demo.points.spent > 0) {
    entries.push({
      variation: 'negative',
      points: -demo.points.spent,
      event: 'order',
      createdAt: hoursAgo(24),
    });
  }
  return entries;
}

async function insertPointsAndTiers(
  tx: Db,
  demo: DemoCompany,
  companyId: number,
  regionId: number,
  now: Date,
) {
  const entries = demoLedger(demo, now);
  await tx.insert(pointsLedger).values(
    entries.map((entry) => ({
      ...entry,
      companyId,
      earnedYear: entry.variation === 'positive' ? entry.createdAt.getUTCFullYear() : null,
    })),
  );
  // The cached balance is the ledger's sum (ARCHITECTURE §5).
  const balance = entries.reduce((sum, entry) => sum + entry.points, 0);
  await tx.update(companies).set({ pointsBalance: balance }).where(eq(companies.id, companyId));

  const definitions = await tx
    .select({ id: tierDefinitions.id, tierCategory: tierDefinitions.tierCategory })
    .from(tierDefinitions)
    .where(eq(tierDefinitions.regionId, regionId));
  if (definitions.length > 0) {
    await tx.insert(companyTierProgress).values(
      definitions.map((definition) => ({
        companyId,
        tierDefinitionId: definition.id,
        progress: demo.tierProgress[definition.tierCategory] ?? 0,
      })),
    );
  }
}

async function insertCompany(tx: Db, demo: DemoCompany, now: Date): Promise<void> {
  const regionId = idOf(regionByCode(demo.country), demo.country).id;
  const languageId = idOf(languageByLocale(demo.locale), demo.locale).id;
  const registered = demo.registeredAt
    ? { createdAt: new Date(demo.registeredAt), updatedAt: new Date(demo.registeredAt) }
    : {};
  const [company] = await tx
    .insert(companies)
    .values({
      name: demo.name,
      regionId,
      registrationNumber: demo.registrationNumber,
      registrationNumber2: demo.registrationNumber2 ?? null,
      address: `${demo.streetName} ${demo.houseNumber}, ${demo.postalCode} ${demo.city}`,
      streetName: demo.streetName,
      houseNumber: demo.houseNumber,
      postalCode: demo.postalCode,
      city: demo.city,
      crmCustomerId: demo.crmCustomerId,
      acceptsLeads: true,
      status: USER_STATUS.ACTIVE,
      ...registered,
    })
    .returning({ id: companies.id });
  const companyId = idOf(company, 'company').id;
  const common = {
    companyId,
    regionId,
    languageId,
    status: USER_STATUS.ACTIVE,
    hasSurvey: true,
    ...registered,
  };
  // The owner has finished onboarding; the installer still sees the consent prompt and the
  // e-mail verification warning (spec 01 §2 Home widgets), so both home states can be shown.
  const { hasSurvey = true, hasAgreedToTerms = true, ...owner } = demo.owner;
  await tx.insert(users).values([
    {
      ...common,
      ...owner,
      hasSurvey,
      roleId: ROLES.companyOwner.id,
      options: { hasAgreedToTerms, consentSeen: true, firstTime: false },
      emailConsent: true,
      phoneConsent: true,
      verifiedEmailAt: now,
    },
    ...(demo.installer
      ? [
          {
            ...common,
            ...demo.installer,
            roleId: ROLES.installer.id,
            options: { hasAgreedToTerms: true, consentSeen: false, firstTime: false },
          },
        ]
      : []),
  ]);
  await insertPointsAndTiers(tx, demo, companyId, regionId, now);
}

/** Writes the demo companies and accounts in one transaction, with a marker so they are written once. */
export async function seedDemoData(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    for (const demo of DEMO_COMPANIES) await insertCompany(tx, demo, now);
    for (const demo of DEMO_ONBOARDING_COMPANIES) await insertCompany(tx, demo, now);
    await seedDemoSurveys(tx, now);
    await tx
      .insert(operators)
      .values([...DEMO_OPERATORS])
      .onConflictDoNothing();
    await seedDemoContent(tx, now);
    await seedDemoCertificates(tx, now);
    await seedDemoReview(tx, now);
    await seedDemoLeads(tx, now);
    await tx
      .insert(appSettings)
      .values({ key: SEED_MARKER_KEY, value: { version: SEED_VERSION, seededAt: now.toISOString() } });
  });
}

/** First start: seed only a database that has neither the marker nor any company of its own. */
export async function isSeedNeeded(db: Db): Promise<boolean> {
  const marker = await db
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(eq(appSettings.key, SEED_MARKER_KEY))
    .limit(1);
  if (marker.length > 0) return false;
  const anyCompany = await db.select({ id: companies.id }).from(companies).limit(1);
  return anyCompany.length === 0;
}

/** Empties every table of the app and the job queue; the schema and migrations stay. */
export async function clearData(database: Database): Promise<void> {
  const { rows } = await database.executeSql(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname = 'public' or (schemaname = 'pgboss' and tablename in ('job', 'archive'))`,
  );
  const names = rows.map((r) => String(r.name));
  if (names.length > 0) await database.executeSql(`truncate ${names.join(', ')} restart identity cascade`);
}
