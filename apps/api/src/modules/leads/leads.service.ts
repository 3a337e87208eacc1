import {
  LEAD_ERROR_CODES,
  LEAD_LIST_GROUP_STATUSES,
  LEAD_MESSAGES,
  LEAD_OPEN_STATUSES,
  PROJECT_DEFAULT_DAYS_LEFT,
  PROJECT_STATUS,
  addDaysToInstant,
  isoDay,
  type LeadArchive,
  type LeadDetail,
  type LeadList,
  type LeadMove,
  type LeadsQuery,
  type LeadsSummary,
} from '@club/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { leads, type LeadRow } from '../../db/schema/leads';
import { projects } from '../../db/schema/projects';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageMeta, pageWindow } from '../../lib/paging';
import { createProjectsRepository } from '../projects/projects.repository';
import type { LeadDispatch } from './lead-dispatch';
import { installerMovesFrom, isOpenLead, stageTimes } from './lead-rules';
import { toLeadDetail, toLeadSummary } from './lead-views';
import { createLeadsRepository } from './leads.repository';

/** Who is asking: the signed-in owner of a company. */
export interface LeadsCaller {
  userUuid: string;
  companyId: number;
}

const leadNotFound = () => AppError.notFound('Lead not found.');
const notOpen = () => new AppError(409, LEAD_ERROR_CODES.leadNotOpen, LEAD_MESSAGES.leadNotOpen);

/**
 * spec 02 leads of the installer app: the owner of a company that accepts leads sees its leads and moves
 * them along ARCHITECTURE §7's machine. Another company's lead answers 404.
 */
