import { randomUUID } from 'node:crypto';
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

/** Request log fields: no headers (tokens live there), query secrets redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}
