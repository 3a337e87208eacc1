import { readJson, writeJson } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * spec 01 §3 local storage 'lead data': the installation day the owner picked on a lead before telling the
 * app that the customer agreed, so that a call to the customer in between does not lose it. Kept per lead,
 * dropped once the lead has its date, and with the other drafts at sign-out (lib/end-session.ts).
 */
type LeadData = Record<string, { date?: string }>;

function readAll(): LeadData {
  const value = readJson(STORAGE_KEYS.leadData);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as LeadData) : {};
}

export function readLeadDraftDate(uuid: string): string {
  const date = readAll()[uuid]?.date;
  return typeof date === 'string' ? date : '';
}

export function writeLeadDraftDate(uuid: string, date: string): void {
  const all = readAll();
  if (date) all[uuid] = { date };
  else delete all[uuid];
  writeJson(STORAGE_KEYS.leadData, all);
}
