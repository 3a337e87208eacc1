import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { refreshSession } from '@/lib/session-refresh';
import { SESSION, stubApi } from '@/test/fetch-stub';
import { renderApp, setUpI18n } from '@/test/render-app';
import { startEmulation } from '../api/start-emulation';
import { emulationStatus } from '../utils/emulation-status';

const EXCHANGE = 'POST /v2/installer/emulation';
const SELF = 'GET /v1/installer/user/self';
const LOGOUT = 'POST /v2/installer/user/logout';
const TICKET = 'q3Zr8p1sX0mK7vB2nY5cT9wE4aL6dH1fG3jU8iO0k2M';
const piotr = { user_id: 9, name: 'Piotr', surname: 'Zieliński', active: 1 };

describe('emulation bar (spec 01 §2 Banners, §6)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => {
    sessionStore.clear();
    emulationStatus.clear();
    vi.unstubAllGlobals();
  });

  it('exchanges the ticket, stores the session as emulated and shows whose app it is', async () => {
    const { bodiesOf, fetchMock } = stubApi({
      [EXCHANGE]: () => ({ status: 200, body: { ...SESSION, emulated: true } }),
      [SELF]: () => ({ status: 200, body: piotr }),
      [LOGOUT]: () => ({ status: 200, body: { ok: true } }),
    });
    sessionStore.set({ token: 'someone-else' });

    expect(await startEmulation(TICKET)).toBe(true);
    expect(bodiesOf(EXCHANGE)).toEqual([{ ticket: TICKET }]);
    expect(sessionStore.get()).toEqual({ ...SESSION, emulated: true });

    // a public screen, so that the bar alone is what the test is about
    const { router } = await renderApp('/settings');
    const bar = await screen.findByRole('complementary', { name: 'Test session' });
    expect(await screen.findByText('You are viewing the app as Piotr Zieliński.')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'End test session' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    const logouts = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/user/logout'));
    expect(logouts).toHaveLength(1);
    expect(new Headers(logouts[0]?.[1]?.headers).get('Authorization')).toBe(`Bearer ${SESSION.token}`);
    expect(sessionStore.get()).toBeNull();
    expect(bar).not.toBeInTheDocument();
  });

  it('shows nothing in an ordinary session', async () => {
    stubApi({ [SELF]: () => ({ status: 200, body: piotr }) });
    sessionStore.set(SESSION);
    await renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary', { name: 'Test session' })).not.toBeInTheDocument();
    expect(screen.queryByText(/viewing the app as/)).not.toBeInTheDocument();
  });

  it('signs out and explains on /login when the ticket is refused', async () => {
    stubApi({
      [EXCHANGE]: () => ({ status: 404, body: { message: 'Not found.', code: 'not_found' } }),
    });
    sessionStore.set({ token: 'someone-else' });
    window.history.replaceState(null, '', '/');

    expect(await startEmulation(TICKET)).toBe(false);
    expect(sessionStore.get()).toBeNull();
    expect(window.location.pathname).toBe('/login');
    await renderApp('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This test session link is invalid, used or expired. Ask for a new one.',
    );
  });

  it('keeps the session marked as emulated through a refresh, and a plain one plain', async () => {
    const renewed = { token: 'access.2', refresh_token: 'refresh-2', expiresAt: '2099-01-02T00:00:00.000Z' };
    stubApi({ 'POST /v2/installer/refresh': () => ({ status: 200, body: renewed }) });
    sessionStore.set({ ...SESSION, emulated: true });
    await refreshSession();
    expect(sessionStore.get()).toEqual({ ...renewed, emulated: true });

    sessionStore.set(SESSION);
    await refreshSession();
    expect(sessionStore.get()).toEqual(renewed);
  });
});
