import { ERROR_CODES, MESSAGES } from '@club/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseAvailability } from '../db/availability';
import { isAppError } from '../lib/app-error';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from './database-availability';

export const VALIDATION_MESSAGE = 'The given data was invalid.';

const MALFORMED_JSON = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/** `/items/0/name` → `items.0.name`; a whole-object problem is named after the part (body, querystring). */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

/** spec 01 §5, §8: validation errors are an object of field to messages; everything else `{message, code}`. */
export function groupValidationErrors(error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const field = fieldName(issue.instancePath, error.validationContext);
    (errors[field] ??= []).push(issue.message ?? VALIDATION_MESSAGE);
  }
  return errors;
}

/** The one place that turns errors into answers. A stack trace never reaches the client. */
export const errorHandlerPlugin = fp<{ availability?: DatabaseAvailability }>(
  async (app: FastifyInstance, { availability }) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        return reply.code(422).send({ message: VALIDATION_MESSAGE, errors: groupValidationErrors(error) });
      }
      if (isAppError(error) && error.fieldErrors) {
        // a refusal of its own kind keeps its code next to the fields (idempotency_key_reused)
        const code = error.code === ERROR_CODES.validation ? {} : { code: error.code };
        return reply.code(422).send({ message: VALIDATION_MESSAGE, errors: error.fieldErrors, ...code });
      }
      if (isAppError(error)) {
        if (error.retryAfterSeconds !== undefined) reply.header('retry-after', error.retryAfterSeconds);
        return reply.code(error.status).send({ message: error.message, code: error.code });
      }
      if (error.code && MALFORMED_JSON.has(error.code)) {
        return reply
          .code(400)
          .send({ message: 'The request body is not valid JSON.', code: ERROR_CODES.malformedJson });
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply
          .code(413)
          .send({ message: 'The request body is too large.', code: ERROR_CODES.payloadTooLarge });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (unsupported media type, bad content length…): safe to describe.
        request.log.info({ err: error }, 'client error');
        return reply
          .code(status)
          .send({ message: error.message, code: error.code ?? ERROR_CODES.badRequest });
      }
      if (availability?.report(error)) {
        request.log.warn({ code: (error as { code?: unknown }).code }, 'database out of reach');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ message: DATABASE_UNAVAILABLE_MESSAGE, code: ERROR_CODES.databaseUnavailable });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ message: MESSAGES.somethingWentWrong, code: ERROR_CODES.internal });
    });
  },
  { name: 'error-handler' },
);
