import { pointsToCurrency } from '@club/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { clubCardTopUps, clubCards } from '../schema/club-cards';
import { companies } from '../schema/companies';
import { pointsLedger } from '../schema/points';
import { users } from '../schema/users';
import { DEMO_CLUB_CARD, DEMO_CLUB_CARD_COMPANY } from './demo-data';

const DAY = 86_400_000;

/**
 * The demo company's ACTIVE card and its top-ups, with the ledger rows each status leaves
 * (docs/decisions/029): a reservation for every top-up; its release when refused or rejected; the
 * release and the spending when it succeeded. The cached balance moves by their sum.
 */
export async function seedDemoClubCard(tx: Db, companyId: number, now: Date): Promise<void> {
  const demo = DEMO_CLUB_CARD_COMPANY;
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, demo.owner.email));
  const at = (daysAgo: number, hours = 0) => new Date(now.getTime() - daysAgo * DAY + hours * 3_600_000);
  const ordered = at(DEMO_CLUB_CARD.verifiedDaysAgo + 7);
  const [card] = await tx
    .insert(clubCards)
    .values({
      companyId,
      userId: owner?.id ?? null,
      status: 'ACTIVE',
      serial: DEMO_CLUB_CARD.serial,
      providerReference: 'SBX-CARD-DEMO',
      customer: {
        name: demo.owner.name,
        surname: demo.owner.surname,
        email: demo.owner.email,
        phone: demo.owner.phone,
        company_name: demo.name,
        street: demo.streetName,
        house_number: demo.houseNumber,
        city: demo.city,
        postal_code: demo.postalCode,
      },
      idempotencyKey: sql`gen_random_uuid()`,
      orderedAt: ordered,
      verifiedAt: at(DEMO_CLUB_CARD.verifiedDaysAgo),
      statusChangedAt: at(DEMO_CLUB_CARD.verifiedDaysAgo),
    })
    .returning({ id: clubCards.id });
  if (!card) throw new Error('demo club card: no row');

  let net = 0;
  for (const topUp of DEMO_CLUB_CARD.topUps) {
    const created = at(topUp.daysAgo);
    const settled = topUp.status === 'PENDING' ? null : at(topUp.daysAgo, 20);
    const [row] = await tx
      .insert(clubCardTopUps)
      .values({
        companyId,
        cardId: card.id,
        userId: owner?.id ?? null,
        points: topUp.points,
        amountLocal: pointsToCurrency(topUp.points),
        status: topUp.status,
        idempotencyKey: sql`gen_random_uuid()`,
        providerReference: topUp.status === 'PENDING' ? 'SBX-SILENT-DEMO' : `SBX-${topUp.status}-DEMO`,
        attempts: 1,
        createdAt: created,
        settledAt: settled,
      })
      .returning({ uuid: clubCardTopUps.uuid });
    if (!row) throw new Error('demo top-up: no row');
    const common = { companyId, referenceType: 'top_up', referenceId: row.uuid, earnedYear: null };
    const entries: (typeof pointsLedger.$inferInsert)[] = [
      {
        ...common,
        variation: 'reserved',
        points: -topUp.points,
        event: 'club_card_top_up_reserved',
        createdAt: created,
      },
    ];
    if (settled) {
      entries.push({
        ...common,
        variation: 'reserved',
        points: topUp.points,
        event: 'club_card_top_up_released',
        createdAt: settled,
      });
    }
    if (settled && topUp.status === 'SUCCEEDED') {
      entries.push({
        ...common,
        variation: 'negative',
        points: -topUp.points,
        event: 'club_card_top_up',
        createdAt: settled,
      });
    }
    await tx.insert(pointsLedger).values(entries);
    net += entries.reduce((sum, entry) => sum + entry.points, 0);
  }
  await tx
    .update(companies)
    .set({ pointsBalance: sql`${companies.pointsBalance} + ${net}` })
    .where(eq(companies.id, companyId));
}
