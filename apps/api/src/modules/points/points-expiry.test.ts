import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createUser } from '../../../test/factories/users';
import { companies } from '../../db/schema/companies';
import { pointsLedger } from '../../db/schema/points';
import { createManualClock } from '../../lib/clock';
import { createPointsExpiry } from './points-expiry';
import { createPointsService } from './points.service';

const ctx = setupTestApp();
const clock = createManualClock('2024-05-02T09:00:00Z');
let companyId: number;
let email: string;

const balanceOf = async (id: number) =>
  (
    await ctx.database.db.select({ b: companies.pointsBalance }).from(companies).where(eq(companies.id, id))
  )[0]?.b;

beforeAll(async () => {
  const company = await createCompany(ctx.app);
  companyId = company.id;
  email = (await createUser(ctx.app, companyId)).email ?? '';
});

describe('the yearly points expiry (ARCHITECTURE §5)', () => {
  it('expires what is left of the points earned two years back, oldest spent first, once', async () => {
    const { db } = ctx.database;
    const points = createPointsService({ db, clock });
    const expiry = createPointsExpiry({ db, clock, points });
    expect(await balanceOf(companyId)).toBe(0);
    await db.transaction((tx) => points.credit(tx, { companyId, points: 100, event: 'project' }));
    clock.set('2025-06-10T12:00:00Z');
    await db.transaction((tx) => points.credit(tx, { companyId, points: 50, event: 'project' }));
    await db.transaction((tx) => points.debit(tx, { companyId, points: 30, event: 'order' }));
    expect(await balanceOf(companyId)).toBe(120);

    // 1 January 2026: 2024's points (100, of which 30 were spent) expire; 2025's stay for a year
    clock.set('2026-01-01T00:10:00Z');
    expect(await expiry.run()).toMatchObject({ year: 2024, points: 70 });
    expect(await balanceOf(companyId)).toBe(50);
    const [row] = await db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.companyId, companyId))
      .orderBy(pointsLedger.id)
      .then((rows) => rows.filter((r) => r.variation === 'expired'));
    expect(row).toMatchObject({
      points: -70,
      event: 'expired',
      referenceType: 'expiry',
      referenceId: '2024',
    });

    // a second run the same day finds nothing left
    expect(await expiry.run()).toMatchObject({ companies: 0, points: 0 });
    expect(await balanceOf(companyId)).toBe(50);

    // a year on, 2025's 50 go too, and the balance never goes below zero
    clock.set('2027-01-01T00:10:00Z');
    // (the demo companies' points of 2025 go in the same run)
    expect((await expiry.run()).year).toBe(2025);
    expect(await balanceOf(companyId)).toBe(0);
  });

  it('shows the expired entry in the points history', async () => {
    const user = await ctx.signIn(email);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/points/history', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json<{ data: { variation: string; points: number; event: string }[] }>().data;
    expect(entries.filter((e) => e.variation === 'expired').map((e) => e.points)).toContain(-70);
  });
});
