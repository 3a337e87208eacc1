import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { certificates, companyCertificates } from '../../db/schema/certificates';
import { companies } from '../../db/schema/companies';

const columns = {
  uuid: companyCertificates.uuid,
  name: certificates.name,
  slug: certificates.slug,
  description: certificates.description,
  icon: certificates.icon,
  longevity: certificates.longevityMonths,
  awardedOn: companyCertificates.awardedOn,
  expiresOn: companyCertificates.expiresOn,
};

/** spec 02 §3 behaviour certificates of a company; every read is scoped by the caller's company. */
export function createCertificatesRepository(db: Db) {
  return {
    list(companyId: number) {
      return db
        .select(columns)
        .from(companyCertificates)
        .innerJoin(certificates, eq(certificates.id, companyCertificates.certificateId))
        .where(eq(companyCertificates.companyId, companyId))
        .orderBy(desc(companyCertificates.expiresOn), desc(companyCertificates.id));
    },

    async find(companyId: number, uuid: string) {
      const [row] = await db
        .select({ ...columns, companyName: companies.name, companyCity: companies.city })
        .from(companyCertificates)
        .innerJoin(certificates, eq(certificates.id, companyCertificates.certificateId))
        .innerJoin(companies, eq(companies.id, companyCertificates.companyId))
        .where(and(eq(companyCertificates.uuid, uuid), eq(companyCertificates.companyId, companyId)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
