const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/**
 * ARCHITECTURE §4: one-time code and session rules. The server enforces them; the web shows the resend
 * countdown from `resendAfterMs` (spec 01 §9: 60 s). `codeMaxAttempts` wrong codes end the login request
 * they were sent for, and only that one (docs/decisions/015-sign-in-requests.md).
 */
export const SESSION_POLICY = {
  codeTtlMs: 10 * MINUTE,
  codeMaxAttempts: 5,
  resendAfterMs: 60 * SECOND,
  accessTokenTtlMs: 60 * MINUTE,
  refreshTokenTtlMs: 30 * DAY,
  /** Two tabs refreshing at once: the immediate predecessor still answers within this window. */
  refreshReuseGraceMs: 30 * SECOND,
  emulationTicketTtlMs: 2 * MINUTE,
} as const;

/** ARCHITECTURE §4: the query parameter carrying an emulation ticket. */
export const EMULATION_QUERY_PARAM = 'test-session';
