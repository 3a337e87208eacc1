import { createIntakeKey, type IntakeKeyCreated } from '@club/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies } from '../../src/db/schema/companies';
import { leads } from '../../src/db/schema/leads';
import type { OperatorRow } from '../../src/db/schema/accounts';
import type { TestApi } from '../api';

let sequence = 0;

/** A lead as the brand's form sends it, for the given region. */
export function leadBody(regionId: number, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    region_id: regionId,
    customer_info: {
      FirstName: 'Jan',
      LastName: `Nowak`,
      StreetHouseNumber: `ul. Polna ${sequence}`,
      PostalCode: '30-001',
      City: 'Kraków',
      Mobile: '600100200',
      EmailForRoofWindows: `jan.nowak.${sequence}@example.com`,
    },
    products: [
      { product: 'RoofWindows', quantity: 2 },
      { product: 'Blinds', quantity: 1 },
    ],
    extras: { Notes: 'Attic renovation', CustomerRequested: 'Call after 5 pm' },
    ...overrides,
  };
}

/** A new intake key made through the operators' API, as the journeys make one. */
export async function intakeKeyOf(api: TestApi, admin: OperatorRow, name = 'Brand form'): Promise<string> {
  const res = await api.as({ operator: admin }).post(createIntakeKey, { body: { name } });
  if (res.status !== 201) throw new Error(`intake key: ${res.status} ${res.text}`);
  return (res.body as IntakeKeyCreated).key;
}

/** Only these companies of the region take leads: the others stop accepting them. */
export async function onlyTheseTakeLeads(app: FastifyInstance, regionId: number, ids: readonly number[]) {
  await app.database.db
    .update(companies)
    .set({ acceptsLeads: sql`${companies.id} = any(${`{${ids.join(',')}}`}::int[])` })
    .where(eq(companies.regionId, regionId));
}

/** Puts a lead straight into a status (setting up a test, not a move). */
export async function setLeadStatus(app: FastifyInstance, uuid: string, status: string) {
  await app.database.db.update(leads).set({ status }).where(eq(leads.uuid, uuid));
}
