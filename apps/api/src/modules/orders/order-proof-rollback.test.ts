import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCT_TYPES, createOrder, type MarketingData } from '@club/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createOwner } from '../../../test/factories/users';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import { shopOrders, shopVariants } from '../../db/schema/shop';
import type { UserRow } from '../../db/schema/users';

const folder = join(tmpdir(), `club-order-proofs-${randomUUID()}`);
const ctx = setupTestApp({ storage: createLocalStorage(folder) });
const api = testApi(ctx);
let owner: UserRow;
let flyer: string;

const FLYER: MarketingData = {
  companyName: 'Dachy Żółw Sp. z o.o.',
  phone: '+48 600 100 200',
  shortDescription: 'Okna dachowe od 20 lat',
  services: [
    { icon: 'window-installation', text: 'Montaż okien dachowych' },
    { icon: 'window-replacement', text: 'Wymiana okien' },
    { icon: 'roof-repair', text: 'Naprawa dachu' },
    { icon: 'flashings', text: 'Kołnierze uszczelniające' },
    { icon: 'blinds', text: 'Rolety i markizy' },
    { icon: 'electric-windows', text: 'Okna elektryczne' },
  ],
  selectedImagePosition: 3,
  link: 'https://dachy-zolw.example.pl/kontakt',
};

const orderFlyer = () =>
  api.as(owner).post(createOrder, {
    body: {
      idempotency_key: randomUUID(),
      type: PRODUCT_TYPES.BRAND_MS,
      delivery_type: 1,
      order: [{ uuid: flyer, quantity: 1 }],
      customer: {
        name: 'Anna',
        surname: 'Wiśniewska',
        email: 'anna@example.com',
        phone_region: 'PL',
        phone_number: '512345678',
        region: 'PL',
        country: 'Polska',
        city: 'Kraków',
        postal_code: '30-001',
        street: 'Długa',
        house_number: '5',
      },
      data: FLYER,
    },
  });

/** The print proofs stored for the owner's company. */
const storedProofs = () => {
  const dir = join(folder, 'order-proofs', String(owner.companyId));
  return existsSync(dir) ? readdirSync(dir) : [];
};

beforeAll(async () => {
  owner = await createOwner(ctx.app, await createCompany(ctx.app));
  const [seeded] = await ctx.database.db
    .select({ uuid: shopVariants.uuid })
    .from(shopVariants)
    .where(eq(shopVariants.sku, 'MS-FLYER-SRV-STD'));
  flyer = seeded!.uuid;
  await ctx.database.db.transaction((tx) =>
    ctx.app.services.points.credit(tx, { companyId: owner.companyId, points: 10_000, event: 'welcome' }),
  );
});

describe('the print proof of an order that does not commit', () => {
  it('is not left in the storage; a committed order keeps its proof', async () => {
    const { db } = ctx.database;
    // the order's status history refuses the row: the order's transaction fails after the proof is stored
    await db.execute(sql`create function refuse_order_history() returns trigger language plpgsql as $$
      begin raise exception 'order history refused'; end $$`);
    await db.execute(sql`create trigger refuse_order_history before insert on shop_order_status_history
      for each row execute function refuse_order_history()`);
    try {
      const refused = await orderFlyer();
      expect(refused.status).toBeGreaterThanOrEqual(500);
    } finally {
      await db.execute(sql`drop trigger refuse_order_history on shop_order_status_history`);
      await db.execute(sql`drop function refuse_order_history()`);
    }
    expect(await db.select().from(shopOrders).where(eq(shopOrders.companyId, owner.companyId))).toEqual([]);
    expect(storedProofs()).toEqual([]);

    const placed = await orderFlyer();
    expect(placed.status, placed.text).toBe(201);
    expect(storedProofs()).toEqual([`${placed.body.uuid}.pdf`]);
  });
});
