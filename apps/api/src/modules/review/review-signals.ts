import { type ReviewRisk, type ReviewRiskFlag } from '@club/contract';
import type { PhotoReuseRow, ReviewProductRow, ScanDayRow, SerialAttemptRow } from './review.repository';

/**
 * Decision 017: a day of scans is unusual for a company when it is at least `minimum` scans and more
 * than `factor` times the median of its active days in the `windowDays` before it.
 */
export const SCAN_RATE_RULE = { windowDays: 90, factor: 3, minimum: 10 } as const;

const DAY_MS = 86_400_000;

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The instants the scan-day query must cover for these products: the window before the first day. */
export function scanDayRange(products: readonly ReviewProductRow[]): { from: Date; to: Date } | null {
  if (products.length === 0) return null;
  const days = products.map((p) => Date.parse(utcDay(p.createdAt)));
  return {
    from: new Date(Math.min(...days) - SCAN_RATE_RULE.windowDays * DAY_MS),
    to: new Date(Math.max(...days) + DAY_MS),
  };
}

/** The company's scans on `day` against the median of its active days in the window before it. */
export function scanRate(companyDays: ReadonlyMap<string, number>, day: string): ReviewRisk['scan_rate'] {
  const start = utcDay(new Date(Date.parse(day) - SCAN_RATE_RULE.windowDays * DAY_MS));
  const history = [...companyDays].filter(([d]) => d >= start && d < day).map(([, n]) => n);
  const typical = median(history);
  const count = companyDays.get(day) ?? 0;
  return {
    day,
    count,
    median: typical,
    flagged: count >= SCAN_RATE_RULE.minimum && count > SCAN_RATE_RULE.factor * typical,
  };
}

/** What the signal queries answered, indexed for the products of a page. */
export interface SignalData {
  attempts: readonly SerialAttemptRow[];
  reuses: readonly PhotoReuseRow[];
  days: readonly ScanDayRow[];
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The signals of each product of a page, from the answers of the signal queries (decision 017). */
export function createSignals(data: SignalData) {
  const attemptsBySerial = groupBy(data.attempts, (row) => row.serialNumber);
  const reusesByImage = groupBy(data.reuses, (row) => row.imageId);
  const daysByCompany = new Map<number, Map<string, number>>();
  for (const row of data.days) {
    const days = daysByCompany.get(row.companyId) ?? new Map<string, number>();
    days.set(row.day, row.scans);
    daysByCompany.set(row.companyId, days);
  }

  return (product: ReviewProductRow): { risk: ReviewRisk; flags: ReviewRiskFlag[] } => {
    const attempts = attemptsBySerial.get(product.serialNumber) ?? [];
    const reuses = product.imageId === null ? [] : (reusesByImage.get(product.imageId) ?? []);
    const risk: ReviewRisk = {
      serial_attempts: {
        count: attempts.reduce((sum, row) => sum + row.attempts, 0),
        companies: attempts.map((row) => ({ uuid: row.companyUuid, name: row.companyName })),
      },
      scan_rate: scanRate(daysByCompany.get(product.companyId) ?? new Map(), utcDay(product.createdAt)),
      photo_reuse: reuses.map((row) => ({
        image_uuid: row.otherUuid,
        exact: row.exact,
        distance: row.distance,
        company: { uuid: row.companyUuid, name: row.companyName },
        serial_number: row.serialNumber,
        project_uuid: row.projectUuid,
        uploaded_at: row.uploadedAt.toISOString(),
      })),
    };
    const flags: ReviewRiskFlag[] = [];
    // a company scanning its own serial twice is a slip; another company holding it is the signal
    if (attempts.some((row) => row.companyId !== product.companyId)) flags.push('serial_refused');
    if (risk.scan_rate.flagged) flags.push('scan_rate');
    if (reuses.length > 0) flags.push('photo_reused');
    return { risk, flags };
  };
}
