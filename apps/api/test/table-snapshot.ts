import type { Database } from '../src/db/database';

/** Every table of the app's schema: its row count and a checksum of all its rows. */
export type TableSnapshot = Record<string, { rows: number; checksum: string }>;

/**
 * A checksum of every table of the app (`public` schema; the job queue's schema is left out: sending a
 * message is not a change of data), for tests that must prove a refused call changed nothing at all.
 */
export async function snapshotTables(database: Database): Promise<TableSnapshot> {
  const { rows: tables } = await database.executeSql(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: TableSnapshot = {};
  for (const { name } of tables as { name: string }[]) {
    const { rows } = await database.executeSql(
      `select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as checksum
         from "${name.replaceAll('"', '""')}" t`,
      [],
    );
    const [row] = rows as { rows: number; checksum: string }[];
    snapshot[name] = { rows: Number(row?.rows ?? 0), checksum: String(row?.checksum ?? '') };
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots, with their row counts before → after. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => before[name]?.checksum !== after[name]?.checksum)
    .map((name) => `${name}: ${before[name]?.rows ?? 0} → ${after[name]?.rows ?? 0} rows`);
}
