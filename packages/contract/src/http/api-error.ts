// The error every client of the API (the installers' app, the back-office) rejects a failed call with,
// and how a reply becomes one: one definition, so both apps read the server's answers the same way.
import { MESSAGES } from '../constants/messages';

/** spec 01 §8: a request cancelled by its caller answers with this synthetic status. */
export const CANCELLED_STATUS = 499;
/** Our own status for a request that hit the 30 s timeout; the server never sends it. */
export const TIMEOUT_STATUS = 408;
/** No answer at all (offline, DNS, connection reset). */
export const NETWORK_STATUS = 0;

/** Codes the client gives to failures that never reached the server's error model. */
export const CLIENT_ERROR_CODES = {
  cancelled: 'request_cancelled',
  timeout: 'timeout',
  network: 'network_error',
} as const;

export type FieldErrors = Record<string, string[]>;

/**
 * Every failed call rejects with this: the contract's `{ message, code }` or `{ message, errors }`. The apps
 * import it as `ApiError` (lib/api-error.ts); here that name is the type of the body (http/errors.ts).
 */
export class ApiCallError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: FieldErrors | undefined;
  /** Seconds the server asked to wait (Retry-After of a 429), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    message?: string;
    code?: string;
    errors?: FieldErrors;
    retryAfterSeconds?: number;
  }) {
    super(init.message || MESSAGES.somethingWentWrong);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export const isApiError = (error: unknown): error is ApiCallError => error instanceof ApiCallError;

/**
 * The server answered and refused (4xx), as opposed to no answer, a timeout, a cancel or a server fault.
 * spec 01 §4 logs out on a failed refresh or self-fetch; a phone offline on a roof must not lose its session.
 */
export function isServerRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const { status } = error;
  return status >= 400 && status < 500 && status !== TIMEOUT_STATUS && status !== CANCELLED_STATUS;
}

/** Retry-After is seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseFieldErrors(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const texts = list.filter((m): m is string => typeof m === 'string' && m.length > 0);
    if (texts.length > 0) errors[field] = texts;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** spec 01 §8: without a usable body the message is the generic one. */
export function toApiError(status: number, body: unknown, retryAfter: string | null = null): ApiCallError {
  const record = isRecord(body) ? body : {};
  return new ApiCallError({
    status,
    message: typeof record.message === 'string' ? record.message : undefined,
    code: typeof record.code === 'string' ? record.code : undefined,
    errors: parseFieldErrors(record.errors),
    retryAfterSeconds: parseRetryAfter(retryAfter),
  });
}
