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

/** The lists the installer's leads screen shows: the open leads, and the archive of the others. */
export const LEAD_LIST_GROUPS = ['open', 'new', 'archive', 'negative', 'lost', 'outcome'] as const;
export type LeadListGroup = (typeof LEAD_LIST_GROUPS)[number];

const ALL_STATUSES: readonly LeadStatus[] = LEAD_STATUSES;
/** The statuses of each list group; `archive` is every status the installer can no longer act on. */
export const LEAD_LIST_GROUP_STATUSES: Record<LeadListGroup, readonly LeadStatus[]> = {
  open: LEAD_OPEN_STATUSES,
  new: ['new'],
  archive: ALL_STATUSES.filter((s) => !isLeadStatusIn(LEAD_OPEN_STATUSES, s)),
  negative: LEAD_NEGATIVE_FINAL_STATUSES,
  lost: LEAD_LOST_STATUSES,
  outcome: LEAD_OUTCOME_STATUSES,
};

/**
 * spec 02 §3: the products a customer asks about; each has a `{product}_windows_number` quantity and an
 * `EmailFor{product}` address in the brand's form. The keys are ours.
 */
export const LEAD_PRODUCTS = ['RoofWindows', 'FlatRoofWindows', 'SunTunnels', 'Blinds', 'Flashings'] as const;
export type LeadProduct = (typeof LEAD_PRODUCTS)[number];

/** Who moved a lead (lead history). */
export const LEAD_ACTORS = ['user', 'operator', 'system', 'intake'] as const;
export type LeadActor = (typeof LEAD_ACTORS)[number];

/** Input limits of a lead. */
export const LEAD_LIMITS = {
  nameMaxLength: 100,
  streetMaxLength: 200,
  postalCodeMaxLength: 16,
  cityMaxLength: 100,
  phoneMaxLength: 32,
  emailMaxLength: 254,
  notesMaxLength: 2000,
  reasonMaxLength: 500,
  quantityMax: 999,
  productsMax: LEAD_PRODUCTS.length,
  idempotencyKeyMaxLength: 128,
  intakeKeyNameMaxLength: 100,
  postalPrefixMaxLength: 10,
  postalPrefixesMax: 200,
} as const;

/**
 * The deadlines of a region (docs/decisions/030-leads.md), used when the region has no settings of its
 * own: a new lead must be answered within `interest_hours`, an interested customer contacted within
 * `contact_days`, a contacted one agreed within `agreement_days`, and an agreed lead closed within
 * `closing_days` after its installation date. A reminder goes `reminder_hours` before each deadline.
 */
export const LEAD_DEADLINE_DEFAULTS = {
  interest_hours: 48,
  contact_days: 5,
  agreement_days: 30,
  closing_days: 14,
  reminder_hours: 24,
  /** Open leads a company may hold at once; null: no cap. */
  open_leads_cap: null as number | null,
} as const;

export const LEAD_DEADLINE_LIMITS = {
  interest_hours: { min: 1, max: 720 },
  contact_days: { min: 1, max: 90 },
  agreement_days: { min: 1, max: 365 },
  closing_days: { min: 1, max: 365 },
  reminder_hours: { min: 1, max: 240 },
  open_leads_cap: { min: 1, max: 10_000 },
} as const;

/**
 * What a lead becomes when the deadline of its status passes: an unanswered new lead times out (and goes
 * to the next company once), the others expire.
 */
export const LEAD_EXPIRY = {
  new: 'time-out',
  interested: 'expired-interest',
  contacted: 'expired-contact',
  agreed: 'expired-agreement',
} as const satisfies Record<(typeof LEAD_OPEN_STATUSES)[number], LeadStatus>;

/** An installer's move names its allowed moves when refused. */
export const LEAD_MESSAGES = {
  moveNotAllowed: 'This lead cannot be moved to that status.',
  installationDateRequired: 'Choose the installation date.',
  installationDatePast: 'The installation date cannot be in the past.',
  leadNotOpen: 'This lead can no longer be changed.',
  intakeKeyInvalid: 'The API key is missing, wrong or revoked.',
  idempotencyKeyReused: 'This Idempotency-Key was used with another lead.',
  companyCannotTakeLeads: 'This company does not take leads in the lead’s region.',
  lostReasonUnknown: 'Choose one of the lost reasons.',
} as const;

/** Headers of the public intake call. */
export const LEAD_INTAKE_HEADERS = {
  apiKey: 'x-api-key',
  idempotencyKey: 'idempotency-key',
} as const;

/** The codes of the leads' refusals, next to `ERROR_CODES`. */
export const LEAD_ERROR_CODES = {
  /** 422: the move is not in the state machine; `errors.status` names the allowed moves. */
  moveNotAllowed: 'lead_move_not_allowed',
  /** 409: the lead is final (or, for the date, not agreed). */
  leadNotOpen: 'lead_not_open',
  /** 401 of the intake call. */
  intakeKeyInvalid: 'intake_key_invalid',
} as const;
