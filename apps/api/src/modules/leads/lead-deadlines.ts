import { LEAD_EXPIRY, LEAD_OPEN_STATUSES, LINKED_NOTIFICATION_EVENTS, ROLES } from '@club/contract';
import { and, asc, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { leads, type LeadRow } from '../../db/schema/leads';
import type { Clock } from '../../lib/clock';
import type { LeadDispatch, Notify } from './lead-dispatch';
import { isOpenLead } from './lead-rules';
import { createLeadsRepository } from './leads.repository';

const BATCH = 500;
const OPEN = [...LEAD_OPEN_STATUSES] as string[];

/** The round after which a timed-out lead is not given to another company again. */
const MAX_ASSIGNMENT_ROUNDS = 2;

/**
 * ARCHITECTURE §7: the leads' jobs. A reminder goes once per status (remind_at is cleared when sent); a
 * lead past its deadline expires (new → time-out, interested → expired-interest, contacted →
 * expired-contact, agreed → expired-agreement); a timed-out lead goes to the next company once. Each lead
 * is handled in a transaction of its own under its row lock and checked again there, so a second run, or
 * two at once, change nothing more.
 */
export function createLeadDeadlines(deps: { db: Db; clock: Clock; notify: Notify; dispatch: LeadDispatch }) {
  async function due(column: typeof leads.deadlineAt | typeof leads.remindAt, now: Date): Promise<number[]> {
    const rows = await deps.db
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(isNotNull(column), lte(column, now), inArray(leads.status, OPEN), isNotNull(leads.companyId)),
      )
      .orderBy(asc(column))
      .limit(BATCH);
    return rows.map((r) => r.id);
  }

  async function remind(tx: Db, lead: LeadRow): Promise<void> {
    const agreement = lead.status === 'contacted';
    await deps.notify(tx, {
      companyId: lead.companyId as number,
      roleId: ROLES.companyOwner.id,
      event: agreement
        ? LINKED_NOTIFICATION_EVENTS.LEAD_AGREEMENT_REMINDER
        : LINKED_NOTIFICATION_EVENTS.LEAD_REMINDER,
      type: 'warning',
      title: agreement ? 'Agree with the customer' : 'A lead is waiting',
      text: agreement
        ? `Agree the installation with the customer from ${lead.city} before the deadline.`
        : `The lead from ${lead.city} waits for your next step before the deadline.`,
      ticketUuid: lead.uuid,
      params: { city: lead.city, deadline: lead.deadlineAt?.toISOString() ?? '' },
    });
  }

  return {
    /** Reminders whose time has come, each once. */
    async sendReminders(): Promise<number> {
      const now = deps.clock.now();
      let sent = 0;
      for (const id of await due(leads.remindAt, now)) {
        const done = await deps.db.transaction(async (tx) => {
          const repo = createLeadsRepository(tx);
          const lead = await repo.lockById(id);
          if (!lead || lead.remindAt === null || lead.remindAt > now || lead.companyId === null) return false;
          if (!isOpenLead(lead.status)) return false;
          await remind(tx, lead);
          await repo.update(lead.id, { remindAt: null });
          return true;
        });
        if (done) sent += 1;
      }
      return sent;
    },

    /** Leads past their deadline expire; a timed-out one goes to the next company once. */
    async expire(): Promise<{ expired: number; reassigned: number }> {
      const now = deps.clock.now();
      let expired = 0;
      let reassigned = 0;
      for (const id of await due(leads.deadlineAt, now)) {
        await deps.db.transaction(async (tx) => {
          const repo = createLeadsRepository(tx);
          const lead = await repo.lockById(id);
          if (!lead || lead.deadlineAt === null || lead.deadlineAt > now || lead.companyId === null) return;
          if (!isOpenLead(lead.status)) return;
          const to = LEAD_EXPIRY[lead.status as keyof typeof LEAD_EXPIRY];
          const moved = await deps.dispatch.move(tx, lead, to, {
            actor: 'system',
            reason: 'deadline passed',
          });
          expired += 1;
          if (to === 'time-out' && lead.assignmentRound < MAX_ASSIGNMENT_ROUNDS) {
            const { assigned } = await deps.dispatch.assign(
              tx,
              moved,
              { actor: 'system', reason: 'timed out at the previous company' },
              { exclude: await repo.formerCompanies(lead.id), onlyToCompany: true },
            );
            if (assigned) reassigned += 1;
          }
        });
      }
      return { expired, reassigned };
    },
  };
}

export type LeadDeadlines = ReturnType<typeof createLeadDeadlines>;
