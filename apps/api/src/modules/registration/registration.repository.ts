import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, type NewCompanyRow } from '../../db/schema/companies';
import { users, type NewUserRow } from '../../db/schema/users';

/**
 * Uniqueness look-ups of the registration (spec 01 §5) on the same unique indexes that back them, and the
 * inserts of the new company and its owner.
 */
export function createRegistrationRepository(db: Db) {
  const exists = async (query: Promise<unknown[]>) => (await query).length > 0;
  return {
    isPhoneTaken: (regionId: number, phone: string) =>
      exists(
        db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.regionId, regionId), eq(users.phone, phone), isNull(users.deletedAt)))
          .limit(1),
      ),

    isEmailTaken: (email: string) =>
      exists(
        db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt)))
          .limit(1),
      ),

    /** Numbers are stored without spaces (spec 01 §5), so equality is the comparison after stripping. */
    isRegistrationNumberTaken: (regionId: number, registrationNumber: string) =>
      exists(
        db
          .select({ id: companies.id })
          .from(companies)
          .where(and(eq(companies.regionId, regionId), eq(companies.registrationNumber, registrationNumber)))
          .limit(1),
      ),

    async insertCompany(values: NewCompanyRow) {
      const [row] = await db
        .insert(companies)
        .values(values)
        .returning({ id: companies.id, uuid: companies.uuid });
      if (!row) throw new Error('company insert returned no row');
      return row;
    },

    async insertUser(values: NewUserRow) {
      const [row] = await db.insert(users).values(values).returning({ id: users.id });
      if (!row) throw new Error('user insert returned no row');
      return row;
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
