import { ROLES, type CompanySort, type OperatorCompanyQuery } from '@club/contract';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { authSessions, operators } from '../../db/schema/accounts';
import { certificates, companyCertificates } from '../../db/schema/certificates';
import { companies, type NewCompanyRow } from '../../db/schema/companies';
import { pointsLedger } from '../../db/schema/points';
import { projects } from '../../db/schema/projects';
import { users, type NewUserRow } from '../../db/schema/users';
import { pagedRows } from '../../lib/paging';

/** `%text%` for LIKE, with the pattern characters of the text itself taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Text that can only be (part of) a phone number: digits and the separators people type. */
const PHONE_LIKE = /^[\d\s+()./-]+$/;
/**
 * Fewer digits than this are no search for a number (and give no trigram to look up): a registration
 * number or phone number is looked for only from three digits on.
 */
const MIN_NUMBER_DIGITS = 3;

const SORT_COLUMNS = {
  name: companies.name,
  created_at: companies.createdAt,
  points: companies.pointsBalance,
} satisfies Record<CompanySort, unknown>;

function orderOf(query: OperatorCompanyQuery): SQL[] {
  const direction = query.order === 'desc' ? desc : asc;
  return [direction(SORT_COLUMNS[query.sort ?? 'name']), direction(companies.id)];
}

const liveMember = (companyId: SQL | number) =>
  and(eq(users.companyId, companyId as number), isNull(users.deletedAt));

export type CompanyDataChange = Pick<
  Partial<NewCompanyRow>,
  | 'name'
  | 'registrationNumber'
  | 'registrationNumber2'
  | 'address'
  | 'streetName'
  | 'houseNumber'
  | 'postalCode'
  | 'city'
  | 'status'
>;

export type MemberChange = Pick<
  Partial<NewUserRow>,
  'name' | 'surname' | 'email' | 'phone' | 'status' | 'roleId' | 'verifiedEmailAt'
>;

const memberColumns = {
  id: users.id,
  uuid: users.uuid,
  companyId: users.companyId,
  name: users.name,
  surname: users.surname,
  email: users.email,
  phone: users.phone,
  roleId: users.roleId,
  status: users.status,
  regionId: users.regionId,
  createdAt: users.createdAt,
  // the person's own sign-ins and refreshes: sessions an operator opened as them are not their activity
  lastActivityAt: sql<string | null>`(
    select to_char(max(rt.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from auth_sessions s join refresh_tokens rt on rt.session_id = s.id
    where s.subject_kind = 'user' and s.subject_id = "users"."id" and s.emulated_by_operator_id is null)`,
};

/**
 * The operators' reads and writes of companies and their people, across all companies (operators are not
 * scoped by company); the service runs the writes in one transaction with their audit rows.
 */
