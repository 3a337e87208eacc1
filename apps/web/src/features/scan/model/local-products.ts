import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { INDEXED_DB } from '@club/contract';
import { onCompanyDataCleared } from '@/lib/end-session';
import { sessionStore, sessionUserUuid } from '@/lib/session';
import type { Scan } from './current-scan';

/** Where a scan saved offline goes once the connection returns. */
export interface QueuedFor {
  projectUuid: string;
  projectLabel: string;
  queuedAt: number;
}

/**
 * spec 02 §3: the local products store. One record per code: the scan, its photo (generic tags and
 * tag-photo products), and, when it was saved offline, the project it waits to be sent to and the server's
 * reason if it was refused. The record stays until the server has the scan, so closing the tab loses
 * nothing.
 */
export interface LocalProduct {
  code: string;
  scan: Scan;
  photo: Blob | null;
  queued: QueuedFor | null;
  reason: string | null;
  /**
   * The user who saved it (their uuid): only they see and send it. A user's unsent scans stay on the
   * phone after logout and go when they sign in again; records from before this field belong to anyone.
   */
  owner?: string | null;
}

const isMine = (product: LocalProduct, owner: string | null) => !product.owner || product.owner === owner;

interface ClubDb extends DBSchema {
  products: { key: string; value: LocalProduct };
}

let opened: Promise<IDBPDatabase<ClubDb>> | null = null;

function database(): Promise<IDBPDatabase<ClubDb>> {
  opened ??= openDB<ClubDb>(INDEXED_DB.name, INDEXED_DB.version, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(INDEXED_DB.stores.products)) {
        db.createObjectStore(INDEXED_DB.stores.products, { keyPath: 'code' });
      }
    },
  });
  return opened;
}

const STORE = INDEXED_DB.stores.products;

export async function getLocalProduct(code: string): Promise<LocalProduct | undefined> {
  return (await database()).get(STORE, code);
}

/** Keeps the photo of the scan in hand; the scan refers to it by its code (`imageIdxDB`). */
export async function keepPhoto(scan: Scan, photo: Blob): Promise<void> {
  const db = await database();
  const existing = await db.get(STORE, scan.code);
  await db.put(STORE, {
    code: scan.code,
    scan,
    photo,
    queued: existing?.queued ?? null,
    reason: null,
    owner: sessionUserUuid(),
  });
}

/** Saves a scan to be sent later (spec 02 §4: offline scans are checked when online). */
export async function queueScan(scan: Scan, target: Omit<QueuedFor, 'queuedAt'>): Promise<void> {
  const db = await database();
  const existing = await db.get(STORE, scan.code);
  const queued = { ...target, queuedAt: Date.now() };
  await db.put(STORE, {
    code: scan.code,
    scan,
    photo: existing?.photo ?? null,
    queued,
    reason: null,
    owner: sessionUserUuid(),
  });
}

/** The signed-in user's scans saved offline; nobody's while signed out. */
export async function listQueuedScans(): Promise<LocalProduct[]> {
  if (!sessionStore.get()) return [];
  const owner = sessionUserUuid();
  const all = await (await database()).getAll(STORE);
  return all.filter((p) => p.queued !== null && isMine(p, owner)).sort((a, b) => a.scan.time - b.scan.time);
}

/** At logout and user switch: photos of a scan in hand go; queued scans stay for their user. */
async function forgetUnqueued(): Promise<void> {
  const db = await database();
  for (const product of await db.getAll(STORE)) {
    if (product.queued === null) await db.delete(STORE, product.code);
  }
}

onCompanyDataCleared(forgetUnqueued);

export async function markRefused(code: string, reason: string): Promise<void> {
  const db = await database();
  const existing = await db.get(STORE, code);
  if (!existing) return;
  await db.put(STORE, { ...existing, reason, scan: { ...existing.scan, isValid: false } });
}

export async function forgetLocalProduct(code: string): Promise<void> {
  await (await database()).delete(STORE, code);
}
