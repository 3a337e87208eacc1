import { z } from 'zod';
import { ERROR_CODES } from '../http/errors';

/** spec 02 §7, §8: what the scan confirmation says about one code. */
export const SCAN_CONFIRMATION_STATUSES = {
  /** The code can be a product and type, size and variant are known to the catalogue. */
  VALID: 'valid',
  /** Type, size or variant is missing or unknown: the app opens the manual fields (spec 02 §8). */
  PARTIAL: 'partial',
  /** The code cannot be a product (spec 02 §8 code-not-found). */
  CODE_NOT_FOUND: 'code_not_found',
  /** ARCHITECTURE §6: the serial is registered already, anywhere in the club. */
  ALREADY_SCANNED: 'already_scanned',
} as const;
export type ScanConfirmationStatus =
  (typeof SCAN_CONFIRMATION_STATUSES)[keyof typeof SCAN_CONFIRMATION_STATUSES];

/** spec 02 §8: the error code of the 404 answer for a code that cannot be a product. */
export const SCAN_CODE_NOT_FOUND = ERROR_CODES.codeNotFound;

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
  /**
   * What the product earns in the caller's company now (ARCHITECTURE §5, decision 008): the region's
   * catalogue points plus the tier bonus of the company's current bracket in the product's category; the
   * number the project shows for it once saved. The two parts follow, so the app can explain the sum.
   */
  points: z.number().int().nonnegative(),
  catalogue_points: z.number().int().nonnegative(),
  tier_bonus: z.number().int().nonnegative(),
});

export type ScanConfirmationProduct = z.infer<typeof ScanConfirmationProductSchema>;

export const ScanConfirmationPartialSchema = z.object({
  status: z.literal(SCAN_CONFIRMATION_STATUSES.PARTIAL),
});

export const ScanConfirmationSchema = z
  .discriminatedUnion('status', [ScanConfirmationProductSchema, ScanConfirmationPartialSchema])
  .meta({ id: 'ScanConfirmation' });
export type ScanConfirmation = z.infer<typeof ScanConfirmationSchema>;

/** POST /v1/scans/confirmation body: the list, at most SCAN_CONFIRMATION_MAX_ITEMS. */
export const ScanConfirmationListSchema = z
  .array(ScanConfirmationItemSchema)
  .min(1)
  .max(SCAN_CONFIRMATION_MAX_ITEMS)
  .meta({ id: 'ScanConfirmationList' });

/** One answer per item, in the order sent; `code` is the code as sent, so the app can match its scans. */
export const ScanConfirmationListResultSchema = z
  .array(
    z.object({
      code: z.string(),
      status: z.enum([
        SCAN_CONFIRMATION_STATUSES.VALID,
        SCAN_CONFIRMATION_STATUSES.PARTIAL,
        SCAN_CONFIRMATION_STATUSES.CODE_NOT_FOUND,
        SCAN_CONFIRMATION_STATUSES.ALREADY_SCANNED,
      ]),
    }),
  )
  .meta({ id: 'ScanConfirmationListResult' });
export type ScanConfirmationListResult = z.infer<typeof ScanConfirmationListResultSchema>;

/** spec 02 §8, ARCHITECTURE §6: error codes of saving a scan (the web translates by code). */
export const SCAN_SAVE_ERRORS = {
  /** 406: the serial is registered already, anywhere in the club. */
  ALREADY_SCANNED: ERROR_CODES.alreadyScanned,
  /** 400: the code or its details are not a product of the catalogue. */
  INVALID_PRODUCT: ERROR_CODES.invalidProduct,
  /** 409: the project does not take products in its status (spec 02 §4). */
  PROJECT_NOT_ACCEPTING: ERROR_CODES.projectNotAcceptingProducts,
  /** 400: a photo-only product (generic tag, tag-photo rule) was sent without its uploaded image. */
  IMAGE_REQUIRED: ERROR_CODES.imageRequired,
} as const;
export type ScanSaveError = (typeof SCAN_SAVE_ERRORS)[keyof typeof SCAN_SAVE_ERRORS];

