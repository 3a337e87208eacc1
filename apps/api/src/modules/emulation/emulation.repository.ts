import { USER_STATUS, type RoleId } from '@club/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emulationTickets, operators } from '../../db/schema/accounts';
import { companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';

export interface EmulationTarget {
  id: number;
  uuid: string;
  roleId: RoleId;
  companyId: number;
  /** The user and the company are both ACTIVE: the user could sign in themselves. */
  canSignIn: boolean;
}

const targetColumns = {
  id: users.id,
  uuid: users.uuid,
  roleId: users.roleId,
  companyId: users.companyId,
  userStatus: users.status,
  companyStatus: companies.status,
};

function toTarget(row: {
  id: number;
  uuid: string;
  roleId: number;
  companyId: number;
  userStatus: number;
  companyStatus: number;
}): EmulationTarget {
  return {
    id: row.id,
    uuid: row.uuid,
    roleId: row.roleId as RoleId,
    companyId: row.companyId,
    canSignIn: row.userStatus === USER_STATUS.ACTIVE && row.companyStatus === USER_STATUS.ACTIVE,
  };
}

export function createEmulationRepository(db: Db) {
  return {
    /** A user who has not been deleted, by uuid (deleted users are "not found"). */
    async findTargetByUuid(uuid: string): Promise<EmulationTarget | null> {
      const [row] = await db
        .select(targetColumns)
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(and(eq(users.uuid, uuid), isNull(users.deletedAt)))
        .limit(1);
      return row ? toTarget(row) : null;
    },

    async findTargetById(id: number): Promise<EmulationTarget | null> {
      const [row] = await db
        .select(targetColumns)
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .limit(1);
      return row ? toTarget(row) : null;
    },

    /** Lookup by e-mail in any case, through the `lower(email)` unique index. */
    async findUsersByEmail(email: string) {
      return db
        .select({
          uuid: users.uuid,
          name: users.name,
          surname: users.surname,
          email: users.email,
          active: users.status,
          companyUuid: companies.uuid,
          companyName: companies.name,
        })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt)))
        .limit(10);
    },

    async insertTicket(
      ticket: { tokenHash: string; operatorId: number; userId: number; expiresAt: Date },
      now: Date,
    ): Promise<void> {
      await db.insert(emulationTickets).values({ ...ticket, createdAt: now });
    },

    /**
     * ARCHITECTURE §4: single use. One conditional UPDATE marks the ticket used only while it is unused
     * and unexpired and its operator is still active, so of two parallel exchanges exactly one gets a row.
     */
    async consumeTicket(
      tokenHash: string,
      now: Date,
    ): Promise<{ operatorId: number; userId: number } | null> {
      const [row] = await db
        .update(emulationTickets)
        .set({ usedAt: now })
        .where(
          and(
            eq(emulationTickets.tokenHash, tokenHash),
            isNull(emulationTickets.usedAt),
            gt(emulationTickets.expiresAt, now),
            sql`exists (select 1 from ${operators} where ${operators.id} = ${emulationTickets.operatorId} and ${operators.active})`,
          ),
        )
        .returning({ operatorId: emulationTickets.operatorId, userId: emulationTickets.userId });
      return row ?? null;
    },
  };
}

export type EmulationRepository = ReturnType<typeof createEmulationRepository>;
