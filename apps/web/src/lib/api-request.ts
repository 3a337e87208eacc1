import {
  fetchEndpoint,
  PLATFORM_HEADER,
  WEB_PLATFORM,
  type Endpoint,
  type EndpointCall,
  type EndpointSuccess,
} from '@club/contract';
import { isApiError } from './api-error';
import { maintenanceStore } from './maintenance';
import { queryClient } from './query-client';
import { userKeys } from './query-keys';
import { sessionStore } from './session';

export const API_BASE = '/api';
/** spec 01 §7: every call names the platform it comes from (the contract's header and value). */
const PLATFORM_HEADERS = { [PLATFORM_HEADER]: WEB_PLATFORM } as const;

/** The platform and the token: the given one, else the stored one. */
function callHeaders(token = sessionStore.getToken()): Record<string, string> {
  return { ...PLATFORM_HEADERS, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

/** Headers of the calls made with `fetch` itself (files up and down). */
export const fileCallHeaders = (): Record<string, string> => callHeaders();

export interface CallOptions<E extends Endpoint> extends EndpointCall<E> {
  /** false for the session calls themselves: a 401 there must not start another refresh. */
  authRetry?: boolean;
  /**
   * A token to send instead of the stored one: the steps after the code (spec 01 §2 Login 4) call the API
   * before the session is stored. Such a call is never renewed by the stored session's refresh token.
   */
  token?: string;
}

/** spec 01 §4, §8: 503 switches the app to maintenance, 401 refetches the user. */
export function onFailure(status: number): void {
  if (status === 503) maintenanceStore.enable();
  // the user query itself may be the call that failed; refetching it from inside would loop
  if (status === 401 && queryClient.isFetching({ queryKey: userKeys.all }) === 0) {
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
  }
}

/** One request, as it is, with the platform and the token. */
export function request<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E>,
): Promise<EndpointSuccess<E>> {
  return fetchEndpoint(API_BASE, endpoint, options, callHeaders(options.token));
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
