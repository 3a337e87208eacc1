import {
  LEAD_DEADLINE_DEFAULTS,
  LEAD_INSTALLER_TRANSITIONS,
  LEAD_OPEN_STATUSES,
  isLeadStatusIn,
  type LeadStatus,
} from '@club/contract';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A region's lead deadlines (docs/decisions/030-leads.md). */
export interface LeadDeadlineSettings {
  interestHours: number;
  contactDays: number;
  agreementDays: number;
  closingDays: number;
  reminderHours: number;
  openLeadsCap: number | null;
}

export const DEFAULT_LEAD_SETTINGS: LeadDeadlineSettings = {
  interestHours: LEAD_DEADLINE_DEFAULTS.interest_hours,
  contactDays: LEAD_DEADLINE_DEFAULTS.contact_days,
  agreementDays: LEAD_DEADLINE_DEFAULTS.agreement_days,
  closingDays: LEAD_DEADLINE_DEFAULTS.closing_days,
  reminderHours: LEAD_DEADLINE_DEFAULTS.reminder_hours,
  openLeadsCap: LEAD_DEADLINE_DEFAULTS.open_leads_cap,
};

/** The statuses operators may still reject, mark lost or give to another company. */
export const LEAD_OPERATOR_ACTIONABLE: readonly LeadStatus[] = [...LEAD_OPEN_STATUSES, 'time-out'];

const TRANSITIONS: Readonly<Record<string, readonly LeadStatus[] | undefined>> = LEAD_INSTALLER_TRANSITIONS;

/** ARCHITECTURE §7: the moves an installer may make from a status (none from a final one). */
export const installerMovesFrom = (status: string): readonly LeadStatus[] =>
  Object.prototype.hasOwnProperty.call(TRANSITIONS, status) ? (TRANSITIONS[status] ?? []) : [];

export const isOpenLead = (status: string): boolean => isLeadStatusIn(LEAD_OPEN_STATUSES, status);

/**
 * When an open lead in `status` stops waiting, and when its reminder goes (`reminderHours` before, or
 * half-way when the window is shorter than that). An agreed lead waits until `closingDays` after the
 * installation day. Null for final statuses and for a lead no company holds.
 */
export function stageTimes(
  status: string,
  since: Date,
  settings: LeadDeadlineSettings,
  installationDate: string | null,
): { deadlineAt: Date | null; remindAt: Date | null } {
  let deadline: number;
  switch (status) {
    case 'new':
      deadline = since.getTime() + settings.interestHours * HOUR_MS;
      break;
    case 'interested':
      deadline = since.getTime() + settings.contactDays * DAY_MS;
      break;
    case 'contacted':
      deadline = since.getTime() + settings.agreementDays * DAY_MS;
      break;
    case 'agreed': {
      const day = installationDate ? Date.parse(`${installationDate}T23:59:59Z`) : since.getTime();
      deadline = Math.max(day, since.getTime()) + settings.closingDays * DAY_MS;
      break;
    }
    default:
      return { deadlineAt: null, remindAt: null };
  }
  const window = deadline - since.getTime();
  const before = Math.min(settings.reminderHours * HOUR_MS, window / 2);
  return { deadlineAt: new Date(deadline), remindAt: new Date(deadline - before) };
}

/** Postal codes compare without spaces and hyphens, in upper case. */
export const normalisePostal = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();
