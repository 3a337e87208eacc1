import type { Operator, OperatorListQuery, OperatorSelf, Paged } from '@club/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { pageMeta } from '../../lib/paging';
import { createOperatorsRepository } from './operators.repository';

type OperatorRow = Awaited<ReturnType<ReturnType<typeof createOperatorsRepository>['list']>>['rows'][number];

const toOperator = (row: OperatorRow): Operator => ({
  uuid: row.uuid,
  name: row.name,
  email: row.email,
  role: row.role,
  active: row.active,
  created_at: row.createdAt.toISOString(),
});

/** ARCHITECTURE §4: the back-office's operators. */
export function createOperatorsService(deps: { db: Db }) {
  const repository = createOperatorsRepository(deps.db);
  return {
    /** The guard has checked the session against an active operator row; a row gone since is a 401. */
    async self(operatorUuid: string): Promise<OperatorSelf> {
      const row = await repository.findActiveByUuid(operatorUuid);
      if (!row) throw AppError.unauthorized();
      return row;
    },

    async list(query: OperatorListQuery): Promise<Paged<Operator>> {
      const { rows, total } = await repository.list(query);
      return { data: rows.map(toOperator), meta: pageMeta(query, total) };
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
