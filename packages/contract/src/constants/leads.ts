/** spec 01 §4: every lead status. */
export const LEAD_STATUSES = [
  'new',
  'interested',
  'not-interested',
  'contacted',
  'contact-unsuccessful',
  'agreed',
  'not-agreed',
  'closed',
  'rejected',
  'time-out',
  'rejected-by-installer',
  'lost',
  'expired-interest',
  'expired-contact',
  'expired-agreement',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** spec 01 §4: the happy path, in order. */
export const LEAD_HAPPY_PATH = [
  'new',
  'interested',
  'contacted',
  'agreed',
] as const satisfies readonly LeadStatus[];

/** spec 01 §4: the bad path, as the step off each happy-path status. */
export const LEAD_BAD_PATH = {
  new: 'not-interested',
  interested: 'contact-unsuccessful',
  contacted: 'not-agreed',
} as const satisfies Partial<Record<LeadStatus, LeadStatus>>;

/** spec 01 §4: negative-final group. */
export const LEAD_NEGATIVE_FINAL_STATUSES = [
  'not-interested',
  'contact-unsuccessful',
  'not-agreed',
  'rejected',
  'rejected-by-installer',
] as const satisfies readonly LeadStatus[];

/** spec 01 §4: lost group. */
export const LEAD_LOST_STATUSES = [
  'lost',
  'expired-interest',
  'expired-contact',
  'expired-agreement',
  'time-out',
] as const satisfies readonly LeadStatus[];

/**
 * spec 01 §4 defines a fourth group (agreed, closed, rejected, time-out) without its meaning. The name is
 * ours: the statuses in which the customer's or the club's outcome is known.
 */
export const LEAD_OUTCOME_STATUSES = [
  'agreed',
  'closed',
  'rejected',
  'time-out',
] as const satisfies readonly LeadStatus[];

/** ARCHITECTURE §7: statuses from which the installer may still act. */
export const LEAD_OPEN_STATUSES = LEAD_HAPPY_PATH;

/** ARCHITECTURE §7: the moves an installer may make. */
export const LEAD_INSTALLER_TRANSITIONS = {
  new: ['interested', 'not-interested', 'rejected-by-installer'],
  interested: ['contacted', 'contact-unsuccessful', 'rejected-by-installer'],
  contacted: ['agreed', 'not-agreed', 'rejected-by-installer'],
  agreed: ['closed', 'rejected-by-installer'],
} as const satisfies Partial<Record<LeadStatus, readonly LeadStatus[]>>;

export const isLeadStatusIn = (group: readonly LeadStatus[], status: string): status is LeadStatus =>
  (group as readonly string[]).includes(status);
