import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from '../src/db/database';

let sequence = 0;

/** A serial no other test file will use: 12 digits (digits never count as a factory code). */
export function uniqueSerial(): string {
  sequence += 1;
  return `${randomInt(10_000_000, 99_999_999)}${String(sequence % 10_000).padStart(4, '0')}`;
}

/** A scan of a catalogue product (a GGL MK04 2070 roof window) into `project`. */
export function scanOf(project: string, serial: string = uniqueSerial()) {
  return {
    client_id: randomUUID(),
    projects_id: project,
    serial_number: serial,
    type: 'GGL',
    size: 'MK04',
    variant: '2070',
    is_unique: true,
  };
}

/**
 * Counts the statements sent to the database while `fn` runs (outside transactions): the driver's
 * `query` is wrapped for the duration, on PGlite and on node-postgres alike.
 */
export async function countQueries<T>(
  database: Database,
  fn: () => Promise<T>,
): Promise<{ result: T; queries: number }> {
  const session = (
    database.db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }
  ).session;
  const client = session.client;
  const original = client.query;
  let queries = 0;
  client.query = function counted(this: unknown, ...args: unknown[]) {
    queries += 1;
    return original.apply(this, args);
  };
  try {
    const result = await fn();
    return { result, queries };
  } finally {
    client.query = original;
  }
}
