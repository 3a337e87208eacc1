import { LINKED_NOTIFICATION_EVENTS, ROLES, type LeadActor, type LeadStatus } from '@club/contract';
import type { Db } from '../../db/database';
import type { LeadRow } from '../../db/schema/leads';
import type { Clock } from '../../lib/clock';
import type { NewNotice } from '../notifications/notifications.repository';
import type { OutboxService } from '../outbox/outbox.service';
import { newLeadMail } from './lead-messages';
import { normalisePostal, stageTimes } from './lead-rules';
import { createLeadsRepository, type AssignmentCandidate, type LeadChanges } from './leads.repository';

export type Notify = (tx: Db, notice: NewNotice) => Promise<unknown>;

export interface LeadActorRef {
  actor: LeadActor;
  userId?: number | null;
  operatorId?: number | null;
  reason?: string | null;
}

/** Round robin: the longest postal match first, then the company given a lead least recently. */
export function pickCompany(
  candidates: readonly AssignmentCandidate[],
  regionCap: number | null,
): AssignmentCandidate | null {
  const free = candidates.filter((c) => {
    const cap = c.cap ?? regionCap;
    return cap === null || c.openLeads < cap;
  });
  free.sort(
    (a, b) =>
      b.matchLength - a.matchLength || (a.lastAssignedSeq ?? -1) - (b.lastAssignedSeq ?? -1) || a.id - b.id,
  );
  return free[0] ?? null;
}

/**
 * ARCHITECTURE §7: giving leads to companies and moving them, each move recorded in lead_events, all in
 * the caller's transaction.
 */
export function createLeadDispatch(deps: { clock: Clock; notify: Notify; outbox: OutboxService }) {
  /** The owners' notice (lead_new) and e-mail; the e-mail names the city only, not the customer. */
  async function announce(tx: Db, lead: LeadRow, companyId: number): Promise<void> {
    const repo = createLeadsRepository(tx);
    await deps.notify(tx, {
      companyId,
      roleId: ROLES.companyOwner.id,
      event: LINKED_NOTIFICATION_EVENTS.LEAD_NEW,
      title: 'New lead',
      text: `A customer from ${lead.city} is looking for an installer. Answer before the deadline.`,
      ticketUuid: lead.uuid,
      params: { city: lead.city },
    });
    for (const owner of await repo.owners(companyId)) {
      await deps.outbox.enqueueMessageIn(tx, {
        channel: 'email',
        recipient: owner.email,
        ...newLeadMail(owner.languageId, lead.city),
        kind: 'notification',
      });
    }
  }

  /**
   * Gives the lead to a company: the named one, or the next by the rules (excluding `exclude`). The lead
   * starts again as new with the region's interest deadline. Without a company it waits, unassigned, at
   * the dispatch desk. The region's assignments are serialised by an advisory lock.
   */
  async function assign(
    tx: Db,
    lead: LeadRow,
    by: LeadActorRef,
    options: {
      companyId?: number;
      exclude?: readonly number[];
      isNew?: boolean;
      /** Leave the lead as it is when no company can take it. */
      onlyToCompany?: boolean;
    } = {},
  ): Promise<{ lead: LeadRow; assigned: boolean }> {
    const repo = createLeadsRepository(tx);
    const now = deps.clock.now();
    await repo.lockRegionAssignments(lead.regionId);
    const settings = await repo.regionSettings(lead.regionId);
    let companyId = options.companyId ?? null;
    if (companyId === null) {
      const candidates = await repo.candidates(
        lead.regionId,
        normalisePostal(lead.postalCode),
        options.exclude ?? [],
      );
      companyId = pickCompany(candidates, settings.openLeadsCap)?.id ?? null;
    }
    const from = options.isNew ? null : (lead.status as LeadStatus);
    if (companyId === null && options.onlyToCompany) return { lead, assigned: false };
    if (companyId === null) {
      const updated = await repo.update(lead.id, {
        companyId: null,
        status: 'new',
        assignedAt: null,
        respondedAt: null,
        deadlineAt: null,
        remindAt: null,
        projectId: null,
        statusChangedAt: now,
        updatedAt: now,
      });
      if (options.isNew || lead.companyId !== null || lead.status !== 'new') {
        await repo.event({
          leadId: lead.id,
          ...by,
          companyId: null,
          fromStatus: from,
          toStatus: 'new',
          at: now,
        });
      }
      return { lead: updated, assigned: false };
    }
    await repo.markAssigned(companyId, now);
    const times = stageTimes('new', now, settings, null);
    const updated = await repo.update(lead.id, {
      companyId,
      status: 'new',
      assignmentRound: lead.assignmentRound + 1,
      assignedAt: now,
      respondedAt: null,
      projectId: lead.companyId === companyId ? lead.projectId : null,
      statusChangedAt: now,
      deadlineAt: times.deadlineAt,
      remindAt: times.remindAt,
      updatedAt: now,
    });
    await repo.event({ leadId: lead.id, ...by, companyId, fromStatus: from, toStatus: 'new', at: now });
    await announce(tx, updated, companyId);
    return { lead: updated, assigned: true };
  }

  /** A move to `to`, with the new status's deadlines, recorded. */
  async function move(
    tx: Db,
    lead: LeadRow,
    to: LeadStatus,
    by: LeadActorRef,
    changes: LeadChanges = {},
  ): Promise<LeadRow> {
    const repo = createLeadsRepository(tx);
    const now = deps.clock.now();
    const settings = await repo.regionSettings(lead.regionId);
    const installationDate =
      changes.installationDate !== undefined ? changes.installationDate : lead.installationDate;
    const times =
      lead.companyId === null
        ? { deadlineAt: null, remindAt: null }
        : stageTimes(to, now, settings, installationDate);
    const updated = await repo.update(lead.id, {
      ...changes,
      status: to,
      statusChangedAt: now,
      respondedAt: lead.respondedAt ?? (by.actor === 'user' ? now : null),
      deadlineAt: times.deadlineAt,
      remindAt: times.remindAt,
      updatedAt: now,
    });
    await repo.event({
      leadId: lead.id,
      ...by,
      companyId: lead.companyId,
      fromStatus: lead.status,
      toStatus: to,
      at: now,
    });
    return updated;
  }

  return { assign, move, announce };
}

export type LeadDispatch = ReturnType<typeof createLeadDispatch>;
