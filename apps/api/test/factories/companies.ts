import { randomInt } from 'node:crypto';
import { regionByCode, USER_STATUS } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { companies, type CompanyRow, type NewCompanyRow } from '../../src/db/schema/companies';

let sequence = 0;

/**
 * An active PL company with realistic, unique values and its tier progress started, as registration
 * leaves it; pass overrides for what the test is about.
 */
export async function createCompany(
  app: FastifyInstance,
  overrides: Partial<NewCompanyRow> = {},
): Promise<CompanyRow> {
  sequence += 1;
  const { db } = app.database;
  const [row] = await db
    .insert(companies)
    .values({
      name: `Dekarstwo Test ${sequence} Sp. z o.o.`,
      regionId: regionByCode('PL')?.id ?? 10,
      registrationNumber: String(randomInt(1_000_000_000, 9_999_999_999)),
      streetName: 'ul. Długa',
      houseNumber: String(sequence),
      postalCode: '00-238',
      city: 'Warszawa',
      address: `ul. Długa ${sequence}, 00-238 Warszawa`,
      status: USER_STATUS.ACTIVE,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createCompany: no row');
  await app.services.tiers.startProgress(db, row.id, row.regionId);
  return row;
}
