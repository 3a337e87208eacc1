import { z } from 'zod';
import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { UuidParamsSchema, listOf } from '../common/common.schemas';
import { CertificateSchema } from './certificates.schemas';

/** spec 02 §7 GET behaviour certificates: the caller's company's, newest expiry first. */
export const listCertificates = defineEndpoint({
  method: 'GET',
  path: '/v1/certificates',
  access: 'user',
  summary: "The company's behaviour certificates",
  response: { 200: listOf(CertificateSchema) },
});

/** spec 02 §2 /user: one certificate as a PDF (application/pdf); another company's answers 404. */
export const downloadCertificate = defineEndpoint({
  method: 'GET',
  path: '/v1/certificates/:id/pdf',
  access: 'user',
  summary: 'A behaviour certificate as a PDF file',
  params: UuidParamsSchema,
  response: { 200: z.unknown(), 404: ErrorSchema },
});