export function createLeadsService(deps: { db: Db; clock: Clock; dispatch: LeadDispatch }) {
  const repository = createLeadsRepository(deps.db);

  /** spec 01 §3: leads only for a company that accepts them; otherwise 403. */
  async function checkAccepts(companyId: number): Promise<void> {
    const [row] = await deps.db
      .select({ acceptsLeads: companies.acceptsLeads })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    if (!row?.acceptsLeads) throw AppError.forbidden();
  }

  async function detail(lead: LeadRow, tx: Db = deps.db): Promise<LeadDetail> {
    const repo = createLeadsRepository(tx);
    const products = await repo.products([lead.id]);
    return toLeadDetail(lead, products, await repo.projectUuid(lead.projectId));
  }

  async function ownLead(caller: LeadsCaller, uuid: string): Promise<LeadRow> {
    await checkAccepts(caller.companyId);
    const lead = await repository.findForCompany(caller.companyId, uuid);
    if (!lead) throw leadNotFound();
    return lead;
  }

  function checkDate(day: string): void {
    if (day < isoDay(deps.clock.now())) {
      throw AppError.validation({ expected_installation_date: [LEAD_MESSAGES.installationDatePast] });
    }
  }

  /** The customer's scheduled project: an open one of the company at the same address, or a new one. */
  async function scheduleProject(tx: Db, lead: LeadRow, caller: LeadsCaller, day: string): Promise<number> {
    const repo = createProjectsRepository(tx);
    const now = deps.clock.now();
    const [existing] = await tx
      .select({ id: projects.id, status: projects.status })
      .from(projects)
      .where(
        and(
          eq(projects.companyId, caller.companyId),
          inArray(projects.status, [PROJECT_STATUS.SCHEDULED, PROJECT_STATUS.IN_PROGRESS]),
          sql`lower(${projects.streetName}) = lower(${lead.street})`,
          eq(projects.postalCode, lead.postalCode),
        ),
      )
      .orderBy(desc(projects.updatedAt))
      .limit(1);
    if (existing) {
      if (existing.status === PROJECT_STATUS.SCHEDULED) {
        await repo.update(existing.id, { installationDate: day, reminderSentAt: null, updatedAt: now });
      }
      return existing.id;
    }
    const context = await repo.findCompanyContext(caller.companyId);
    const project = await repo.insert({
      companyId: caller.companyId,
      userUuid: caller.userUuid,
      name: `${lead.firstName} ${lead.lastName}`,
      streetName: lead.street,
      city: lead.city,
      postalCode: lead.postalCode,
      status: PROJECT_STATUS.SCHEDULED,
      installationDate: day,
      deadlineAt: addDaysToInstant(now, context?.daysLeft ?? PROJECT_DEFAULT_DAYS_LEFT),
      now,
    });
    return project.id;
  }

  return {
    checkAccepts,

    async list(caller: LeadsCaller, query: LeadsQuery): Promise<LeadList> {
      await checkAccepts(caller.companyId);
      const statuses = query.status ? [query.status] : [...LEAD_LIST_GROUP_STATUSES[query.group]];
      const where = and(eq(leads.companyId, caller.companyId), inArray(leads.status, statuses));
      const { limit, offset } = pageWindow(query);
      const rows = await deps.db
        .select()
        .from(leads)
        .where(where)
        .orderBy(desc(leads.updatedAt), desc(leads.id))
        .limit(limit)
        .offset(offset);
      const [total] = await deps.db.select({ n: count() }).from(leads).where(where);
      const products = await repository.products(rows.map((r) => r.id));
      return { data: rows.map((r) => toLeadSummary(r, products)), meta: pageMeta(query, total?.n ?? 0) };
    },

    async summary(caller: LeadsCaller): Promise<LeadsSummary> {
      await checkAccepts(caller.companyId);
      const [row] = await deps.db
        .select({
          newCount: sql<number>`count(*) filter (where ${leads.status} = 'new')::int`,
          openCount: count(),
        })
        .from(leads)
        .where(and(eq(leads.companyId, caller.companyId), inArray(leads.status, [...LEAD_OPEN_STATUSES])));
      return { new_count: row?.newCount ?? 0, open_count: row?.openCount ?? 0 };
    },

    async get(caller: LeadsCaller, uuid: string): Promise<LeadDetail> {
      return detail(await ownLead(caller, uuid));
    },

    async archive(caller: LeadsCaller, uuid: string): Promise<LeadArchive> {
      const lead = await ownLead(caller, uuid);
      const history = await repository.history(lead.id);
      return {
        lead: await detail(lead),
        history: history.map((h) => ({
          at: new Date(h.at).toISOString(),
          actor: h.actor,
          from: h.from as LeadArchive['history'][number]['from'],
          to: h.to as LeadArchive['history'][number]['to'],
          reason: h.actor === 'user' ? h.reason : null,
        })),
      };
    },

    /**
     * ARCHITECTURE §7: the installer's move. Agreed needs the installation date (today or later) and
     * schedules the customer's project.
     */
    async move(caller: LeadsCaller, uuid: string, body: LeadMove): Promise<LeadDetail> {
      await checkAccepts(caller.companyId);
      const userId = await repository.userId(caller.userUuid, caller.companyId);
      if (userId === null) throw AppError.unauthorized();
      return deps.db.transaction(async (tx) => {
        const repo = createLeadsRepository(tx);
        const lead = await repo.lockForCompany(caller.companyId, uuid);
        if (!lead) throw leadNotFound();
        const allowed = installerMovesFrom(lead.status);
        if (!allowed.includes(body.status)) {
          const names = allowed.length > 0 ? allowed.join(', ') : 'none';
          throw new AppError(422, LEAD_ERROR_CODES.moveNotAllowed, LEAD_MESSAGES.moveNotAllowed, undefined, {
            status: [`${LEAD_MESSAGES.moveNotAllowed} Allowed: ${names}.`],
          });
        }
        const changes: Partial<LeadRow> = {};
        if (body.status === 'agreed') {
          const day = body.expected_installation_date;
          if (!day) {
            throw AppError.validation({
              expected_installation_date: [LEAD_MESSAGES.installationDateRequired],
            });
          }
          checkDate(day);
          changes.installationDate = day;
          changes.projectId = await scheduleProject(tx, lead, caller, day);
        }
        const moved = await deps.dispatch.move(tx, lead, body.status, { actor: 'user', userId }, changes);
        return detail(moved, tx);
      });
    },

    /** spec 02 §7 PATCH lead: the note, while the lead is open. */
    async updateNote(caller: LeadsCaller, uuid: string, note: string | null): Promise<LeadDetail> {
      await checkAccepts(caller.companyId);
      return deps.db.transaction(async (tx) => {
        const repo = createLeadsRepository(tx);
        const lead = await repo.lockForCompany(caller.companyId, uuid);
        if (!lead) throw leadNotFound();
        if (!isOpenLead(lead.status)) throw notOpen();
        const updated = await repo.update(lead.id, {
          clubNotes: note === null || note === '' ? null : note,
          updatedAt: deps.clock.now(),
        });
        return detail(updated, tx);
      });
    },

    /** spec 02 §7 PATCH lead installation date: an agreed lead's; its scheduled project follows. */
    async setInstallationDate(caller: LeadsCaller, uuid: string, day: string): Promise<LeadDetail> {
      await checkAccepts(caller.companyId);
      checkDate(day);
      return deps.db.transaction(async (tx) => {
        const repo = createLeadsRepository(tx);
        const lead = await repo.lockForCompany(caller.companyId, uuid);
        if (!lead) throw leadNotFound();
        if (lead.status !== 'agreed') throw notOpen();
        const settings = await repo.regionSettings(lead.regionId);
        const times = stageTimes('agreed', lead.statusChangedAt, settings, day);
        const now = deps.clock.now();
        if (lead.projectId !== null) {
          await tx
            .update(projects)
            .set({ installationDate: day, reminderSentAt: null, updatedAt: now })
            .where(and(eq(projects.id, lead.projectId), eq(projects.status, PROJECT_STATUS.SCHEDULED)));
        }
        const updated = await repo.update(lead.id, {
          installationDate: day,
          deadlineAt: times.deadlineAt,
          remindAt: lead.remindAt === null ? null : times.remindAt,
          updatedAt: now,
        });
        return detail(updated, tx);
      });
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
