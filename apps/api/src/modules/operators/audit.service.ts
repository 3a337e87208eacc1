import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
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
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
