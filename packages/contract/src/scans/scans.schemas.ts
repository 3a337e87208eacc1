import { z } from 'zod';

/** spec 02 §7, §8: what the scan confirmation says about one code. */
export const SCAN_CONFIRMATION_STATUSES = {
  /** The code can be a product and type, size and variant are known to the catalogue. */
  VALID: 'valid',
  /** Type, size or variant is missing or unknown: the app opens the manual fields (spec 02 §8). */
  PARTIAL: 'partial',
  /** The code cannot be a product (spec 02 §8 code-not-found). */
  CODE_NOT_FOUND: 'code_not_found',
} as const;
export type ScanConfirmationStatus =
  (typeof SCAN_CONFIRMATION_STATUSES)[keyof typeof SCAN_CONFIRMATION_STATUSES];

/** spec 02 §8: the error code of the 404 answer for a code that cannot be a product. */
export const SCAN_CODE_NOT_FOUND = 'code_not_found';

/** Limit of the list confirmation: an offline backlog is sent in one request. */
export const SCAN_CONFIRMATION_MAX_ITEMS = 1000;

// Generous bounds: a raw code may carry spaces, hyphens or look-alikes before it is normalised; anything
// longer than this cannot be a serial of 8 + 4 characters anyway.
const CODE_MAX = 64;
const DETAIL_MAX = 32;

const detail = z.string().trim().max(DETAIL_MAX).optional();

/** One code with the details the QR code or the manual fields gave (spec 02 §7). */
export const ScanConfirmationItemSchema = z.strictObject({
  code: z.string().trim().min(1).max(CODE_MAX),
  type: detail,
  size: detail,
  variant: detail,
});
export type ScanConfirmationItem = z.infer<typeof ScanConfirmationItemSchema>;

/** GET /v1/scans/confirmation query. */
export const ScanConfirmationQuerySchema = ScanConfirmationItemSchema;

/** The product as the catalogue knows it; `code` is the normalised serial. */
export const ScanConfirmationProductSchema = z.object({
  status: z.literal(SCAN_CONFIRMATION_STATUSES.VALID),
  code: z.string(),
  type: z.string(),
  size: z.string(),
  variant: z.string(),
  requires_tag_photo: z.boolean(),
  /** What the product earns in the caller's region, before the tier level (ARCHITECTURE §5). */
  points: z.number().int().nonnegative(),
});

export const ScanConfirmationPartialSchema = z.object({
  status: z.literal(SCAN_CONFIRMATION_STATUSES.PARTIAL),
});

export const ScanConfirmationSchema = z.discriminatedUnion('status', [
  ScanConfirmationProductSchema,
  ScanConfirmationPartialSchema,
]);
export type ScanConfirmation = z.infer<typeof ScanConfirmationSchema>;

/** POST /v1/scans/confirmation body: the list, at most SCAN_CONFIRMATION_MAX_ITEMS. */
export const ScanConfirmationListSchema = z
  .array(ScanConfirmationItemSchema)
  .min(1)
  .max(SCAN_CONFIRMATION_MAX_ITEMS);

/** One answer per item, in the order sent; `code` is the code as sent, so the app can match its scans. */
export const ScanConfirmationListResultSchema = z.array(
  z.object({
    code: z.string(),
    status: z.enum([
      SCAN_CONFIRMATION_STATUSES.VALID,
      SCAN_CONFIRMATION_STATUSES.PARTIAL,
      SCAN_CONFIRMATION_STATUSES.CODE_NOT_FOUND,
    ]),
  }),
);
export type ScanConfirmationListResult = z.infer<typeof ScanConfirmationListResultSchema>;
