import { ERROR_CODES, MESSAGES } from '@club/contract';

/**
 * An expected failure a service reports to its caller. The error handler answers it as
 * `{ message, code }` with its status; anything that is not an AppError is a 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
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

  static internal(): AppError {
    return new AppError(500, ERROR_CODES.internal, MESSAGES.somethingWentWrong);
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
