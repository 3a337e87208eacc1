import {
  endpointUrl,
  fetchEndpoint,
  type Endpoint,
  type EndpointCall,
  type EndpointSuccess,
  type QueryValue,
} from '@club/contract';
import { isApiError } from './api-error';
import { refreshSession } from './session-refresh';
import { sessionStore } from './session';

export const API_BASE = '/api';

export interface CallOptions<E extends Endpoint> extends EndpointCall<E> {
  /** false for the session calls themselves: a 401 there must not start a refresh. */
  authRetry?: boolean;
}

/** A URL of the API: the path and its query (arrays repeat their key; empty values are left out). */
export const buildUrl = (path: string, query?: Record<string, QueryValue>): string =>
  endpointUrl(API_BASE, path, query);

/** One request, as it is, with the session's token when there is one. */
function request<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E>,
  token: string | null,
): Promise<EndpointSuccess<E>> {
  return fetchEndpoint(API_BASE, endpoint, options, token ? { Authorization: `Bearer ${token}` } : {});
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
