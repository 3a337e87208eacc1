import { LEAD_OPEN_STATUSES, ROLES, USER_STATUS, type LeadActor } from '@club/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { leadLostReasons } from '../../db/schema/config';
import {
  leadCompanyPrefixes,
  leadCompanySettings,
  leadEvents,
  leadProducts,
  leadRegionSettings,
  leads,
  type LeadRow,
} from '../../db/schema/leads';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { DEFAULT_LEAD_SETTINGS, type LeadDeadlineSettings } from './lead-rules';

const OPEN = [...LEAD_OPEN_STATUSES] as string[];

export interface LeadEventInput {
  leadId: number;
  actor: LeadActor;
  userId?: number | null;
  operatorId?: number | null;
  companyId: number | null;
  fromStatus: string | null;
  toStatus: string;
  reason?: string | null;
  at: Date;
}

export type LeadChanges = Partial<Omit<LeadRow, 'id' | 'uuid' | 'createdAt'>>;

export interface AssignmentCandidate {
  id: number;
  uuid: string;
  name: string;
  matchLength: number;
  lastAssignedSeq: number | null;
  openLeads: number;
  cap: number | null;
}

/** The queries of leads shared by the installer's, the operators' and the jobs' services. */
export function createLeadsRepository(db: Db) {
  return {
    async insertLead(values: typeof leads.$inferInsert): Promise<LeadRow> {
      const [row] = await db.insert(leads).values(values).returning();
      if (!row) throw new Error('lead insert returned no row');
      return row;
    },

    async insertProducts(leadId: number, lines: readonly { product: string; quantity: number }[]) {
      if (lines.length === 0) return;
      await db.insert(leadProducts).values(lines.map((l) => ({ leadId, ...l })));
    },

    async products(leadIds: readonly number[]) {
      if (leadIds.length === 0) return [];
      return db
        .select()
        .from(leadProducts)
        .where(inArray(leadProducts.leadId, [...leadIds]))
        .orderBy(asc(leadProducts.leadId), asc(leadProducts.product));
    },

    async update(leadId: number, values: LeadChanges): Promise<LeadRow> {
      const [row] = await db.update(leads).set(values).where(eq(leads.id, leadId)).returning();
      if (!row) throw new Error('lead update returned no row');
      return row;
    },

    async event(input: LeadEventInput): Promise<void> {
      await db.insert(leadEvents).values({
        leadId: input.leadId,
        actor: input.actor,
        userId: input.userId ?? null,
        operatorId: input.operatorId ?? null,
        companyId: input.companyId,
        fromStatus: input.fromStatus,
        toStatus: input.toStatus,
        reason: input.reason ?? null,
        createdAt: input.at,
      });
    },

    async history(leadId: number) {
      const result = (await db.execute(sql`
        select e.created_at as "at", e.actor, e.from_status as "from", e.to_status as "to", e.reason,
          o.name as "operatorName", c.uuid as "companyUuid", c.name as "companyName",
          u.name as "userName", u.surname as "userSurname"
        from ${leadEvents} e
        left join operators o on o.id = e.operator_id
        left join ${companies} c on c.id = e.company_id
        left join ${users} u on u.id = e.user_id
        where e.lead_id = ${leadId}
        order by e.created_at, e.id`)) as unknown as {
        rows: {
          at: string | Date;
          actor: LeadActor;
          from: string | null;
          to: string;
          reason: string | null;
          operatorName: string | null;
          companyUuid: string | null;
          companyName: string | null;
          userName: string | null;
          userSurname: string | null;
        }[];
      };
      return result.rows;
    },

    /** Companies that ever held the lead (a re-assignment skips them). */
    async formerCompanies(leadId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ companyId: leadEvents.companyId })
        .from(leadEvents)
        .where(and(eq(leadEvents.leadId, leadId), sql`${leadEvents.companyId} is not null`));
      return rows.map((r) => r.companyId).filter((id): id is number => id !== null);
    },

    /** A company's lead, locked for a move; null for another company's or an unknown uuid (404). */
    async lockForCompany(companyId: number, uuid: string): Promise<LeadRow | null> {
      const [row] = await db
        .select()
        .from(leads)
        .where(and(eq(leads.uuid, uuid), eq(leads.companyId, companyId)))
        .for('update');
      return row ?? null;
    },

    async findForCompany(companyId: number, uuid: string): Promise<LeadRow | null> {
      const [row] = await db
        .select()
        .from(leads)
        .where(and(eq(leads.uuid, uuid), eq(leads.companyId, companyId)))
        .limit(1);
      return row ?? null;
    },

    async find(uuid: string, lock = false): Promise<LeadRow | null> {
      const query = db.select().from(leads).where(eq(leads.uuid, uuid));
      const [row] = lock ? await query.for('update') : await query.limit(1);
      return row ?? null;
    },

    async lockById(id: number): Promise<LeadRow | null> {
      const [row] = await db.select().from(leads).where(eq(leads.id, id)).for('update');
      return row ?? null;
    },

    async projectUuid(projectId: number | null): Promise<string | null> {
      if (projectId === null) return null;
      const [row] = await db
        .select({ uuid: projects.uuid })
        .from(projects)
        .where(eq(projects.id, projectId))
        .limit(1);
      return row?.uuid ?? null;
    },

    async company(companyId: number) {
      const [row] = await db
        .select({
          id: companies.id,
          uuid: companies.uuid,
          name: companies.name,
          regionId: companies.regionId,
          acceptsLeads: companies.acceptsLeads,
          isAvailable: companies.isAvailable,
          status: companies.status,
        })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row ?? null;
    },

    async companyByUuid(uuid: string) {
      const [row] = await db
        .select({
          id: companies.id,
          uuid: companies.uuid,
          name: companies.name,
          regionId: companies.regionId,
          acceptsLeads: companies.acceptsLeads,
          isAvailable: companies.isAvailable,
          status: companies.status,
        })
        .from(companies)
        .where(eq(companies.uuid, uuid))
        .limit(1);
      return row ?? null;
    },

    async regionSettings(regionId: number): Promise<LeadDeadlineSettings> {
      const [row] = await db
        .select()
        .from(leadRegionSettings)
        .where(eq(leadRegionSettings.regionId, regionId))
        .limit(1);
      if (!row) return DEFAULT_LEAD_SETTINGS;
      return {
        interestHours: row.interestHours,
        contactDays: row.contactDays,
        agreementDays: row.agreementDays,
        closingDays: row.closingDays,
        reminderHours: row.reminderHours,
        openLeadsCap: row.openLeadsCap,
      };
    },

    /**
     * Serialises the assignments of one region for the rest of the transaction, so that two leads arriving
     * together never read the same round-robin position.
     */
    async lockRegionAssignments(regionId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(7301, ${regionId}::int)`);
    },

    /**
     * The companies of the region that may take a lead now (active, accepting leads, available), with the
     * longest of their postal prefixes that starts the lead's postal code (0 without prefixes) and their
     * open leads. Companies whose prefixes all miss the code are left out.
     */
    async candidates(regionId: number, postal: string, exclude: readonly number[]) {
      const excluded = exclude.length > 0 ? sql`and c.id not in (${sql.join([...exclude], sql`, `)})` : sql``;
      const result = (await db.execute(sql`
        select c.id, c.uuid, c.name,
          coalesce(max(length(p.prefix)) filter (where ${postal} like p.prefix || '%'), 0)::int as "matchLength",
          count(p.prefix)::int as "prefixCount",
          s.last_assigned_seq as "lastAssignedSeq", s.open_leads_cap as "cap",
          (select count(*)::int from ${leads} l where l.company_id = c.id
            and l.status in ${sql.raw(`(${OPEN.map((s) => `'${s}'`).join(', ')})`)}) as "openLeads"
        from ${companies} c
        left join ${leadCompanySettings} s on s.company_id = c.id
        left join ${leadCompanyPrefixes} p on p.company_id = c.id
        where c.region_id = ${regionId} and c.accepts_leads and c.availability and c.status = 1 ${excluded}
        group by c.id, s.company_id`)) as unknown as {
        rows: (Omit<AssignmentCandidate, 'lastAssignedSeq'> & {
          prefixCount: number;
          lastAssignedSeq: string | number | null;
        })[];
      };
      return result.rows
        .filter((r) => r.prefixCount === 0 || r.matchLength > 0)
        .map((r): AssignmentCandidate => ({
          id: r.id,
          uuid: r.uuid,
          name: r.name,
          matchLength: r.matchLength,
          lastAssignedSeq: r.lastAssignedSeq === null ? null : Number(r.lastAssignedSeq),
          openLeads: r.openLeads,
          cap: r.cap,
        }));
    },

    /** Takes the next round-robin number for the company. */
    async markAssigned(companyId: number, now: Date): Promise<void> {
      await db.execute(sql`
        insert into ${leadCompanySettings} (company_id, last_assigned_seq, last_assigned_at)
        values (${companyId}, nextval('lead_assignment_seq'), ${now.toISOString()}::timestamptz)
        on conflict (company_id) do update
          set last_assigned_seq = excluded.last_assigned_seq, last_assigned_at = excluded.last_assigned_at`);
    },

    /** The active owners with their e-mail, for the new-lead message. */
    async owners(companyId: number) {
      return db
        .select({ id: users.id, email: users.email, languageId: users.languageId })
        .from(users)
        .where(
          and(
            eq(users.companyId, companyId),
            eq(users.roleId, ROLES.companyOwner.id),
            eq(users.status, USER_STATUS.ACTIVE),
            isNull(users.deletedAt),
          ),
        );
    },

    async lostReason(id: number) {
      const [row] = await db
        .select({ id: leadLostReasons.id, slug: leadLostReasons.slug, name: leadLostReasons.name })
        .from(leadLostReasons)
        .where(and(eq(leadLostReasons.id, id), eq(leadLostReasons.isActive, true)))
        .limit(1);
      return row ?? null;
    },

    async userId(userUuid: string, companyId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.uuid, userUuid), eq(users.companyId, companyId)))
        .limit(1);
      return row?.id ?? null;
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
