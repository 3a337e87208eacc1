import { STORAGE_KEYS, type ScanValidity } from '@club/contract';
import { createStore, useStore } from '@/lib/create-store';
import { onCompanyDataCleared } from '@/lib/end-session';
import { readJson, removeItem, writeJson } from '@/lib/storage';

/**
 * spec 02 §3 Scan (kept locally): one product on its way from the scanner or the manual form through the
 * review to a project. `id` is the client id the server uses to recognise a replayed save
 * (ARCHITECTURE §6).
 */
export interface Scan {
  id: string;
  code: string;
  type: string | null;
  size: string | null;
  variant: string | null;
  /** No unique tag: the serial has no part 2 and a photo stands in for it (spec 02 §5). */
  isGeneric: boolean;
  manual: boolean;
  /** The confirmation call answered for this code (online). */
  confirmed: boolean;
  requiresTagPhoto: boolean;
  /** The key of its photo in the local products store. */
  imageIdxDB: string | null;
  time: number;
  isValid: ScanValidity;
  /** Why the server refused it, kept with an offline scan. */
  reason?: string | null;
}

export interface NewScan {
  code: string;
  type?: string | null;
  size?: string | null;
  variant?: string | null;
  manual: boolean;
  isGeneric?: boolean;
}

export function newScan(input: NewScan, now: number = Date.now()): Scan {
  return {
    id: crypto.randomUUID(),
    code: input.code,
    type: input.type ?? null,
    size: input.size ?? null,
    variant: input.variant ?? null,
    isGeneric: input.isGeneric ?? false,
    manual: input.manual,
    confirmed: false,
    requiresTagPhoto: false,
    imageIdxDB: null,
    time: now,
    isValid: null,
  };
}

function isScan(value: unknown): value is Scan {
  if (!value || typeof value !== 'object') return false;
  const scan = value as Partial<Scan>;
  return typeof scan.id === 'string' && typeof scan.code === 'string' && typeof scan.time === 'number';
}

function read(): Scan | null {
  const stored = readJson(STORAGE_KEYS.scan);
  return isScan(stored) ? stored : null;
}

// The scan in hand survives a reload (the photo step can send the app to the camera and back).
const store = createStore<Scan | null>(read());

export const currentScan = {
  get: () => store.get(),
  set(scan: Scan): void {
    writeJson(STORAGE_KEYS.scan, scan);
    store.set(scan);
  },
  update(change: Partial<Scan>): Scan | null {
    const scan = store.get();
    if (!scan) return null;
    const next = { ...scan, ...change };
    currentScan.set(next);
    return next;
  },
  clear(): void {
    removeItem(STORAGE_KEYS.scan);
    store.set(null);
  },
};

onCompanyDataCleared(() => store.set(null));

export function useCurrentScan(): Scan | null {
  return useStore(store);
}