/** Most scans in one bulk call: an offline backlog is sent at once (ARCHITECTURE §6). */
export const SCANS_BULK_MAX_ITEMS = 1000;

/** spec 02 §7 scan image upload: JPEG or PNG, checked by their first bytes; at most this size. */
export const SCAN_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SCAN_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
/**
 * The largest picture accepted, in pixels (width × height as its header declares them): 422 above it,
 * before a pixel is decoded. The server stores every photo re-encoded as a JPEG without metadata.
 */
export const SCAN_IMAGE_MAX_PIXELS = 40_000_000;

/**
 * Photo uploads per user, counted in the database (so across all instances of the API): at most `perHour`
 * photos in any 60 minutes and `bytesPerDay` stored bytes in any 24 hours. A photo scaled by the app
 * weighs about 100 kB; beyond these a 429 `rate_limited` answers with Retry-After and one of
 * SCAN_IMAGE_QUOTA_MESSAGES.
 */
export const SCAN_IMAGE_QUOTA = {
  perHour: 120,
  perHourWindowMs: 60 * 60 * 1000,
  bytesPerDay: 200 * 1024 * 1024,
  bytesPerDayWindowMs: 24 * 60 * 60 * 1000,
} as const;
export const SCAN_IMAGE_QUOTA_MESSAGES = {
  perHour: `You have uploaded ${SCAN_IMAGE_QUOTA.perHour} photos in the last hour, the most allowed. Please try again later.`,
  bytesPerDay: `You have uploaded ${SCAN_IMAGE_QUOTA.bytesPerDay / 1024 / 1024} MB of photos in the last 24 hours, the most allowed. Please try again later.`,
} as const;

/**
 * spec 02 §7 POST scans: one product into a project. `client_id` is the app's id of the scan: a retry with
 * the same id answers the first result (ARCHITECTURE §6). `is_unique` false marks a product without a
 * unique tag (generic-tag regions), identified by its photo (`image_data`, the uuid the image upload
 * answered).
 */
export const SaveScanSchema = z
  .strictObject({
    client_id: z.uuid(),
    projects_id: z.uuid(),
    serial_number: z.string().trim().min(1).max(CODE_MAX),
    type: z.string().trim().min(1).max(DETAIL_MAX),
    size: z.string().trim().min(1).max(DETAIL_MAX),
    variant: z.string().trim().min(1).max(DETAIL_MAX),
    is_unique: z.boolean().default(true),
    image_data: z.uuid().nullable().optional(),
  })
  .meta({ id: 'SaveScan' });
export type SaveScan = z.infer<typeof SaveScanSchema>;

/** spec 02 §7 POST scans bulk: the same items without photos (photo scans go one by one after upload). */
export const SaveScansBulkSchema = z
  .array(SaveScanSchema.omit({ image_data: true }))
  .min(1)
  .max(SCANS_BULK_MAX_ITEMS)
  .meta({ id: 'SaveScansBulk' });
export type SaveScansBulk = z.infer<typeof SaveScansBulkSchema>;

/**
 * One verdict per item, in the order sent (spec 02 §8): `valid` (saved now or by an earlier try of the same
 * `client_id`) or `error` with the reason (MESSAGES.productAlreadyScanned, MESSAGES.invalidProduct…).
 */
export const SaveScansBulkResultSchema = z
  .array(
    z.object({
      client_id: z.uuid(),
      serial_number: z.string(),
      status: z.enum(['valid', 'error']),
      reason: z.string().optional(),
      /** The saved product's uuid, for valid items. */
      uuid: z.uuid().optional(),
    }),
  )
  .meta({ id: 'SaveScansBulkResult' });
export type SaveScansBulkResult = z.infer<typeof SaveScansBulkResultSchema>;

/** spec 02 §7 POST scan image answer: what `image_data` of the scan refers to. */
export const ScanImageSchema = z
  .object({ image_data: z.uuid(), thumbnail: z.string() })
  .meta({ id: 'ScanImage' });
export type ScanImage = z.infer<typeof ScanImageSchema>;
