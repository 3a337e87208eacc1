import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditLog, operators } from '../../db/schema/accounts';

export interface AuditEntry {
  operatorId: number;
  action: string;
  targetType: string;
  targetId: string | null;
  data: unknown;
  requestId: string | null;
}

export function createAuditRepository(db: Db) {
  return {
    async insert(entry: AuditEntry, now: Date): Promise<void> {
      await db.insert(auditLog).values({ ...entry, data: entry.data ?? null, createdAt: now });
    },

    async findOperatorId(operatorUuid: string): Promise<number | null> {
      const [row] = await db
        .select({ id: operators.id })
        .from(operators)
        .where(eq(operators.uuid, operatorUuid))
        .limit(1);
      return row?.id ?? null;
    },

    async latest(limit: number) {
      return db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
