import type { Endpoint, EndpointSuccess } from '@club/contract';
import { isApiError } from './api-error';
import { onFailure, request, type CallOptions } from './api-request';
import { sessionStore } from './session';

export { fileCallHeaders } from './api-request';

/**
 * ARCHITECTURE §4, spec 01 §4: a 401 on a call made with a token that a refresh token can renew is
 * retried once with the renewed session; otherwise the 401 refetches the user as before.
 */
async function renewAfter401(sentToken: string | null, options: CallOptions<Endpoint>): Promise<boolean> {
  if (options.authRetry === false || options.token !== undefined) return false;
  if (!sentToken || !sessionStore.get()?.refresh_token) return false;
  // loaded on demand: the refresh call's schemas stay out of the entry chunk (README, Budget)
  const { refreshSession } = await import('./session-refresh');
  return (await refreshSession(sentToken)) !== null;
}

/** The one way the app talks to the API: typed by the contract's endpoint object. */
export async function call<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<EndpointSuccess<E>> {
  const sentToken = sessionStore.getToken();
  try {
    return await request(endpoint, options);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 401 && (await renewAfter401(sentToken, options as CallOptions<Endpoint>))) {
      return call(endpoint, { ...options, authRetry: false });
    }
    onFailure(error.status);
    throw error;
  }
}
