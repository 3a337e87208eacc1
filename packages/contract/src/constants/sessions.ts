const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/**
 * ARCHITECTURE §4: one-time code and session rules. The server enforces them; the web shows the resend
 * countdown from `resendAfterMs` (spec 01 §9: 60 s).
 */
export const SESSION_POLICY = {
  codeTtlMs: 10 * MINUTE,
  codeMaxAttempts: 5,
  resendAfterMs: 60 * SECOND,
  /** Consecutive wrong codes across resends before sign-in is locked. */
  accountMaxWrongCodes: 10,
  accountLockMs: 15 * MINUTE,
  accessTokenTtlMs: 60 * MINUTE,
  refreshTokenTtlMs: 30 * DAY,
  /** Two tabs refreshing at once: the immediate predecessor still answers within this window. */
  refreshReuseGraceMs: 30 * SECOND,
  emulationTicketTtlMs: 2 * MINUTE,
} as const;

/** ARCHITECTURE §4: the query parameter carrying an emulation ticket. */
export const EMULATION_QUERY_PARAM = 'test-session';
