import { randomInt } from 'node:crypto';
import { languageByLocale, regionByCode, ROLES, USER_STATUS } from '@club/contract';
import type { Db } from '../../src/db/database';
import { users, type NewUserRow, type UserRow } from '../../src/db/schema/users';

let sequence = 0;

/** An ACTIVE installer of the given company with a unique e-mail and PL phone number. */
export async function createUser(
  db: Db,
  companyId: number,
  overrides: Partial<NewUserRow> = {},
): Promise<UserRow> {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}`;
  const [row] = await db
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
