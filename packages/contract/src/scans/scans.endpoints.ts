import { z } from 'zod';
import { ErrorSchema, ValidationErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { OkSchema, UuidParamsSchema } from '../common/common.schemas';
import { ProjectProductSchema } from '../projects/projects.schemas';
import {
  SaveScanSchema,
  SaveScansBulkResultSchema,
  SaveScansBulkSchema,
  ScanImageSchema,
  ScanConfirmationListResultSchema,
  ScanConfirmationListSchema,
  ScanConfirmationQuerySchema,
  ScanConfirmationSchema,
} from './scans.schemas';

/** spec 02 §7, §8: checks one scanned or typed code against the catalogue before it is saved. */
export const getScanConfirmation = defineEndpoint({
  method: 'GET',
  path: '/v1/scans/confirmation',
  access: 'user',
  summary: 'Confirms one product code with its type, size and variant',
  query: ScanConfirmationQuerySchema,
  response: {
    200: ScanConfirmationSchema,
    404: ErrorSchema,
    406: ErrorSchema,
  },
});

/** spec 02 §7: the same check for a list (offline scans checked when online, spec 02 §4). */
export const confirmScans = defineEndpoint({
  method: 'POST',
  path: '/v1/scans/confirmation',
  access: 'user',
  summary: 'Confirms a list of product codes',
  body: ScanConfirmationListSchema,
  response: { 200: ScanConfirmationListResultSchema },
});

/**
 * spec 02 §7, §8: saves one scan into a project of the caller's company. 406 when the serial is registered
 * already (MESSAGES.productAlreadyScanned), 400 when it is not a product (MESSAGES.invalidProduct) or a
 * photo is missing, 409 when the project takes no products, 404 for another company's project. A retry
 * with the same `client_id` answers 201 with the first saved product.
 */
export const saveScan = defineEndpoint({
  method: 'POST',
  path: '/v1/scans',
  access: 'user',
  summary: 'Saves one scanned product into a project',
  body: SaveScanSchema,
  response: {
    201: ProjectProductSchema,
    400: ErrorSchema,
    404: ErrorSchema,
    406: ErrorSchema,
    409: ErrorSchema,
  },
});

/**
 * spec 02 §7, §8, ARCHITECTURE §6: many scans at once (the offline backlog). One bad item never loses the
 * good ones; replayed items (same `client_id`) answer `valid` again.
 */
export const saveScansBulk = defineEndpoint({
  method: 'POST',
  path: '/v1/scans/bulk',
  access: 'user',
  summary: 'Saves a list of scans, one verdict per item',
  body: SaveScansBulkSchema,
  response: { 200: SaveScansBulkResultSchema },
});

/** spec 02 §4: only while the project is in progress; otherwise 409. */
export const deleteScan = defineEndpoint({
  method: 'DELETE',
  path: '/v1/scans/:id',
  access: 'user',
  summary: 'Removes a product from an in-progress project',
  params: UuidParamsSchema,
  response: {
    200: OkSchema,
    404: ErrorSchema,
    409: ErrorSchema,
  },
});

/**
 * spec 02 §7: multipart/form-data with one file field `image` (JPEG or PNG by its first bytes, at most
 * SCAN_IMAGE_MAX_BYTES and SCAN_IMAGE_MAX_PIXELS; 413 when larger in bytes, 422 otherwise). Stored
 * re-encoded as a JPEG without metadata; 429 beyond the user's SCAN_IMAGE_QUOTA. The app allows it 60 s
 * (TIMINGS.scanUploadTimeoutMs).
 */
export const uploadScanImage = defineEndpoint({
  method: 'POST',
  path: '/v1/scans/images',
  access: 'user',
  summary: 'Uploads a product photo (multipart field image)',
  response: { 201: ScanImageSchema, 413: ErrorSchema, 422: ValidationErrorSchema, 429: ErrorSchema },
});

/**
 * The photo itself (the thumbnail URL of a product points here): the JPEG the server wrote, as a download
 * (`Content-Disposition: attachment`, `nosniff`, a CSP of `default-src 'none'; sandbox`), so that a stored
 * file never runs as a page of ours.
 */
export const getScanImage = defineEndpoint({
  method: 'GET',
  path: '/v1/scans/images/:id',
  access: 'user',
  summary: "A product photo of the caller's company",
  params: UuidParamsSchema,
  response: { 200: z.unknown(), 404: ErrorSchema },
});
