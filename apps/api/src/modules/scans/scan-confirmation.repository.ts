import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema/companies';

export function createScansRepository(db: Db) {
  return {
    /** The caller's region decides the points and whether part 2 of the serial may be left out. */
    async findCompanyRegionId(companyId: number): Promise<number | null> {
      const [row] = await db
        .select({ regionId: companies.regionId })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row?.regionId ?? null;
    },
  };
}

export type ScansRepository = ReturnType<typeof createScansRepository>;
