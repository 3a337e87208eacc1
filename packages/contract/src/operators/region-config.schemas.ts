import { z } from 'zod';
import { DateTimeSchema } from '../common/common.schemas';

/** The ranges an admin may set (docs/decisions/020); the table's checks repeat them. */
export const REGION_CONFIG_LIMITS = {
  welcomePoints: { min: 0, max: 100_000 },
  projectDaysLeft: { min: 1, max: 365 },
  minCartValue: { min: 0, max: 100_000 },
} as const;

const whole = (range: { min: number; max: number }) =>
  z
    .number({ error: 'Enter a whole number.' })
    .int('Enter a whole number.')
    .min(range.min, `Enter ${range.min} to ${range.max}.`)
    .max(range.max, `Enter ${range.min} to ${range.max}.`);

/** What an admin changes for a region. */
export const RegionConfigBodySchema = z
  .strictObject({
    /** spec 01 §2: credited to each new company of the region. */
    welcome_points: whole(REGION_CONFIG_LIMITS.welcomePoints),
    /** ARCHITECTURE §5: an in-progress project without a survey is lost after this many days. */
    project_days_left: whole(REGION_CONFIG_LIMITS.projectDaysLeft),
    /** spec 03 §9: the minimum cart value in points (base brand type). */
    min_cart_value: whole(REGION_CONFIG_LIMITS.minCartValue),
    /** spec 02 §5: products carry no unique tag, so part 2 of a serial is optional. */
    part2_optional: z.boolean({ error: 'Choose yes or no.' }),
  })
  .meta({ id: 'RegionConfigBody' });
export type RegionConfigBody = z.infer<typeof RegionConfigBodySchema>;

export const RegionConfigSchema = RegionConfigBodySchema.extend({
  region_id: z.number().int(),
  code: z.string(),
  updated_at: DateTimeSchema,
}).meta({ id: 'RegionConfig' });
export type RegionConfig = z.infer<typeof RegionConfigSchema>;

export const RegionConfigListSchema = z
  .object({ data: z.array(RegionConfigSchema) })
  .meta({ id: 'RegionConfigList' });

export const RegionIdParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1).max(32_000) });

/** One audited change of a region's numbers, newest first. */
export const RegionConfigChangeSchema = z.object({
  at: DateTimeSchema,
  operator: z.object({ name: z.string(), email: z.string() }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type RegionConfigChange = z.infer<typeof RegionConfigChangeSchema>;

export const RegionConfigChangeListSchema = z
  .object({ data: z.array(RegionConfigChangeSchema) })
  .meta({ id: 'RegionConfigChangeList' });
