import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';

export function createUsersRepository(db: Db) {
  return {
    /** The signed-in user with their company: one query on the unique uuid index. */
    async findSelf(userUuid: string) {
      const [row] = await db
        .select({
          user: users,
          company: {
            uuid: companies.uuid,
            name: companies.name,
            crmCustomerId: companies.crmCustomerId,
            acceptsLeads: companies.acceptsLeads,
            isAvailable: companies.isAvailable,
            registrationNumber2: companies.registrationNumber2,
          },
        })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(and(eq(users.uuid, userUuid), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
