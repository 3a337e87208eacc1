import {
  sharedErrorResponses,
  type AccessPolicy,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
} from '@club/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { OperatorPrincipal, UserPrincipal } from '../modules/auth/access-token';
import type { GuardOptions } from '../plugins/auth';
import { AppError } from './app-error';

type PrincipalFor<A extends AccessPolicy> = A extends 'user' | 'owner'
  ? UserPrincipal
  : A extends 'operator'
    ? OperatorPrincipal
    : null;

type ResponseBody<E extends Endpoint> = {
  [S in keyof E['response']]: E['response'][S] extends z.ZodType ? z.output<E['response'][S]> : never;
}[keyof E['response']];

export interface RouteContext<E extends Endpoint> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  principal: PrincipalFor<E['access']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers with the body, or with the reply it has sent itself (a kept answer, decision 034). */
export type RouteHandler<E extends Endpoint> = (
  context: RouteContext<E>,
) => Promise<ResponseBody<E> | FastifyReply>;

/**
 * Registers a contract endpoint: the contract's zod schemas validate params, query, body and the
 * response, and its access policy is enforced before anything else (ARCHITECTURE §4).
 * Call inside the plugin registered with the `/api` prefix.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  guard: GuardOptions = {},
): void {
  // A body is parsed before any handler runs: its errors would reach a revoked session (see GuardOptions).
  if (guard.sessionCheckedByHandler && endpoint.body) {
    throw new Error(
      `${endpoint.method} ${endpoint.path}: sessionCheckedByHandler needs a route without a body`,
    );
  }
  // Invalid params or query reach the handler (attached, not thrown), which checks the session first.
  const checksSessionBeforeValidation = Boolean(
    guard.sessionCheckedByHandler && (endpoint.params || endpoint.query),
  );
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, endpoint },
    schema: {
      ...(endpoint.summary ? { summary: endpoint.summary } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      response: { ...sharedErrorResponses(endpoint), ...endpoint.response },
    },
    onRequest: app.accessGuard(endpoint.access, { ...guard, operatorRoles: endpoint.operatorRoles }),
    ...(checksSessionBeforeValidation ? { attachValidation: true } : {}),
    handler: async (request, reply) => {
      if (checksSessionBeforeValidation && request.validationError) {
        const { principal } = request;
        if (!principal || !(await app.isSessionLive(principal))) throw AppError.unauthorized();
        throw request.validationError;
      }
      return handler({
        params: request.params as EndpointParams<E>,
        query: request.query as EndpointQuery<E>,
        body: request.body as EndpointBody<E>,
        principal: request.principal as PrincipalFor<E['access']>,
        request,
        reply,
      });
    },
  });
}
