import {
  LEAD_DEADLINE_DEFAULTS,
  LEAD_ERROR_CODES,
  LEAD_LIST_GROUP_STATUSES,
  LEAD_MESSAGES,
  LEAD_OPEN_STATUSES,
  REGIONS,
  USER_STATUS,
  type AdminLead,
  type AdminLeadAssign,
  type AdminLeadCompaniesQuery,
  type AdminLeadCompany,
  type AdminLeadCompanyList,
  type AdminLeadCompanySettings,
  type AdminLeadCreate,
  type AdminLeadDetail,
  type AdminLeadList,
  type AdminLeadLost,
  type AdminLeadsQuery,
  type LeadRegionSettings,
  type LeadRegionSettingsBody,
  type LeadStatus,
} from '@club/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema/companies';
import {
  leadCompanyPrefixes,
  leadCompanySettings,
  leadIntakeKeys,
  leadRegionSettings,
  leads,
  type LeadRow,
} from '../../db/schema/leads';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageMeta, pageWindow } from '../../lib/paging';
import type { OperatorActor } from '../operators/admin-settings.service';
import type { AuditService } from '../operators/audit.service';
import type { LeadDispatch } from './lead-dispatch';
import { leadValuesFrom } from './lead-intake.service';
import { DEFAULT_LEAD_SETTINGS, LEAD_OPERATOR_ACTIONABLE, normalisePostal } from './lead-rules';
import { customerOf, productsOf, type ProductRows } from './lead-views';
import { createLeadsRepository } from './leads.repository';

const NEAR_DEADLINE_MS = 24 * 3_600_000;
const OPEN = [...LEAD_OPEN_STATUSES] as string[];
const notFound = () => AppError.notFound('Lead not found.');
const finalLead = () => new AppError(409, LEAD_ERROR_CODES.leadNotOpen, LEAD_MESSAGES.leadNotOpen);
const COUNTRY_REGIONS = REGIONS.filter((r) => r.code !== 'ALL');

type CompanyRef = { uuid: string; name: string } | null;

