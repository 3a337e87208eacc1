import {
  buildPath,
  PLATFORM_HEADER,
  TIMINGS,
  WEB_PLATFORM,
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
import { maintenanceStore } from './maintenance';
import { queryClient } from './query-client';
import { userKeys } from './query-keys';
import { sessionStore } from './session';

export const API_BASE = '/api';
/** spec 01 §7: every call names the platform it comes from (the contract's header and value). */
const PLATFORM_HEADERS = { [PLATFORM_HEADER]: WEB_PLATFORM } as const;

/** Headers of the calls made with `fetch` itself (files up and down): the platform and the token. */
export function fileCallHeaders(): Record<string, string> {
  const token = sessionStore.getToken();
  return { ...PLATFORM_HEADERS, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

type QueryScalar = string | number | boolean;
type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;

export interface CallOptions<E extends Endpoint> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  /** Aborting it rejects the call with the synthetic status 499 (spec 01 §8). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** false for the session calls themselves: a 401 there must not start another refresh. */
  authRetry?: boolean;
  /**
   * A token to send instead of the stored one: the steps after the code (spec 01 §2 Login 4) call the API
   * before the session is stored. Such a call is never renewed by the stored session's refresh token.
   */
  token?: string;
}

/** Arrays repeat their key (`content_types=news&content_types=video`); empty values are left out. */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

function buildHeaders(hasBody: boolean, explicitToken?: string): Headers {
  const headers = new Headers({ Accept: 'application/json', ...PLATFORM_HEADERS });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = explicitToken ?? sessionStore.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
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

/** spec 01 §4, §8: 503 switches the app to maintenance, 401 refetches the user. */
export function onFailure(status: number): void {
  if (status === 503) maintenanceStore.enable();
  // the user query itself may be the call that failed; refetching it from inside would loop
  if (status === 401 && queryClient.isFetching({ queryKey: userKeys.all }) === 0) {
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
  }
}

export async function request<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E>,
): Promise<EndpointSuccess<E>> {
  const { signal } = options;
  if (signal?.aborted) throw new ApiError({ status: CANCELLED_STATUS, code: CLIENT_ERROR_CODES.cancelled });

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? TIMINGS.httpTimeoutMs);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });

  const path = buildPath(endpoint.path, options.params as Record<string, string | number> | undefined);
  const hasBody = options.body !== undefined;
  try {
    const response = await fetch(buildUrl(path, options.query as Record<string, QueryValue> | undefined), {
      method: endpoint.method,
      headers: buildHeaders(hasBody, options.token),
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
 * One request without the renewal after a 401: for the session calls themselves, which `call` would
 * otherwise renew with the very session they are renewing.
 */
export async function callOnce<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<EndpointSuccess<E>> {
  try {
    return await request(endpoint, options);
  } catch (error) {
    if (isApiError(error)) onFailure(error.status);
    throw error;
  }
}
