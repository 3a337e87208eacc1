import { z } from 'zod';

/** Per region code (upper case, e.g. `PL`): what the region does differently. */
export const RegionBehaviourSchema = z.object({
  welcome_points: z.number().int().nonnegative(),
  /** spec 03 §9: the minimum cart value in points (region configuration, docs/decisions/020). */
  min_cart_value: z.number().int().nonnegative(),
  /** spec 02 §5: generic-tag region, part 2 of a serial may be left out. */
  part2_optional: z.boolean(),
});

/** GET /v1/config/public — spec 01 §3 Public config. */
export const PublicConfigSchema = z
  .object({
    behaviours: z.record(z.string(), RegionBehaviourSchema),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export const LostReasonSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type LostReason = z.infer<typeof LostReasonSchema>;

export const LostReasonListSchema = z
  .object({ data: z.array(LostReasonSchema) })
  .meta({ id: 'LostReasonList' });

/** Catalogue part of the private config; filled by the field-work area (spec 02 §3). */
export const CatalogueConfigSchema = z.object({
  types: z.array(z.string()),
  variants: z.array(z.string()),
  sizes: z.object({ square: z.array(z.string()), rectangular: z.array(z.string()) }),
  requires_tag_photo: z.array(z.object({ variant: z.string(), factory: z.string(), year: z.number().int() })),
});

/** GET /v1/config — private config for signed-in users. */
export const PrivateConfigSchema = z
  .object({
    lead_management: z.object({ lost_reasons: z.array(LostReasonSchema) }),
    products: CatalogueConfigSchema,
    /** spec 01 §2 Surveys: the external collector, opened at `<collector_url><survey_key>?…`. */
    surveys: z.object({ collector_url: z.string() }),
    /** ARCHITECTURE §6: the brand's name and the domain its product QR codes point to. */
    brand: z.object({ name: z.string(), domain: z.string() }),
  })
  .meta({ id: 'PrivateConfig' });
export type PrivateConfig = z.infer<typeof PrivateConfigSchema>;
