import { z } from 'zod';
import { UuidSchema } from '../common/common.schemas';

/**
 * spec 02 §3 Behaviour certificate, as awarded to the caller's company: `uuid` is the award's (it names
 * the PDF), `longevity` the months an award is valid, `expires_on` the day it ends.
 */
export const CertificateSchema = z
  .object({
    uuid: UuidSchema,
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    icon: z.string(),
    longevity: z.number().int().positive(),
    awarded_on: z.iso.date(),
    expires_on: z.iso.date(),
  })
  .meta({ id: 'Certificate' });
export type Certificate = z.infer<typeof CertificateSchema>;
