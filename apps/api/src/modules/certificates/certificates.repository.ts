import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { certificateTranslations, certificates, companyCertificates } from '../../db/schema/certificates';
import { companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';

/** The reader's account language, as a scalar subquery (no extra round trip). */
const userLanguage = (userUuid: string): SQL<number> =>
  sql<number>`(select ${users.languageId} from ${users} where ${users.uuid} = ${userUuid})`;

/** The certificate's name and description in the reader's language where translated (#15 b). */
const columns = {
  uuid: companyCertificates.uuid,
  name: sql<string>`coalesce(${certificateTranslations.name}, ${certificates.name})`,
  slug: certificates.slug,
  description: sql<string>`coalesce(${certificateTranslations.description}, ${certificates.description})`,
  icon: certificates.icon,
  longevity: certificates.longevityMonths,
  awardedOn: companyCertificates.awardedOn,
  expiresOn: companyCertificates.expiresOn,
};

const translationFor = (userUuid: string) =>
  and(
    eq(certificateTranslations.certificateId, certificates.id),
    eq(certificateTranslations.languageId, userLanguage(userUuid)),
  );

/** spec 02 §3 behaviour certificates of a company; every read is scoped by the caller's company. */
export function createCertificatesRepository(db: Db) {
  return {
    list(companyId: number, userUuid: string) {
      return db
        .select(columns)
        .from(companyCertificates)
        .innerJoin(certificates, eq(certificates.id, companyCertificates.certificateId))
        .leftJoin(certificateTranslations, translationFor(userUuid))
        .where(eq(companyCertificates.companyId, companyId))
        .orderBy(desc(companyCertificates.expiresOn), desc(companyCertificates.id));
    },

    async find(companyId: number, uuid: string, userUuid: string) {
      const [row] = await db
        .select({ ...columns, companyName: companies.name, companyCity: companies.city })
        .from(companyCertificates)
        .innerJoin(certificates, eq(certificates.id, companyCertificates.certificateId))
        .innerJoin(companies, eq(companies.id, companyCertificates.companyId))
        .leftJoin(certificateTranslations, translationFor(userUuid))
        .where(and(eq(companyCertificates.uuid, uuid), eq(companyCertificates.companyId, companyId)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
