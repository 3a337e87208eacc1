import type { AuditEntry as AuditEntryView, AuditListQuery, Paged } from '@club/contract';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { pageMeta } from '../../lib/paging';
import { createAuditRepository, type AuditEntry } from './audit.repository';

/** ARCHITECTURE §4: every operator write leaves an audit row. */
export function createAuditService(deps: { db: Db; clock: Clock }) {
  const repository = createAuditRepository(deps.db);
  return {
    record: (entry: AuditEntry) => repository.insert(entry, deps.clock.now()),
    /** The record in the write's transaction, so that the change and its record commit together. */
    recordIn: (tx: Db, entry: AuditEntry) => createAuditRepository(tx).insert(entry, deps.clock.now()),
    latest: (limit = 20) => repository.latest(limit),
    operatorId: (operatorUuid: string) => repository.findOperatorId(operatorUuid),

    /** The back-office's audit screen (admin). */
    async list(query: AuditListQuery): Promise<Paged<AuditEntryView>> {
      const { rows, total } = await repository.list(query);
      return {
        data: rows.map((row) => ({
          id: row.id,
          created_at: row.createdAt.toISOString(),
          operator: { uuid: row.operatorUuid, name: row.operatorName, email: row.operatorEmail },
          action: row.action,
          target_type: row.targetType,
          target_id: row.targetId,
          data: row.data,
          before: row.before,
          after: row.after,
        })),
        meta: pageMeta(query, total),
      };
    },

    async facets() {
      const { actions, targetTypes } = await repository.facets();
      return { actions, target_types: targetTypes };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
