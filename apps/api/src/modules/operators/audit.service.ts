import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { AuditEntry, AuditRepository } from './audit.repository';

/**
 * ARCHITECTURE §4: every operator write leaves an audit row. Pass the write's transaction as `handle`
 * so that the change and its record commit together or not at all.
 */
export function createAuditService(deps: { db: Db; repository: AuditRepository; clock: Clock }) {
  return {
    record: (entry: AuditEntry, handle?: Db) =>
      deps.repository.insert(handle ?? deps.db, entry, deps.clock.now()),
    latest: (limit = 20) => deps.repository.latest(limit),
    operatorId: (operatorUuid: string) => deps.repository.findOperatorId(operatorUuid),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
