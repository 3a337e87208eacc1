import {
  EMULATION_MESSAGES,
  EMULATION_REFUSED_CODE,
  type EmulatedWriteAction,
  type Endpoint,
} from '@club/contract';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { UserPrincipal } from '../modules/auth/access-token';
import type { AuditService } from '../modules/operators/audit.service';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Requests refused by the emulation rule, so that the audit hook can tell them from other 403s. */
const refused = new WeakSet<FastifyRequest>();

/** The operator behind an emulated session, or null for an ordinary one (and for operators). */
export function emulatingOperatorId(request: FastifyRequest): number | null {
  const principal = request.principal;
  if (principal?.kind !== 'user') return null;
  return (principal as UserPrincipal).emulatedByOperatorId ?? null;
}

function carriesAny(body: unknown, fields: readonly string[]): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  return fields.some((field) => Object.hasOwn(record, field) && record[field] !== undefined);
}

/**
 * ARCHITECTURE §4: the endpoint's emulation rule, as a preValidation hook: it runs after the access
 * guard has set the principal and the body is parsed, and before validation, so that an emulated
 * session learns nothing from the refused endpoint's validation either.
 */
function emulationGuard(endpoint: Endpoint): preValidationAsyncHookHandler | undefined {
  const rule = endpoint.emulation;
  if (!rule || endpoint.access === 'public' || endpoint.access === 'operator') return undefined;
  return async (request) => {
    if (emulatingOperatorId(request) === null) return;
    if (rule === 'refused' || carriesAny(request.body, rule.refusedFields)) {
      refused.add(request);
      throw new AppError(403, EMULATION_REFUSED_CODE, EMULATION_MESSAGES.refused);
    }
  };
}

/**
 * Gives every contract route that declares an emulation rule its refusal hook. Register it before the
 * routes: an onRoute hook sees only routes added after it.
 */
export const emulationGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (routeOptions) => {
      const endpoint = routeOptions.config?.endpoint;
      const hook = endpoint ? emulationGuard(endpoint) : undefined;
      if (!hook) return;
      const existing = routeOptions.preValidation;
      routeOptions.preValidation = existing ? [existing, hook].flat() : hook;
    });
  },
  { name: 'emulation-guard' },
);

/**
 * ARCHITECTURE §4: every write made in an emulated session is audit-logged with the operator, the route
 * pattern and the user. Writes that succeeded and writes the emulation rule refused are recorded; other
 * failures (validation, not found) changed nothing and were not an attempt at a refused action, so they
 * would only be noise. Written in onSend, before the answer leaves: once the client sees its write
 * succeed, its record exists. A failing audit insert is logged, never turned into a failed answer for a
 * write that has already committed.
 */
/** The audit action of an emulated write: its method and route pattern. */
const emulatedWrite = (method: string, route: string) => `${method} ${route}` as EmulatedWriteAction;

export const emulationAuditPlugin = fp<{ audit: AuditService }>(
  async (app: FastifyInstance, { audit }) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const operatorId = emulatingOperatorId(request);
      if (operatorId === null || !WRITE_METHODS.has(request.method)) return payload;
      const wasRefused = refused.has(request);
      if (!wasRefused && reply.statusCode >= 400) return payload;
      const principal = request.principal as UserPrincipal;
      const body = request.body;
      try {
        await audit.record({
          operatorId,
          action: emulatedWrite(request.method, request.routeOptions.url ?? request.url.split('?')[0] ?? '/'),
          targetType: 'user',
          targetId: principal.userUuid,
          data: {
            status: reply.statusCode,
            outcome: wasRefused ? 'refused' : 'done',
            params: request.params ?? null,
            // the names of the fields sent, not their values (personal data stays out of the log)
            fields: typeof body === 'object' && body !== null ? Object.keys(body) : [],
          },
          requestId: request.id,
        });
      } catch (error) {
        request.log.error({ err: error }, 'emulation audit record failed');
      }
      return payload;
    });
  },
  { name: 'emulation-audit', dependencies: ['auth'] },
);
