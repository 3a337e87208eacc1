import { ERROR_CODES, MESSAGES, type ErrorCode, type LeadErrorCode } from '@club/contract';

/**
 * An expected failure a service reports to its caller. The error handler answers it as
 * `{ message, code }` with its status; anything that is not an AppError is a 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | LeadErrorCode,
    message: string,
    /** Sent as Retry-After (seconds) with 429 and 503 answers. */
    readonly retryAfterSeconds?: number,
    /** 422 only: the spec's field-to-messages object (spec 01 §5, §8). */
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(message = 'Not found.'): AppError {
    return new AppError(404, ERROR_CODES.notFound, message);
  }

  static unauthorized(message = 'Unauthenticated.'): AppError {
    return new AppError(401, ERROR_CODES.unauthorized, message);
  }

  static forbidden(message = 'This action is unauthorized.'): AppError {
    return new AppError(403, ERROR_CODES.forbidden, message);
  }

  /** 429 with Retry-After, so clients know when to try again (ARCHITECTURE §4 rate limits). */
  static tooManyRequests(
    message: string,
    retryAfterMs: number,
    code: ErrorCode = ERROR_CODES.rateLimited,
  ): AppError {
    return new AppError(429, code, message, Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }

  /**
   * 422 for rules only the server can check (uniqueness, phone validity for the region), answered in the
   * same shape as schema validation errors so clients show them on their fields.
   */
  static validation(fieldErrors: Record<string, string[]>): AppError {
    return new AppError(422, ERROR_CODES.validation, 'The given data was invalid.', undefined, fieldErrors);
  }

  /** spec 01 §8: a wrong, used or expired code answers 406. */
  static wrongCode(): AppError {
    return new AppError(406, ERROR_CODES.wrongCode, MESSAGES.wrongCode);
  }

  static internal(): AppError {
    return new AppError(500, ERROR_CODES.internal, MESSAGES.somethingWentWrong);
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
