import {
  buildPath,
  TIMINGS,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointSuccess,
} from '@club/contract';
import {
  ApiError,
  CANCELLED_STATUS,
  CLIENT_ERROR_CODES,
  isApiError,
  NETWORK_STATUS,
  TIMEOUT_STATUS,
  toApiError,
} from './api-error';
import { refreshSession } from './session-refresh';
import { sessionStore } from './session';

export const API_BASE = '/api';

type QueryScalar = string | number | boolean;
type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;

export interface CallOptions<E extends Endpoint> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** false for the session calls themselves: a 401 there must not start a refresh. */
  authRetry?: boolean;
}

/** Arrays repeat their key; empty values are left out. */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** One request, as it is: the contract's error model on failure, our own codes for no answer. */
async function request<E extends Endpoint>(endpoint: E, options: CallOptions<E>, token: string | null) {
  const { signal } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? TIMINGS.httpTimeoutMs);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });

  const path = buildPath(endpoint.path, options.params as Record<string, string | number> | undefined);
  const headers = new Headers({ Accept: 'application/json' });
  const hasBody = options.body !== undefined;
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    const response = await fetch(buildUrl(path, options.query as Record<string, QueryValue> | undefined), {
      method: endpoint.method,
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const payload = await readBody(response);
    if (!response.ok) throw toApiError(response.status, payload, response.headers.get('Retry-After'));
    return payload as EndpointSuccess<E>;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError({ status: TIMEOUT_STATUS, code: CLIENT_ERROR_CODES.timeout });
    if (signal?.aborted) throw new ApiError({ status: CANCELLED_STATUS, code: CLIENT_ERROR_CODES.cancelled });
    throw new ApiError({ status: NETWORK_STATUS, code: CLIENT_ERROR_CODES.network });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/**
 * The one way the back-office talks to the API, typed by the contract's endpoint object. A 401 on a call
 * made with the stored session is retried once after renewing it (one refresh for every tab); when the
 * renewal is refused, the session is gone and the app returns to sign-in.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<EndpointSuccess<E>> {
  const sentToken = sessionStore.getToken();
  try {
    return await request(endpoint, options, sentToken);
  } catch (error) {
    if (!isApiError(error) || error.status !== 401 || options.authRetry === false || !sentToken) throw error;
    const renewed = await refreshSession(sentToken);
    if (!renewed) throw error;
    return request(endpoint, options, renewed.token);
  }
}