export function createCompanyAdminRepository(db: Db) {
  /**
   * The search: companies whose search text (name and registration numbers, lower-cased when written)
   * contains the text, or whose people's e-mail or phone contains it. The people's part is an array of
   * company ids (`id = any(array(…))`, read once on the users' trigram indexes), so that PostgreSQL ORs
   * two index bitmaps (trigram and primary key) instead of reading every company to probe a hashed
   * subquery. Plain LIKEs: several times cheaper per row than ILIKE. A part is left out where the
   * text cannot match it: an e-mail address has no spaces, a registration or phone number is looked for
   * from three digits on, without the spaces people type (docs/decisions/018-operator-company-search.md).
   */
  function searchConditions(query: OperatorCompanyQuery): SQL | undefined {
    const conditions: SQL[] = [];
    if (query.region_id !== undefined) conditions.push(eq(companies.regionId, query.region_id));
    if (query.active !== undefined) conditions.push(eq(companies.status, query.active));
    if (query.q) {
      const q = query.q.toLowerCase();
      const digits = q.replace(/\D/g, '');
      const isNumber = digits.length >= MIN_NUMBER_DIGITS;
      const compact = q.replace(/\s+/g, '');
      const matches = [sql`search_text like ${containing(q)}`];
      if (isNumber && compact !== q) matches.push(sql`search_text like ${containing(compact)}`);
      const people: SQL[] = [];
      if (!/\s/.test(q)) {
        // e-mail addresses are stored lower-cased (the contract's EmailSchema)
        people.push(sql`email like ${containing(q)}`);
      }
      if (isNumber && PHONE_LIKE.test(q)) people.push(sql`phone like ${containing(digits)}`);
      if (people.length > 0) {
        matches.push(
          sql`"companies"."id" = any(array(select company_id from users where deleted_at is null and (${sql.join(people, sql` or `)})))`,
        );
      }
      conditions.push(sql`(${sql.join(matches, sql` or `)})`);
    }
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  return {
    async search(query: OperatorCompanyQuery, page: { limit: number; offset: number }) {
      const where = searchConditions(query);
      const ownerContact = sql<{ name: string; surname: string; email: string; phone: string } | null>`(
        select json_build_object('name', o.name, 'surname', o.surname, 'email', o.email, 'phone', o.phone)
        from users o
        where o.company_id = "companies"."id" and o.deleted_at is null and o.role_id = ${ROLES.companyOwner.id}
        order by o.id limit 1)`;
      // The page and the number of matches in one pass over the matches (a window count before the
      // limit); the people's columns are then read for the page's rows only.
      const pageIds = db
        .select({ id: companies.id, total: sql<number>`(count(*) over ())::int`.as('total') })
        .from(companies)
        .where(where)
        .orderBy(...orderOf(query))
        .limit(page.limit)
        .offset(page.offset)
        .as('page_ids');
      const rows = await db
        .select({
          id: companies.id,
          uuid: companies.uuid,
          name: companies.name,
          regionId: companies.regionId,
          registrationNumber: companies.registrationNumber,
          registrationNumber2: companies.registrationNumber2,
          status: companies.status,
          points: companies.pointsBalance,
          createdAt: companies.createdAt,
          members: sql<number>`(select count(*)::int from users m where m.company_id = "companies"."id" and m.deleted_at is null)`,
          owner: ownerContact,
          total: pageIds.total,
        })
        .from(pageIds)
        .innerJoin(companies, eq(companies.id, pageIds.id))
        .orderBy(...orderOf(query));
      if (rows.length > 0 || page.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
      // a page past the last one: the count alone
      const [counted] = await db.select({ n: count() }).from(companies).where(where);
      return { rows, total: counted?.n ?? 0 };
    },

    async findCompany(uuid: string) {
      const [row] = await db.select().from(companies).where(eq(companies.uuid, uuid)).limit(1);
      return row ?? null;
    },

    /** The company row locked for the transaction: changes of one company and its team run one at a time. */
    async findCompanyForUpdate(uuid: string) {
      const [row] = await db.select().from(companies).where(eq(companies.uuid, uuid)).for('update').limit(1);
      return row ?? null;
    },

    async findCompanyById(id: number) {
      const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
      if (!row) throw new Error(`company ${id} not found`);
      return row;
    },

    async lockCompanyById(id: number): Promise<void> {
      await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).for('update');
    },

    async updateCompany(id: number, change: CompanyDataChange, now: Date) {
      const [row] = await db
        .update(companies)
        .set({ ...change, updatedAt: now })
        .where(eq(companies.id, id))
        .returning();
      if (!row) throw new Error('company update returned no row');
      return row;
    },

    async listMembers(companyId: number) {
      return db
        .select(memberColumns)
        .from(users)
        .where(liveMember(companyId))
        .orderBy(asc(users.roleId), asc(users.surname), asc(users.id));
    },

    /** A person who has not been deleted, by uuid. */
    async findMember(uuid: string) {
      const [row] = await db
        .select(memberColumns)
        .from(users)
        .where(and(eq(users.uuid, uuid), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async updateMember(id: number, change: MemberChange, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ ...change, updatedAt: now })
        .where(eq(users.id, id));
    },

    /** How many people of each role the company has besides `exceptUserId`. */
    async countRoles(companyId: number, exceptUserId: number) {
      const rows = await db
        .select({ roleId: users.roleId, n: count() })
        .from(users)
        .where(and(liveMember(companyId), ne(users.id, exceptUserId)))
        .groupBy(users.roleId);
      const of = (roleId: number) => rows.find((r) => r.roleId === roleId)?.n ?? 0;
      return { owners: of(ROLES.companyOwner.id), installers: of(ROLES.installer.id) };
    },

    /**
     * Ends the sessions of these people at once: their refresh tokens stop working, and their access
     * tokens too, which are checked against the session row on every call.
     */
    async revokeSessionsOf(userIds: SQL | number[], now: Date): Promise<void> {
      const subject = Array.isArray(userIds)
        ? inArray(authSessions.subjectId, userIds)
        : sql`${authSessions.subjectId} in ${userIds}`;
      await db
        .update(authSessions)
        .set({ revokedAt: now })
        .where(and(eq(authSessions.subjectKind, 'user'), isNull(authSessions.revokedAt), subject));
    },

    /** The ids of a company's people, as a subquery. */
    memberIdsOf(companyId: number): SQL {
      return sql`(select ${users.id} from ${users} where ${users.companyId} = ${companyId})`;
    },

    async listCertificates(companyId: number) {
      return db
        .select({
          uuid: companyCertificates.uuid,
          name: certificates.name,
          awardedOn: companyCertificates.awardedOn,
          expiresOn: companyCertificates.expiresOn,
        })
        .from(companyCertificates)
        .innerJoin(certificates, eq(certificates.id, companyCertificates.certificateId))
        .where(eq(companyCertificates.companyId, companyId))
        .orderBy(desc(companyCertificates.expiresOn), desc(companyCertificates.id));
    },

    /**
     * The ledger, newest first, each entry with the balance right after it: a running sum over the
     * company's entries in the order they were written (on points_ledger_company_created_idx).
     */
    async listLedger(companyId: number, page: { limit: number; offset: number }) {
      const running = db
        .select({
          id: pointsLedger.id,
          uuid: pointsLedger.uuid,
          createdAt: pointsLedger.createdAt,
          variation: pointsLedger.variation,
          event: pointsLedger.event,
          points: pointsLedger.points,
          reason: pointsLedger.reason,
          operatorId: pointsLedger.operatorId,
          referenceType: pointsLedger.referenceType,
          referenceId: pointsLedger.referenceId,
          balance:
            sql<number>`(sum(${pointsLedger.points}) over (order by ${pointsLedger.createdAt}, ${pointsLedger.id}))::int`.as(
              'balance',
            ),
        })
        .from(pointsLedger)
        .where(eq(pointsLedger.companyId, companyId))
        .as('running');
      return pagedRows(
        db
          .select({
            uuid: running.uuid,
            createdAt: running.createdAt,
            variation: running.variation,
            event: running.event,
            points: running.points,
            balance: running.balance,
            reason: running.reason,
            referenceType: running.referenceType,
            referenceId: running.referenceId,
            operatorUuid: operators.uuid,
            operatorName: operators.name,
          })
          .from(running)
          .leftJoin(operators, eq(operators.id, running.operatorId))
          .orderBy(desc(running.createdAt), desc(running.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.companyId, companyId)),
      );
    },

    /** The adjustment a key has already made for the company, if any. */
    async findAdjustment(companyId: number, key: string) {
      const [row] = await db
        .select({ uuid: pointsLedger.uuid })
        .from(pointsLedger)
        .where(
          and(
            eq(pointsLedger.companyId, companyId),
            eq(pointsLedger.referenceType, 'adjustment'),
            eq(pointsLedger.referenceId, key),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async listProjects(companyId: number, page: { limit: number; offset: number }) {
      return pagedRows(
        db
          .select({
            uuid: projects.uuid,
            name: projects.name,
            streetName: projects.streetName,
            city: projects.city,
            postalCode: projects.postalCode,
            status: projects.status,
            pointsAwarded: projects.pointsAwarded,
            createdAt: projects.createdAt,
            closedAt: projects.closedAt,
          })
          .from(projects)
          .where(eq(projects.companyId, companyId))
          .orderBy(desc(projects.createdAt), desc(projects.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(projects).where(eq(projects.companyId, companyId)),
      );
    },
  };
}

export type CompanyAdminRepository = ReturnType<typeof createCompanyAdminRepository>;

export type MemberRow = NonNullable<Awaited<ReturnType<CompanyAdminRepository['findMember']>>>;
