import type { z } from 'zod';
import type { OperatorRole } from '../constants/roles';
import { ErrorSchema, ValidationErrorSchema } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. Every endpoint names one; the server refuses to register a route without it.
 * - public: anyone
 * - user: a signed-in installer or company owner
 * - owner: a signed-in company owner
 * - operator: a signed-in back-office operator
 */
export type AccessPolicy = 'public' | 'user' | 'owner' | 'operator';

/**
 * ARCHITECTURE §4 Emulation: what a session an operator opened as a user may not do here.
 * - 'refused': the whole endpoint answers 403 in an emulated session;
 * - { refusedFields }: 403 only when the body carries one of these fields (own consents, say), so that
 *   the rest of the endpoint stays usable.
 * Orders, card top-ups and team changes do not exist yet; their endpoints must declare 'refused' when
 * they are added. Every write made in an emulated session is audit-logged whatever this says.
 */
export type EmulationRule = 'refused' | { refusedFields: readonly string[] };

export interface Endpoint {
  method: HttpMethod;
  /** Path below `/api`, Fastify style parameters: `/v1/company/points/:id`. */
  path: string;
  access: AccessPolicy;
  /** access 'operator' only: the operator roles allowed; any operator when left out. */
  operatorRoles?: readonly OperatorRole[];
  /** Left out: allowed in an emulated session. */
  emulation?: EmulationRule;
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer and the errors particular to this endpoint; see `sharedErrorResponses`. */
  response: Partial<Record<number, z.ZodType>>;
}

/**
 * The error answers every endpoint may give, declared once here instead of on each endpoint: 500 and 503
 * anywhere, 401 and 403 where a session is needed, 422 where there is input to validate. The server adds
 * them to each route's own responses, so the OpenAPI document shows them too.
 */
export function sharedErrorResponses(
  endpoint: Pick<Endpoint, 'access' | 'params' | 'query' | 'body'>,
): Record<number, z.ZodType> {
  const responses: Record<number, z.ZodType> = { 500: ErrorSchema, 503: ErrorSchema };
  if (endpoint.access !== 'public') Object.assign(responses, { 401: ErrorSchema, 403: ErrorSchema });
  if (endpoint.params || endpoint.query || endpoint.body) responses[422] = ValidationErrorSchema;
  return responses;
}

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
export type EndpointParams<E extends Endpoint> = Infer<E['params']>;
export type EndpointQuery<E extends Endpoint> = Infer<E['query']>;
export type EndpointBody<E extends Endpoint> = Infer<E['body']>;
export type EndpointResponse<E extends Endpoint, S extends number = 200> = Infer<E['response'][S]>;

type SuccessStatus = 200 | 201 | 202 | 204;
/** The body of whichever 2xx answer the endpoint declares (201 for creations). */
export type EndpointSuccess<E extends Endpoint> = Infer<
  E['response'][Extract<keyof E['response'], SuccessStatus>]
>;

/** Fills `:name` segments of an endpoint path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
