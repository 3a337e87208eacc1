import { SESSION_POLICY, SESSION_STORAGE_KEYS, type LoginBody, type LoginResponse } from '@club/contract';

/** A code on its way: what the code step needs to show it and to check it. */
export interface SentCode {
  contact: LoginBody;
  /** How the code step names the contact: the full international number, or the e-mail address. */
  shownAs: string;
  /** The login answer: its request id goes with the code, its flags drive the steps after it. */
  answer: LoginResponse;
  /** Clock time (ms) from which a new code may be asked for. */
  resendAt: number;
  /** True when no new code was sent: the server said the one this tab asked for still works. */
  isResumed: boolean;
}

interface Remembered {
  shownAs: string;
  answer: LoginResponse;
  sentAt: number;
}

const KEY = SESSION_STORAGE_KEYS.loginRequests;

/** One entry per contact: the e-mail as the server compares it, or the region and national number. */
const contactKey = (contact: LoginBody) =>
  contact.email !== undefined ? contact.email.trim().toLowerCase() : `${contact.region_id}:${contact.phone}`;

// Session storage can throw (private mode, disabled storage); the tab then simply remembers nothing.
function readAll(): Record<string, Remembered> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, Remembered>) : {};
  } catch {
    return {};
  }
}

function writeAll(entries: Record<string, Remembered>): void {
  try {
    if (Object.keys(entries).length === 0) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, JSON.stringify(entries));
  } catch {
    // nothing kept: "Send code" within the lock then shows the countdown instead of the code form
  }
}

const isFresh = (entry: Remembered | undefined, now: number): entry is Remembered =>
  entry !== undefined &&
  typeof entry.answer?.request_id === 'string' &&
  now - entry.sentAt < SESSION_POLICY.codeTtlMs;

/** Keeps the request this tab started, so that it can go back to its code form within the resend lock. */
export function rememberSentCode(sent: SentCode, now = Date.now()): void {
  const entries = readAll();
  for (const [key, entry] of Object.entries(entries)) if (!isFresh(entry, now)) delete entries[key];
  entries[contactKey(sent.contact)] = { shownAs: sent.shownAs, answer: sent.answer, sentAt: now };
  writeAll(entries);
}

/** The request this tab started for the contact while its code can still be valid, or null. */
export function recallSentCode(
  contact: LoginBody,
  now = Date.now(),
): Pick<SentCode, 'shownAs' | 'answer'> | null {
  const entry = readAll()[contactKey(contact)];
  return isFresh(entry, now) ? { shownAs: entry.shownAs, answer: entry.answer } : null;
}

/** After a sign-in every request of this tab is spent. */
export function forgetSentCodes(): void {
  writeAll({});
}
