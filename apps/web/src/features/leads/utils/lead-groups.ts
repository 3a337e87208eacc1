import {
  LEAD_LOST_STATUSES,
  LEAD_NEGATIVE_FINAL_STATUSES,
  LEAD_OPEN_STATUSES,
  isLeadStatusIn,
  type LeadStatus,
} from '@club/contract';

/**
 * spec 01 §4: the list's groups. The spec's groups overlap (agreed is on the happy path and among the
 * outcomes; rejected and time-out sit in two groups each), so the list takes them in this order and every
 * status lands in exactly one tab: the happy path is still open, `closed` is the one won outcome, then the
 * negative-final group, then the lost group.
 */
export const LEAD_GROUPS = ['open', 'closed', 'declined', 'lost'] as const;
export type LeadGroup = (typeof LEAD_GROUPS)[number];

export function leadGroupOf(status: string): LeadGroup {
  if (isLeadStatusIn(LEAD_OPEN_STATUSES, status)) return 'open';
  if (status === 'closed') return 'closed';
  if (isLeadStatusIn(LEAD_NEGATIVE_FINAL_STATUSES, status)) return 'declined';
  if (isLeadStatusIn(LEAD_LOST_STATUSES, status)) return 'lost';
  // a status the app does not know yet is shown where nothing can be done with it
  return 'lost';
}

/** Leads split by group, each keeping the order the server gave. */
export function groupLeads<T extends { status: string }>(leads: readonly T[]): Record<LeadGroup, T[]> {
  const groups: Record<LeadGroup, T[]> = { open: [], closed: [], declined: [], lost: [] };
  for (const lead of leads) groups[leadGroupOf(lead.status)].push(lead);
  return groups;
}

/** Open leads are worked on at /leads/{uuid}; the others are read at /leads/{uuid}/archive. */
export function leadPath(lead: { uuid: string; status: string }): string {
  return leadGroupOf(lead.status) === 'open' ? `/leads/${lead.uuid}` : `/leads/${lead.uuid}/archive`;
}

/**
 * spec 01 §4: the bad path's steps and the installer's own rejection end the lead for good; the app asks
 * before taking them.
 */
export function isNegativeMove(to: LeadStatus | string): boolean {
  return isLeadStatusIn(LEAD_NEGATIVE_FINAL_STATUSES, to);
}
