import { randomUUID } from 'node:crypto';
import { PLATFORM_HEADER, isPlatform } from '@club/contract';
import type { FastifyRequest, RawRequestDefaultExpression } from 'fastify';

// A caller's id is kept only when it cannot smuggle anything into logs or headers.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Request id: the incoming x-request-id when it is a sane value (a proxy's id), otherwise a new uuid. */
export function genReqId(request: RawRequestDefaultExpression): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

// ARCHITECTURE §4: the emulation ticket in `?test-session=` is never logged.
const SECRET_QUERY_PARAMS = /([?&](?:test-session|token|code)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
}

/**
 * Request log fields: no headers (tokens live there) but the platform the call names (spec 01 §7) when it
 * is one of the contract's, query secrets redacted.
 */
export function serializeRequest(request: FastifyRequest) {
  const platform = request.headers[PLATFORM_HEADER];
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
    ...(isPlatform(platform) ? { platform } : {}),
  };
}

// Drizzle's query errors carry the statement's parameters in their message: the caller's values.
const QUERY_PARAMS = /\nparams: [\s\S]*$/;
const MAX_CAUSES = 3;
// PostgreSQL quotes the offending value in its messages (invalid input syntax for type integer: "…")
const SQLSTATE = /^[0-9A-Z]{5}$/;
const QUOTED = /"[^"]*"/g;

interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  code?: unknown;
  stack: string;
  cause?: LoggedError;
}

/**
 * Error log fields without the request's values: the parameters of a failed query are cut (the SQL text
 * stays, it holds placeholders only), quoted values in the database's messages are blanked (the SQLSTATE
 * code says what went wrong), and a driver's `detail` (it quotes the conflicting row) is not kept.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown', stack: '' };
  const { code, cause } = error as Error & { code?: unknown };
  let message = error.message.replace(QUERY_PARAMS, '\nparams: [redacted]');
  if (typeof code === 'string' && SQLSTATE.test(code)) message = message.replace(QUOTED, '"[redacted]"');
  // the stack starts with the message: keep only its frames
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type: error.name,
    message,
    ...(code !== undefined ? { code } : {}),
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  if (cause !== undefined && depth < MAX_CAUSES) logged.cause = serializeError(cause, depth + 1);
  return logged;
}