/** The dispatch desk of the back-office (roles admin and support); every write is audited. */
export function createLeadsAdminService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  dispatch: LeadDispatch;
}) {
  const repository = createLeadsRepository(deps.db);

  async function operatorIdOf(actor: OperatorActor): Promise<number> {
    const id = await deps.audit.operatorId(actor.operatorUuid);
    if (id === null) throw AppError.unauthorized();
    return id;
  }

  async function companyRef(companyId: number | null, tx: Db = deps.db): Promise<CompanyRef> {
    if (companyId === null) return null;
    const row = await createLeadsRepository(tx).company(companyId);
    return row ? { uuid: row.uuid, name: row.name } : null;
  }

  async function detail(lead: LeadRow, tx: Db = deps.db): Promise<AdminLeadDetail> {
    const repo = createLeadsRepository(tx);
    const products = await repo.products([lead.id]);
    const history = await repo.history(lead.id);
    const lostReason = lead.lostReasonId === null ? null : await repo.lostReason(lead.lostReasonId);
    let source: string | null = null;
    if (lead.intakeKeyId !== null) {
      const [key] = await tx
        .select({ name: leadIntakeKeys.name })
        .from(leadIntakeKeys)
        .where(eq(leadIntakeKeys.id, lead.intakeKeyId))
        .limit(1);
      source = key?.name ?? null;
    }
    return {
      uuid: lead.uuid,
      status: lead.status as LeadStatus,
      region_id: lead.regionId,
      company: await companyRef(lead.companyId, tx),
      customer_info: customerOf(lead),
      products: productsOf(products, lead.id),
      extras: {
        Notes: lead.notes,
        CustomerRequested: lead.customerRequested,
        NotesFromVELUXClub: lead.clubNotes,
      },
      expected_installation_date: lead.installationDate,
      project: lead.projectId === null ? null : { uuid: (await repo.projectUuid(lead.projectId)) ?? '' },
      assignment_round: lead.assignmentRound,
      lost_reason: lostReason,
      deadline_at: lead.deadlineAt ? lead.deadlineAt.toISOString() : null,
      source,
      created_at: lead.createdAt.toISOString(),
      updated_at: lead.updatedAt.toISOString(),
      history: history.map((h) => ({
        at: new Date(h.at).toISOString(),
        actor: h.actor,
        actor_name:
          h.actor === 'operator'
            ? h.operatorName
            : h.actor === 'user' && h.userName !== null
              ? `${h.userName} ${h.userSurname ?? ''}`.trim()
              : null,
        from: h.from as LeadStatus | null,
        to: h.to as LeadStatus,
        company: h.companyUuid ? { uuid: h.companyUuid, name: h.companyName ?? '' } : null,
        reason: h.reason,
      })),
    };
  }

  /** A lead locked for an operator's move; 409 once it is final. */
  async function actionable(tx: Db, uuid: string): Promise<LeadRow> {
    const lead = await createLeadsRepository(tx).find(uuid, true);
    if (!lead) throw notFound();
    if (!LEAD_OPERATOR_ACTIONABLE.includes(lead.status as LeadStatus)) throw finalLead();
    return lead;
  }

  /** A company that may take the region's leads (active, accepting); 422 on company_uuid otherwise. */
  async function targetCompany(tx: Db, uuid: string, regionId: number): Promise<number> {
    const company = await createLeadsRepository(tx).companyByUuid(uuid);
    if (
      !company ||
      company.regionId !== regionId ||
      !company.acceptsLeads ||
      company.status !== USER_STATUS.ACTIVE
    ) {
      throw AppError.validation({ company_uuid: [LEAD_MESSAGES.companyCannotTakeLeads] });
    }
    return company.id;
  }

  async function companyStats(where: SQL | undefined, query: AdminLeadCompaniesQuery) {
    const { limit, offset } = pageWindow(query);
    const openList = sql.raw(`(${OPEN.map((s) => `'${s}'`).join(', ')})`);
    const order =
      query.sort === 'open_leads'
        ? sql`"openLeads"`
        : query.sort === 'last_assigned_at'
          ? sql`s.last_assigned_at`
          : sql`companies.name`;
    const direction = query.order === 'desc' ? sql`desc nulls last` : sql`asc nulls first`;
    const result = (await deps.db.execute(sql`
      select companies.id, companies.uuid, companies.name, companies.region_id as "regionId", companies.status, companies.accepts_leads as "acceptsLeads",
        companies.availability as "isAvailable", s.open_leads_cap as "cap", s.last_assigned_at as "lastAssignedAt",
        coalesce((select array_agg(p.prefix order by p.prefix) from ${leadCompanyPrefixes} p where p.company_id = companies.id), '{}') as "prefixes",
        st."openLeads", st."newLeads", st."total", st."timedOut", st."avgResponseHours"
      from ${companies}
      left join ${leadCompanySettings} s on s.company_id = companies.id
      left join lateral (
        select count(*) filter (where l.status in ${openList})::int as "openLeads",
          count(*) filter (where l.status = 'new')::int as "newLeads",
          count(*)::int as "total",
          (select count(*)::int from lead_events e where e.company_id = companies.id and e.to_status = 'time-out') as "timedOut",
          (avg(extract(epoch from (l.responded_at - l.assigned_at)) / 3600)
            filter (where l.responded_at is not null))::float as "avgResponseHours"
        from ${leads} l where l.company_id = companies.id
      ) st on true
      ${where ? sql`where ${where}` : sql``}
      order by ${order} ${direction}, companies.id
      limit ${limit} offset ${offset}`)) as unknown as { rows: Record<string, unknown>[] };
    const [total] = await deps.db.select({ n: count() }).from(companies).where(where);
    return { rows: result.rows, total: total?.n ?? 0 };
  }

  const toCompany = (r: Record<string, unknown>): AdminLeadCompany => ({
    uuid: String(r.uuid),
    name: String(r.name),
    region_id: Number(r.regionId),
    active: Number(r.status) === USER_STATUS.ACTIVE,
    accepts_leads: Boolean(r.acceptsLeads),
    is_available: Boolean(r.isAvailable),
    postal_prefixes: Array.isArray(r.prefixes) ? (r.prefixes as string[]) : [],
    open_leads_cap: r.cap === null || r.cap === undefined ? null : Number(r.cap),
    open_leads: Number(r.openLeads ?? 0),
    new_leads: Number(r.newLeads ?? 0),
    leads_total: Number(r.total ?? 0),
    avg_response_hours:
      r.avgResponseHours === null || r.avgResponseHours === undefined
        ? null
        : Math.round(Number(r.avgResponseHours) * 10) / 10,
    timed_out: Number(r.timedOut ?? 0),
    last_assigned_at: r.lastAssignedAt ? new Date(r.lastAssignedAt as string).toISOString() : null,
  });

  return {
    async list(query: AdminLeadsQuery): Promise<AdminLeadList> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(leads.status, query.status));
      else if (query.group)
        conditions.push(inArray(leads.status, [...LEAD_LIST_GROUP_STATUSES[query.group]]));
      if (query.unassigned) conditions.push(isNull(leads.companyId));
      if (query.near_deadline) {
        conditions.push(lte(leads.deadlineAt, new Date(deps.clock.now().getTime() + NEAR_DEADLINE_MS)));
      }
      if (query.region_id !== undefined) conditions.push(eq(leads.regionId, query.region_id));
      if (query.company) {
        const company = await repository.companyByUuid(query.company);
        if (!company) return { data: [], meta: pageMeta(query, 0) };
        conditions.push(eq(leads.companyId, company.id));
      }
      if (query.q) {
        const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const match = or(
          ilike(sql`${leads.firstName} || ' ' || ${leads.lastName}`, like),
          ilike(leads.postalCode, like),
          ilike(leads.city, like),
        );
        if (match) conditions.push(match);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const column =
        query.sort === 'deadline_at'
          ? leads.deadlineAt
          : query.sort === 'updated_at'
            ? leads.updatedAt
            : leads.createdAt;
      const order = query.order === 'asc' ? asc(column) : desc(column);
      const { limit, offset } = pageWindow(query);
      const rows = await deps.db
        .select({ lead: leads, companyUuid: companies.uuid, companyName: companies.name })
        .from(leads)
        .leftJoin(companies, eq(companies.id, leads.companyId))
        .where(where)
        .orderBy(order, desc(leads.id))
        .limit(limit)
        .offset(offset);
      const [total] = await deps.db.select({ n: count() }).from(leads).where(where);
      const products: ProductRows = await repository.products(rows.map((r) => r.lead.id));
      const data = rows.map(({ lead, companyUuid, companyName }): AdminLead => ({
        uuid: lead.uuid,
        status: lead.status as LeadStatus,
        region_id: lead.regionId,
        company: companyUuid ? { uuid: companyUuid, name: companyName ?? '' } : null,
        customer_name: `${lead.firstName} ${lead.lastName}`,
        postal_code: lead.postalCode,
        city: lead.city,
        products: productsOf(products, lead.id),
        assignment_round: lead.assignmentRound,
        deadline_at: lead.deadlineAt ? lead.deadlineAt.toISOString() : null,
        created_at: lead.createdAt.toISOString(),
        updated_at: lead.updatedAt.toISOString(),
      }));
      return { data, meta: pageMeta(query, total?.n ?? 0) };
    },

    async get(uuid: string): Promise<AdminLeadDetail> {
      const lead = await repository.find(uuid);
      if (!lead) throw notFound();
      return detail(lead);
    },

    async create(actor: OperatorActor, body: AdminLeadCreate): Promise<AdminLeadDetail> {
      const operatorId = await operatorIdOf(actor);
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const repo = createLeadsRepository(tx);
        const companyId = body.company_uuid
          ? await targetCompany(tx, body.company_uuid, body.region_id)
          : undefined;
        const created = await repo.insertLead({
          ...leadValuesFrom(body),
          clubNotes: body.NotesFromVELUXClub || null,
          createdByOperatorId: operatorId,
          createdAt: now,
          updatedAt: now,
          statusChangedAt: now,
        });
        await repo.insertProducts(created.id, body.products);
        const { lead } = await deps.dispatch.assign(
          tx,
          created,
          { actor: 'operator', operatorId },
          { isNew: true, ...(companyId === undefined ? {} : { companyId }) },
        );
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'leads.create',
          targetType: 'lead',
          targetId: lead.uuid,
          data: { region_id: lead.regionId },
          before: null,
          after: { status: lead.status, company_id: lead.companyId },
          requestId: actor.requestId,
        });
        return detail(lead, tx);
      });
    },

    /** To the named company or the next by the rules (never back to the one holding it). */
    async assign(actor: OperatorActor, uuid: string, body: AdminLeadAssign): Promise<AdminLeadDetail> {
      const operatorId = await operatorIdOf(actor);
      return deps.db.transaction(async (tx) => {
        const lead = await actionable(tx, uuid);
        const companyId = body.company_uuid
          ? await targetCompany(tx, body.company_uuid, lead.regionId)
          : undefined;
        const { lead: updated } = await deps.dispatch.assign(
          tx,
          lead,
          { actor: 'operator', operatorId, reason: body.reason ?? null },
          companyId === undefined
            ? { exclude: lead.companyId === null ? [] : [lead.companyId] }
            : { companyId },
        );
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'leads.assign',
          targetType: 'lead',
          targetId: lead.uuid,
          data: { reason: body.reason ?? null },
          before: { status: lead.status, company_id: lead.companyId },
          after: { status: updated.status, company_id: updated.companyId },
          requestId: actor.requestId,
        });
        return detail(updated, tx);
      });
    },

    async reject(actor: OperatorActor, uuid: string, reason: string): Promise<AdminLeadDetail> {
      const operatorId = await operatorIdOf(actor);
      return deps.db.transaction(async (tx) => {
        const lead = await actionable(tx, uuid);
        const updated = await deps.dispatch.move(tx, lead, 'rejected', {
          actor: 'operator',
          operatorId,
          reason,
        });
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'leads.reject',
          targetType: 'lead',
          targetId: lead.uuid,
          data: { reason },
          before: { status: lead.status },
          after: { status: 'rejected' },
          requestId: actor.requestId,
        });
        return detail(updated, tx);
      });
    },

    async markLost(actor: OperatorActor, uuid: string, body: AdminLeadLost): Promise<AdminLeadDetail> {
      const operatorId = await operatorIdOf(actor);
      return deps.db.transaction(async (tx) => {
        const lead = await actionable(tx, uuid);
        const reason = await createLeadsRepository(tx).lostReason(body.lost_reason_id);
        if (!reason) throw AppError.validation({ lost_reason_id: [LEAD_MESSAGES.lostReasonUnknown] });
        const updated = await deps.dispatch.move(
          tx,
          lead,
          'lost',
          { actor: 'operator', operatorId, reason: body.reason ?? reason.name },
          { lostReasonId: reason.id },
        );
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'leads.lost',
          targetType: 'lead',
          targetId: lead.uuid,
          data: { lost_reason: reason.slug, reason: body.reason ?? null },
          before: { status: lead.status },
          after: { status: 'lost' },
          requestId: actor.requestId,
        });
        return detail(updated, tx);
      });
    },

    async companies(query: AdminLeadCompaniesQuery): Promise<AdminLeadCompanyList> {
      const conditions: SQL[] = [];
      if (query.region_id !== undefined) conditions.push(eq(companies.regionId, query.region_id));
      if (query.accepts_leads !== undefined) conditions.push(eq(companies.acceptsLeads, query.accepts_leads));
      if (query.q)
        conditions.push(
          sql`${companies.searchText} like ${`%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
        );
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const { rows, total } = await companyStats(where, query);
      return { data: rows.map(toCompany), meta: pageMeta(query, total) };
    },

    async updateCompany(
      actor: OperatorActor,
      uuid: string,
      body: AdminLeadCompanySettings,
    ): Promise<AdminLeadCompany> {
      const operatorId = await operatorIdOf(actor);
      const company = await repository.companyByUuid(uuid);
      if (!company) throw AppError.notFound();
      const prefixes = [...new Set(body.postal_prefixes.map(normalisePostal).filter((p) => p !== ''))];
      await deps.db.transaction(async (tx) => {
        const before = await tx
          .select({ prefix: leadCompanyPrefixes.prefix })
          .from(leadCompanyPrefixes)
          .where(eq(leadCompanyPrefixes.companyId, company.id));
        await tx.delete(leadCompanyPrefixes).where(eq(leadCompanyPrefixes.companyId, company.id));
        if (prefixes.length > 0) {
          await tx
            .insert(leadCompanyPrefixes)
            .values(
              prefixes.map((prefix) => ({ companyId: company.id, regionId: company.regionId, prefix })),
            );
        }
        await tx
          .insert(leadCompanySettings)
          .values({ companyId: company.id, openLeadsCap: body.open_leads_cap })
          .onConflictDoUpdate({
            target: leadCompanySettings.companyId,
            set: { openLeadsCap: body.open_leads_cap },
          });
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'leads.company_settings',
          targetType: 'company',
          targetId: company.uuid,
          data: null,
          before: { postal_prefixes: before.map((b) => b.prefix) },
          after: { postal_prefixes: prefixes, open_leads_cap: body.open_leads_cap },
          requestId: actor.requestId,
        });
      });
      const { rows } = await companyStats(eq(companies.id, company.id), {
        page: 1,
        limit: 1,
      } as AdminLeadCompaniesQuery);
      const row = rows[0];
      if (!row) throw AppError.notFound();
      return toCompany(row);
    },

    async regionSettings(): Promise<{ data: LeadRegionSettings[] }> {
      const rows = await deps.db.select().from(leadRegionSettings);
      const byRegion = new Map(rows.map((r) => [r.regionId, r]));
      return {
        data: COUNTRY_REGIONS.map((region) => {
          const row = byRegion.get(region.id);
          return {
            region_id: region.id,
            code: region.code,
            customised: Boolean(row),
            interest_hours: row?.interestHours ?? LEAD_DEADLINE_DEFAULTS.interest_hours,
            contact_days: row?.contactDays ?? LEAD_DEADLINE_DEFAULTS.contact_days,
            agreement_days: row?.agreementDays ?? LEAD_DEADLINE_DEFAULTS.agreement_days,
            closing_days: row?.closingDays ?? LEAD_DEADLINE_DEFAULTS.closing_days,
            reminder_hours: row?.reminderHours ?? LEAD_DEADLINE_DEFAULTS.reminder_hours,
            open_leads_cap: row ? row.openLeadsCap : DEFAULT_LEAD_SETTINGS.openLeadsCap,
          };
        }),
      };
    },

    /** Applies to leads from their next move on. Audited with before and after. */
    async updateRegionSettings(
      actor: OperatorActor,
      regionId: number,
      body: LeadRegionSettingsBody,
    ): Promise<LeadRegionSettings> {
      const operatorId = await operatorIdOf(actor);
      const region = COUNTRY_REGIONS.find((r) => r.id === regionId);
      if (!region) throw AppError.notFound();
      const values = {
        interestHours: body.interest_hours,
        contactDays: body.contact_days,
        agreementDays: body.agreement_days,
        closingDays: body.closing_days,
        reminderHours: body.reminder_hours,
        openLeadsCap: body.open_leads_cap,
        updatedAt: deps.clock.now(),
      };
      await deps.db.transaction(async (tx) => {
        const before = await createLeadsRepository(tx).regionSettings(regionId);
        await tx
          .insert(leadRegionSettings)
          .values({ regionId, ...values })
          .onConflictDoUpdate({ target: leadRegionSettings.regionId, set: values });
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'leads.region_settings',
          targetType: 'region',
          targetId: String(regionId),
          data: null,
          before,
          after: body,
          requestId: actor.requestId,
        });
      });
      return { ...body, region_id: region.id, code: region.code, customised: true };
    },
  };
}

export type LeadsAdminService = ReturnType<typeof createLeadsAdminService>;
