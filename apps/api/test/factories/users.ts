import { randomInt } from 'node:crypto';
import { languageByLocale, regionByCode, ROLES, USER_STATUS } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import type { CompanyRow } from '../../src/db/schema/companies';
import { users, type NewUserRow, type UserRow } from '../../src/db/schema/users';
import { createCompany } from './companies';

let sequence = 0;

/** An ACTIVE installer of the given company with a unique e-mail and PL phone number. */
export async function createUser(
  app: FastifyInstance,
  companyId: number,
  overrides: Partial<NewUserRow> = {},
): Promise<UserRow> {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}`;
  const [row] = await app.database.db
    .insert(users)
    .values({
      companyId,
      roleId: ROLES.installer.id,
      name: 'Marek',
      surname: 'Kowalczyk',
      email: `marek.${unique}@example.com`,
      phone: `+4860${randomInt(1_000_000, 9_999_999)}`,
      regionId: regionByCode('PL')?.id ?? 10,
      languageId: languageByLocale('pl')?.id ?? 11,
      status: USER_STATUS.ACTIVE,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createUser: no row');
  return row;
}

/** The owner of `company` (a new company when none is given), in the company's region. */
export async function createOwner(
  app: FastifyInstance,
  company?: CompanyRow,
  overrides: Partial<NewUserRow> = {},
): Promise<UserRow> {
  const of = company ?? (await createCompany(app));
  return createUser(app, of.id, {
    roleId: ROLES.companyOwner.id,
    name: 'Anna',
    surname: 'Wiśniewska',
    regionId: of.regionId,
    ...overrides,
  });
}

/** An installer of `company` (a new company when none is given), in the company's region. */
export async function createInstaller(
  app: FastifyInstance,
  company?: CompanyRow,
  overrides: Partial<NewUserRow> = {},
): Promise<UserRow> {
  const of = company ?? (await createCompany(app));
  return createUser(app, of.id, { regionId: of.regionId, ...overrides });
}
