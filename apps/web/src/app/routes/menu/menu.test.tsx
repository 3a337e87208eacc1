import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '@club/contract';
import { installerUser } from '@/test/fixtures/user';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { sessionStore } from '@/lib/session';
import { SESSION, stubApi } from '@/test/fetch-stub';
import { renderApp, setUpI18n } from '@/test/render-app';

const SELF = 'GET /v1/installer/user/self';
const LOGOUT = 'POST /v2/installer/user/logout';
const user = (active: number) => installerUser({ name: 'Anna', active: active as User['active'] });

describe('signed-in session (spec 01 §4)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('logs out from the menu: revokes on the server, clears token and cart, opens /login', async () => {
    const { fetchMock } = stubApi({
      [SELF]: () => ({ status: 200, body: user(1) }),
      [LOGOUT]: () => ({ status: 200, body: { ok: true } }),
    });
    sessionStore.set(SESSION);
    window.localStorage.setItem(STORAGE_KEYS.cart, '{"version":1}');
    const { router } = await renderApp('/menu');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/user/logout'))).toHaveLength(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('logs out a user who is not ACTIVE', async () => {
    stubApi({ [SELF]: () => ({ status: 200, body: user(2) }) });
    sessionStore.set(SESSION);
    await renderApp('/menu');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
  });

  it('logs out when the self-fetch is refused', async () => {
    stubApi({ [SELF]: () => ({ status: 403, body: { message: 'Forbidden', code: 'forbidden' } }) });
    sessionStore.set(SESSION);
    await renderApp('/menu');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('keeps the session when the self-fetch gets no answer (offline on a roof)', async () => {
    stubApi({});
    sessionStore.set(SESSION);
    await renderApp('/menu');
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(sessionStore.get()).toEqual(SESSION);
  });
});
