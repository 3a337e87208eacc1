import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, type CompanyRow, type NewCompanyRow } from '../../db/schema/companies';
import { users } from '../../db/schema/users';

export type CompanyChanges = Pick<
  Partial<NewCompanyRow>,
  'registrationNumber' | 'registrationNumber2' | 'status' | 'isAvailable'
>;

/**
 * The company row and the caller's own user row; every query is scoped by the caller (ARCHITECTURE §2).
 * Every change of a company runs in one transaction: the service builds this repository from its handle.
 */
export function createCompanyRepository(db: Db) {
  return {
    /** The caller's company when it is the one named by `uuid`; null for any other company. */
    async findOwn(companyId: number, uuid: string): Promise<CompanyRow | null> {
      const [row] = await db
        .select()
        .from(companies)
        .where(and(eq(companies.id, companyId), eq(companies.uuid, uuid)))
        .limit(1);
      return row ?? null;
    },

    /**
     * The caller's company when it is the one named by `uuid`, its row locked for the transaction so that
     * two changes of one company run one at a time; null for any other company.
     */
    async findOwnForUpdate(companyId: number, uuid: string): Promise<CompanyRow | null> {
      const [row] = await db
        .select()
        .from(companies)
        .where(and(eq(companies.id, companyId), eq(companies.uuid, uuid)))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    /** What the terms rule (spec 01 §2) needs to know about the caller. */
    async findCaller(userUuid: string) {
      const [row] = await db
        .select({
          id: users.id,
          regionId: users.regionId,
          roleId: users.roleId,
          createdAt: users.createdAt,
          options: users.options,
          emailConsent: users.emailConsent,
          phoneConsent: users.phoneConsent,
        })
        .from(users)
        .where(eq(users.uuid, userUuid))
        .limit(1);
      return row ?? null;
    },

    async updateCompany(id: number, changes: CompanyChanges, now: Date): Promise<CompanyRow> {
      const [row] = await db
        .update(companies)
        .set({ ...changes, updatedAt: now })
        .where(eq(companies.id, id))
        .returning();
      if (!row) throw new Error('company update returned no row');
      return row;
    },

    async saveSurvey(userId: number, response: unknown, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ surveyResponse: response, hasSurvey: true, updatedAt: now })
        .where(eq(users.id, userId));
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
