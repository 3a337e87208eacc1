import type { AuditListQuery, AuditRecordAction } from '@club/contract';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditLog, operators } from '../../db/schema/accounts';
import { pageWindow, pagedRows } from '../../lib/paging';

export interface AuditEntry {
  operatorId: number;
  action: AuditRecordAction;
  targetType: string;
  targetId: string | null;
  data: unknown;
  /** Where the write changed a row: the row's values before and after it (ARCHITECTURE §4). */
  before?: unknown;
  after?: unknown;
  requestId: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The audit screen's filters; each has an index that leads with its column and then the time. */
function filtersOf(query: AuditListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.operator) conditions.push(eq(operators.uuid, query.operator));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.target_type) conditions.push(eq(auditLog.targetType, query.target_type));
  if (query.target_id) conditions.push(eq(auditLog.targetId, query.target_id));
  // days in UTC; `to` includes its whole day
  if (query.from) conditions.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    conditions.push(lt(auditLog.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createAuditRepository(db: Db) {
  return {
    async insert(entry: AuditEntry, now: Date): Promise<void> {
      await db.insert(auditLog).values({
        ...entry,
        data: entry.data ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
        createdAt: now,
      });
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

    /** A page of the log, newest first, with the operator who wrote each entry. */
    async list(query: AuditListQuery) {
      const where = filtersOf(query);
      const { limit, offset } = pageWindow(query);
      return pagedRows(
        db
          .select({
            id: auditLog.id,
            createdAt: auditLog.createdAt,
            operatorUuid: operators.uuid,
            operatorName: operators.name,
            operatorEmail: operators.email,
            action: auditLog.action,
            targetType: auditLog.targetType,
            targetId: auditLog.targetId,
            data: auditLog.data,
            before: auditLog.before,
            after: auditLog.after,
          })
          .from(auditLog)
          .innerJoin(operators, eq(operators.id, auditLog.operatorId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(auditLog)
          .innerJoin(operators, eq(operators.id, auditLog.operatorId))
          .where(where),
      );
    },

    /** The distinct actions and entities, read from their indexes (audit_log_*_created_at_idx). */
    async facets() {
      const [actions, targetTypes] = await Promise.all([
        db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
        db.selectDistinct({ value: auditLog.targetType }).from(auditLog).orderBy(asc(auditLog.targetType)),
      ]);
      return { actions: actions.map((r) => r.value), targetTypes: targetTypes.map((r) => r.value) };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
