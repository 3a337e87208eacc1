import type { Db } from '../../db/database';
import type { Certificate } from '@club/contract';
import { AppError } from '../../lib/app-error';
import { renderCertificatePdf } from './certificate-pdf';
import { createCertificatesRepository } from './certificates.repository';

export function createCertificatesService(deps: { db: Db; brandName: string }) {
  const repository = createCertificatesRepository(deps.db);
  return {
    /** The company's certificates, named and described in the reader's language where translated. */
    async list(companyId: number, userUuid: string): Promise<{ data: Certificate[] }> {
      const rows = await repository.list(companyId, userUuid);
      return {
        data: rows.map((row) => ({
          uuid: row.uuid,
          name: row.name,
          slug: row.slug,
          description: row.description,
          icon: row.icon,
          longevity: row.longevity,
          awarded_on: row.awardedOn,
          expires_on: row.expiresOn,
        })),
      };
    },

    /** The PDF of one of the company's certificates; any other uuid is 404. */
    async pdf(
      companyId: number,
      uuid: string,
      userUuid: string,
    ): Promise<{ file: Buffer; filename: string }> {
      const row = await repository.find(companyId, uuid, userUuid);
      if (!row) throw AppError.notFound();
      const file = await renderCertificatePdf({
        brand: deps.brandName,
        company: row.companyName,
        city: row.companyCity,
        certificate: row.name,
        description: row.description,
        awardedOn: row.awardedOn,
        expiresOn: row.expiresOn,
        reference: row.uuid,
      });
      return { file, filename: `${row.slug}-${row.expiresOn}.pdf` };
    },
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
