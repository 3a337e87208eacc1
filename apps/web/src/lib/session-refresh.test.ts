import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSelf, STORAGE_KEYS } from '@club/contract';
import { SESSION, stubApi } from '../test/fetch-stub';
import { call } from './api-client';
import { sessionStore } from './session';
import { REFRESH_LOCK_NAME, refreshSession } from './session-refresh';

const REFRESH = 'POST /v2/installer/refresh';
const OLD = { token: 'old.jwt', refresh_token: 'refresh-0', expiresAt: '2026-01-01T00:00:00.000Z' };
const USER = { user_id: 7 };

/** Web Locks as browsers give them: one holder of a name at a time, the others queue. */
function stubLocks() {
  let queue = Promise.resolve();
  const request = vi.fn((_name: string, task: () => Promise<unknown>) => {
    const run = queue.then(task);
    queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  });
  vi.stubGlobal('navigator', { ...navigator, locks: { request } });
  return request;
}

describe('session refresh (spec 01 §4, ARCHITECTURE §4)', () => {
  beforeEach(() => sessionStore.set(OLD));
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('makes one network call for two concurrent refreshes, under the shared lock', async () => {
    const lock = stubLocks();
    const { bodiesOf } = stubApi({ [REFRESH]: () => ({ status: 200, body: SESSION }) });
    const [first, second] = await Promise.all([refreshSession(), refreshSession()]);
    expect(bodiesOf(REFRESH)).toEqual([{ refresh_token: 'refresh-0' }]);
    expect(first).toEqual(SESSION);
    expect(second).toEqual(SESSION);
    expect(lock).toHaveBeenCalledWith(REFRESH_LOCK_NAME, expect.any(Function));
    expect(sessionStore.get()).toEqual(SESSION);
  });

  it('skips the call when another tab already stored a new session', async () => {
    stubLocks();
    const { fetchMock } = stubApi({ [REFRESH]: () => ({ status: 200, body: SESSION }) });
    // the other tab wrote storage while this one held the old token
    window.localStorage.setItem(STORAGE_KEYS.token, JSON.stringify(SESSION));
    await expect(refreshSession(OLD.token)).resolves.toEqual(SESSION);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs out when the server refuses the refresh: token, cart and session storage', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, '{"version":1}');
    window.sessionStorage.setItem('checkout-step', '2');
    stubApi({ [REFRESH]: () => ({ status: 401, body: { message: 'Unauthorized', code: 'unauthorized' } }) });
    await expect(refreshSession()).resolves.toBeNull();
    expect(sessionStore.get()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('keeps the session when the refresh gets no answer (offline)', async () => {
    stubApi({});
    await expect(refreshSession()).resolves.toBeNull();
    expect(sessionStore.get()).toEqual(OLD);
  });

  it('retries a call that met a 401 once, with the renewed token', async () => {
    let selfCalls = 0;
    const { fetchMock } = stubApi({
      [REFRESH]: () => ({ status: 200, body: SESSION }),
      'GET /v1/installer/user/self': () =>
        ++selfCalls === 1 ? { status: 401, body: { message: 'Unauthorized' } } : { status: 200, body: USER },
    });
    await expect(call(getSelf)).resolves.toEqual(USER);
    const auth = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Authorization'));
    expect(auth).toEqual(['Bearer old.jwt', 'Bearer old.jwt', 'Bearer access.jwt']);
  });
});
