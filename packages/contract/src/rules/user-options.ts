import { UserOptionsSchema } from '../users/users.schemas';
import type { UserOptions } from '../users/users.schemas';

/**
 * spec 01 §3: reads the `options` JSON string of a user. Stored options written by older versions may be
 * malformed or hold other keys: such values are dropped one by one, never failing the whole read.
 */
export function parseUserOptions(json: string | null | undefined): UserOptions {
  let raw: unknown;
  try {
    raw = json ? JSON.parse(json) : {};
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const options: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(UserOptionsSchema.shape)) {
    const parsed = field.safeParse((raw as Record<string, unknown>)[key]);
    if (parsed.success && parsed.data !== undefined) options[key] = parsed.data;
  }
  return options as UserOptions;
}

/** Writes options back, merging a change into what is stored. */
export function mergeUserOptions(json: string | null | undefined, change: UserOptions): string {
  return JSON.stringify({ ...parseUserOptions(json), ...change });
}
