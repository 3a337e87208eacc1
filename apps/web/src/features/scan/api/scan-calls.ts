import {
  getScanConfirmation,
  saveScan,
  saveScansBulk,
  TIMINGS,
  type ProjectProduct,
  type SaveScansBulk,
  type ScanConfirmation,
} from '@club/contract';
import { call, fileCallHeaders } from '@/lib/api-client';
import { ApiError, CLIENT_ERROR_CODES, NETWORK_STATUS, TIMEOUT_STATUS, toApiError } from '@/lib/api-error';
import type { Scan } from '../model/current-scan';

/** spec 02 §7 GET scans confirmation: a product, `partial`, or an ApiError (404 code-not-found, 406). */
export function confirmScan(scan: Scan, signal?: AbortSignal): Promise<ScanConfirmation> {
  return call(getScanConfirmation, {
    query: {
      code: scan.code,
      ...(scan.type ? { type: scan.type } : {}),
      ...(scan.size ? { size: scan.size } : {}),
      ...(scan.variant ? { variant: scan.variant } : {}),
    },
    signal,
  });
}

/**
 * spec 02 §7 scan image upload: multipart with the field `image`, allowed 60 s. The API client speaks
 * JSON only, so this one request is built here.
 */
export async function uploadScanPhoto(photo: Blob): Promise<string> {
  const form = new FormData();
  form.append('image', photo, photo.type === 'image/png' ? 'product.png' : 'product.jpg');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMINGS.scanUploadTimeoutMs);
  try {
    const response = await fetch('/api/v1/scans/images', {
      method: 'POST',
      body: form,
      headers: fileCallHeaders(),
      signal: controller.signal,
    });
    const payload = (await response.json().catch(() => undefined)) as { image_data?: string } | undefined;
    if (!response.ok) throw toApiError(response.status, payload, response.headers.get('Retry-After'));
    if (!payload?.image_data) throw toApiError(500, payload, null);
    return payload.image_data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (controller.signal.aborted)
      throw new ApiError({ status: TIMEOUT_STATUS, code: CLIENT_ERROR_CODES.timeout });
    throw new ApiError({ status: NETWORK_STATUS, code: CLIENT_ERROR_CODES.network });
  } finally {
    clearTimeout(timer);
  }
}

export interface ScanDetails {
  type: string;
  size: string;
  variant: string;
}

/** spec 02 §7 POST scans: one scan into a project; the photo (if any) was uploaded first. */
export function saveScanToProject(
  scan: Scan & ScanDetails,
  projectUuid: string,
  imageUuid: string | null,
): Promise<ProjectProduct> {
  return call(saveScan, {
    body: {
      client_id: scan.id,
      projects_id: projectUuid,
      serial_number: scan.code,
      type: scan.type,
      size: scan.size,
      variant: scan.variant,
      is_unique: !scan.isGeneric,
      image_data: imageUuid,
    },
  });
}

/** spec 02 §7 POST scans bulk. The answer is checked by the caller (spec 02 §8: a non-array is refused). */
export function saveScansInBulk(items: SaveScansBulk): Promise<unknown> {
  return call(saveScansBulk, { body: items });
}
