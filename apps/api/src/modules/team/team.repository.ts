import { ROLES } from '@club/contract';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { users, type NewUserRow } from '../../db/schema/users';
import { pagedRows } from '../../lib/paging';

export type InstallerChange = Pick<Partial<NewUserRow>, 'name' | 'surname' | 'email' | 'phone'>;

const liveMemberOf = (companyId: number) => and(eq(users.companyId, companyId), isNull(users.deletedAt));

const installerColumns = {
  id: users.id,
  uuid: users.uuid,
  companyId: users.companyId,
  roleId: users.roleId,
  name: users.name,
  surname: users.surname,
  email: users.email,
  phone: users.phone,
  regionId: users.regionId,
  languageId: users.languageId,
  createdAt: users.createdAt,
  // the person's own sign-ins and refreshes: sessions an operator opened as them are not their activity
  lastActiveAt: sql<string | null>`(
    select to_char(max(rt.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from auth_sessions s join refresh_tokens rt on rt.session_id = s.id
    where s.subject_kind = 'user' and s.subject_id = "users"."id" and s.emulated_by_operator_id is null)`,
  projectsCount: sql<number>`(select count(*)::int from projects p where p.created_by_user_id = "users"."id")`,
  contributePoints: sql<number>`(select coalesce(sum(p.points_awarded), 0)::int from projects p where p.created_by_user_id = "users"."id")`,
};

/** The owner's view and changes of their company's people (spec 03 §7); every read names the company. */
export function createTeamRepository(db: Db) {
  return {
    async list(companyId: number, page: { limit: number; offset: number }) {
      return pagedRows(
        db
          .select(installerColumns)
          .from(users)
          .where(liveMemberOf(companyId))
          .orderBy(asc(users.roleId), asc(users.surname), asc(users.name), asc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(users).where(liveMemberOf(companyId)),
      );
    },

    /** A person of the company who has not been deleted; null for anyone else. */
    async find(companyId: number, uuid: string) {
      const [row] = await db
        .select(installerColumns)
        .from(users)
        .where(and(liveMemberOf(companyId), eq(users.uuid, uuid)))
        .limit(1);
      return row ?? null;
    },

    /** The company row locked for the transaction: changes of one team run one at a time. */
    async lockCompany(companyId: number) {
      const [row] = await db
        .select({ id: companies.id, name: companies.name, regionId: companies.regionId })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for('update');
      if (!row) throw new Error(`company ${companyId} not found`);
      return row;
    },

    async countInstallers(companyId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(liveMemberOf(companyId), eq(users.roleId, ROLES.installer.id)));
      return row?.n ?? 0;
    },

    async insert(values: NewUserRow) {
      const [row] = await db.insert(users).values(values).returning({ id: users.id, uuid: users.uuid });
      if (!row) throw new Error('installer insert returned no row');
      return row;
    },

    async update(id: number, change: InstallerChange, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ ...change, updatedAt: now })
        .where(eq(users.id, id));
    },

    /** spec 01 §4: a deleted person keeps the row with status 2; their e-mail and phone are free again. */
    async softDelete(id: number, status: number, now: Date): Promise<void> {
      await db.update(users).set({ status, deletedAt: now, updatedAt: now }).where(eq(users.id, id));
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
export type InstallerRow = NonNullable<Awaited<ReturnType<TeamRepository['find']>>>;
