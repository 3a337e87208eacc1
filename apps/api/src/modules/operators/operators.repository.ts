import type { OperatorListQuery } from '@club/contract';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { authSessions, operators, type OperatorRow } from '../../db/schema/accounts';
import { pageWindow, pagedRows } from '../../lib/paging';

const SORT_COLUMNS = {
  name: operators.name,
  email: operators.email,
  role: operators.role,
  created_at: operators.createdAt,
} as const;

/** `%` and `_` typed by an operator are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const columns = {
  id: operators.id,
  uuid: operators.uuid,
  name: operators.name,
  email: operators.email,
  role: operators.role,
  active: operators.active,
  createdAt: operators.createdAt,
};

export type OperatorRecord = Pick<
  OperatorRow,
  'id' | 'uuid' | 'name' | 'email' | 'role' | 'active' | 'createdAt'
>;

export function createOperatorsRepository(db: Db) {
  return {
    async findActiveByUuid(uuid: string) {
      const [row] = await db
        .select({ uuid: operators.uuid, name: operators.name, email: operators.email, role: operators.role })
        .from(operators)
        .where(and(eq(operators.uuid, uuid), eq(operators.active, true)))
        .limit(1);
      return row ?? null;
    },

    /** The operators' table holds the club's staff (tens of rows): filters scan it, the page is cut by SQL. */
    async list(query: OperatorListQuery) {
      const conditions: SQL[] = [];
      if (query.q) {
        const pattern = likePattern(query.q);
        const match = or(ilike(operators.name, pattern), ilike(operators.email, pattern));
        if (match) conditions.push(match);
      }
      if (query.role) conditions.push(eq(operators.role, query.role));
      if (query.status) conditions.push(eq(operators.active, query.status === 'active'));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const sortColumn = SORT_COLUMNS[query.sort ?? 'name'];
      const direction = query.order === 'desc' ? desc : asc;
      const { limit, offset } = pageWindow(query);
      return pagedRows(
        db
          .select(columns)
          .from(operators)
          .where(where)
          .orderBy(direction(sortColumn), asc(operators.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(operators).where(where),
      );
    },

    /** The new operator, or null when the address is taken (the unique index decides, races included). */
    async insert(values: { email: string; name: string; role: OperatorRecord['role'] }) {
      const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning(columns);
      return row ?? null;
    },

    /**
     * Locks the active admins, always in the same order: every change of an operator takes these locks
     * first, so that two admins demoting each other at once are serialised and one admin always remains.
     */
    async lockActiveAdminIds(): Promise<number[]> {
      const rows = await db
        .select({ id: operators.id })
        .from(operators)
        .where(and(eq(operators.role, 'admin'), eq(operators.active, true)))
        .orderBy(asc(operators.id))
        .for('update');
      return rows.map((r) => r.id);
    },

    async lockByUuid(uuid: string) {
      const [row] = await db.select(columns).from(operators).where(eq(operators.uuid, uuid)).for('update');
      return row ?? null;
    },

    async update(
      id: number,
      change: { role?: OperatorRecord['role']; active?: boolean },
    ): Promise<OperatorRecord> {
      const [row] = await db.update(operators).set(change).where(eq(operators.id, id)).returning(columns);
      if (!row) throw new Error('operator update returned no row');
      return row;
    },

    /** Ends every open session of the operator at once (deactivation). */
    async revokeSessions(operatorId: number, now: Date): Promise<void> {
      await db
        .update(authSessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(authSessions.subjectKind, 'operator'),
            eq(authSessions.subjectId, operatorId),
            isNull(authSessions.revokedAt),
          ),
        );
    },
  };
}

export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
