import { z } from 'zod';

/** Body of every non-validation error answer. */
export const ErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ApiError = z.infer<typeof ErrorSchema>;

/** 422: the spec's field-to-messages object (spec 01 §5, §8). */
export const ValidationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationError = z.infer<typeof ValidationErrorSchema>;

/** Stable error codes the server sends with `{ message, code }`; the web translates by code. */
export const ERROR_CODES = {
  validation: 'validation_failed',
  malformedJson: 'malformed_json',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  maintenance: 'maintenance',
  /** The database did not answer in time or refused the connection: try again shortly (503). */
  databaseUnavailable: 'database_unavailable',
  rateLimited: 'rate_limited',
  payloadTooLarge: 'payload_too_large',
  timeout: 'timeout',
  internal: 'internal_error',
  /** Sign-in of an account that is deactivated, or whose company is (spec 01 §4: terms declined). */
  accountInactive: 'account_inactive',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
