import { eq } from 'drizzle-orm';
import type { Clock } from '../../lib/clock';
import { createPointsService } from '../../modules/points/points.service';
import type { Db } from '../database';
import { shopVariants } from '../schema/shop';
import { users } from '../schema/users';

/** The variant the order benchmark buys (180 points: above every region's minimum cart value). */
export const BENCH_ORDER_SKU = 'BR-LEVEL-120-STD';

/**
 * `npm run seed -- --shop-bench`: enough stock and points for the order benchmark (scripts/bench.mjs) to
 * place orders for its whole run: a million pieces of one variant and a hundred million points for the
 * company of the given owner, credited through the ledger like any other points.
 */
export async function prepareShopBench(db: Db, clock: Clock, ownerEmail: string): Promise<void> {
  const points = createPointsService({ db, clock });
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.email, ownerEmail))
      .limit(1);
    if (!owner) throw new Error(`shop bench: no user ${ownerEmail}`);
    await points.credit(tx, { companyId: owner.companyId, points: 100_000_000, event: 'welcome' });
    await tx.update(shopVariants).set({ stock: 1_000_000 }).where(eq(shopVariants.sku, BENCH_ORDER_SKU));
  });
}
