import { downloadCertificate, listCertificates } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { CertificatesService } from './certificates.service';

export function registerCertificatesRoutes(
  app: FastifyInstance,
  deps: { certificates: CertificatesService },
): void {
  route(app, listCertificates, ({ principal }) =>
    deps.certificates.list(principal.companyId, principal.userUuid),
  );
  route(app, downloadCertificate, async ({ principal, params, reply }) => {
    const { file, filename } = await deps.certificates.pdf(
      principal.companyId,
      params.id,
      principal.userUuid,
    );
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store');
    return file;
  });
}
