// How every client of the API (the installers' app, the back-office) makes one call of an endpoint: the
// URL from the endpoint's path and query, JSON in and out, the time limit and cancelling, and a failure as
// the contract's error. The apps add their headers and what a failure means to them (renewal, maintenance).
import { TIMINGS } from '../constants/timings';
import {
  ApiCallError,
  CANCELLED_STATUS,
  CLIENT_ERROR_CODES,
  NETWORK_STATUS,
  TIMEOUT_STATUS,
  toApiError,
} from './api-error';
import {
  buildPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointSuccess,
} from './endpoint';

type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;

/** Arrays repeat their key (`content_types=news&content_types=video`); empty values are left out. */
export function endpointUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const qs = search.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

export interface EndpointCall<E extends Endpoint> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  /** Aborting it rejects the call with the synthetic status 499 (spec 01 §8). */
  signal?: AbortSignal;
  /** The call's time limit; 30 s (TIMINGS.httpTimeoutMs) when left out. */
  timeoutMs?: number;
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

/**
 * One call, as it is (no renewal, no retry): its JSON answer, or an `ApiCallError` with the server's
 * status and body, or with our own status when no answer came (cancelled 499, timed out 408, network 0).
 */
export async function fetchEndpoint<E extends Endpoint>(
  base: string,
  endpoint: E,
  call: EndpointCall<E>,
  headers: Record<string, string>,
): Promise<EndpointSuccess<E>> {
  const { signal } = call;
  const cancelled = () => new ApiCallError({ status: CANCELLED_STATUS, code: CLIENT_ERROR_CODES.cancelled });
  if (signal?.aborted) throw cancelled();

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, call.timeoutMs ?? TIMINGS.httpTimeoutMs);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });

  const path = buildPath(endpoint.path, call.params as Record<string, string | number> | undefined);
  const hasBody = call.body !== undefined;
  try {
    const response = await fetch(
      endpointUrl(base, path, call.query as Record<string, QueryValue> | undefined),
      {
        method: endpoint.method,
        headers: {
          Accept: 'application/json',
          ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        body: hasBody ? JSON.stringify(call.body) : undefined,
        signal: controller.signal,
        credentials: 'same-origin',
      },
    );
    const payload = await readBody(response);
    if (!response.ok) throw toApiError(response.status, payload, response.headers.get('Retry-After'));
    return payload as EndpointSuccess<E>;
  } catch (error) {
    if (error instanceof ApiCallError) throw error;
    if (timedOut) throw new ApiCallError({ status: TIMEOUT_STATUS, code: CLIENT_ERROR_CODES.timeout });
    if (signal?.aborted) throw cancelled();
    throw new ApiCallError({ status: NETWORK_STATUS, code: CLIENT_ERROR_CODES.network });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
