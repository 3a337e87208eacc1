import { MESSAGES, type SaveScansBulk } from '@club/contract';
import { isApiError } from '@/lib/api-error';
import { queryClient } from '@/lib/query-client';
import { saveScanToProject, saveScansInBulk, uploadScanPhoto } from '../api/scan-calls';
import { projectsKeys, scanKeys } from '@/lib/query-keys';
import { forgetLocalProduct, listQueuedScans, markRefused, type LocalProduct } from './local-products';

export interface SyncOutcome {
  sent: number;
  refused: number;
}

/** spec 02 §8: the bulk answer must be a list with one verdict per item. */
export class InvalidServerResponse extends Error {
  constructor() {
    super(MESSAGES.invalidServerResponse);
  }
}

interface Verdict {
  client_id: string;
  status: 'valid' | 'error';
  reason?: string | null;
}

const isVerdict = (value: unknown): value is Verdict =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Verdict).client_id === 'string' &&
  ((value as Verdict).status === 'valid' || (value as Verdict).status === 'error');

/** Answers that are a verdict on the scan itself; 401, 429 and the like are tried again later. */
const VERDICT_STATUSES = new Set([400, 404, 406, 409, 413, 422]);

const hasDetails = (p: LocalProduct) => Boolean(p.scan.type && p.scan.size && p.scan.variant);

/** A photo scan goes alone: its photo is uploaded first, then the scan refers to it. */
async function sendWithPhoto(product: LocalProduct): Promise<boolean> {
  const { scan, queued, photo } = product;
  if (!queued || !photo) return false;
  try {
    const imageUuid = await uploadScanPhoto(photo);
    await saveScanToProject(
      { ...scan, type: scan.type ?? '', size: scan.size ?? '', variant: scan.variant ?? '' },
      queued.projectUuid,
      imageUuid,
    );
    await forgetLocalProduct(scan.code);
    return true;
  } catch (error) {
    // a refusal is the scan's verdict; anything else (no connection, server down) leaves it to retry
    if (!isApiError(error) || !VERDICT_STATUSES.has(error.status)) throw error;
    await markRefused(scan.code, error.message || MESSAGES.invalidProduct);
    return false;
  }
}

async function sendBatch(products: LocalProduct[]): Promise<SyncOutcome> {
  const items: SaveScansBulk = products.map(({ scan, queued }) => ({
    client_id: scan.id,
    projects_id: queued?.projectUuid ?? '',
    serial_number: scan.code,
    type: scan.type ?? '',
    size: scan.size ?? '',
    variant: scan.variant ?? '',
    is_unique: !scan.isGeneric,
  }));
  const answer = await saveScansInBulk(items);
  if (!Array.isArray(answer) || !answer.every(isVerdict)) throw new InvalidServerResponse();
  const byClientId = new Map(answer.map((v) => [v.client_id, v]));
  const outcome: SyncOutcome = { sent: 0, refused: 0 };
  for (const product of products) {
    const verdict = byClientId.get(product.scan.id);
    if (!verdict) continue;
    if (verdict.status === 'valid') {
      await forgetLocalProduct(product.code);
      outcome.sent += 1;
    } else {
      await markRefused(product.code, verdict.reason ?? MESSAGES.invalidProduct);
      outcome.refused += 1;
    }
  }
  return outcome;
}

async function run(): Promise<SyncOutcome> {
  // refused scans stay in the list with their reason until the person removes them
  const waiting = (await listQueuedScans()).filter((p) => p.reason === null && hasDetails(p));
  const outcome: SyncOutcome = { sent: 0, refused: 0 };
  if (waiting.length === 0) return outcome;
  try {
    for (const product of waiting.filter((p) => p.photo !== null)) {
      if (await sendWithPhoto(product)) outcome.sent += 1;
      else outcome.refused += 1;
    }
    const plain = waiting.filter((p) => p.photo === null);
    if (plain.length > 0) {
      const batch = await sendBatch(plain);
      outcome.sent += batch.sent;
      outcome.refused += batch.refused;
    }
    return outcome;
  } finally {
    void queryClient.invalidateQueries({ queryKey: scanKeys.offline });
    void queryClient.invalidateQueries({ queryKey: projectsKeys.all });
  }
}

let running: Promise<SyncOutcome> | null = null;

/**
 * spec 02 §4, §8: sends the scans saved offline. Valid ones leave the list, refused ones stay marked with
 * their reason. One run at a time; every item carries its client id, so a run cut off halfway and tried
 * again gets the first answers back (ARCHITECTURE §6).
 */
export function syncOfflineScans(): Promise<SyncOutcome> {
  running ??= run().finally(() => {
    running = null;
  });
  return running;
}
