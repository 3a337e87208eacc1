import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@club/contract';
import { maintenanceStore } from '@/lib/maintenance';
import { renderApp, setUpI18n } from '@/test/render-app';

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number) =>
  Promise.resolve(new Response(JSON.stringify({ behaviours: {} }), { status }));

describe('maintenance (spec 01 §4)', () => {
  beforeAll(() => setUpI18n('en'));
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fetchMock.mockReset();
    maintenanceStore.clear();
  });

  it('leaves any screen for /maintenance once a call answered 503, and returns home when the server answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementation(() => answer(503));
    const { router } = await renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });

    act(() => maintenanceStore.enable());

    expect(await screen.findByRole('heading', { level: 1, name: 'Maintenance' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/maintenance');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/config/public');
    expect(maintenanceStore.isActive()).toBe(true);

    // the next poll, a minute later, gets an answer
    fetchMock.mockImplementation(() => answer(200));
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.maintenancePollMs));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(maintenanceStore.isActive()).toBe(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });
  it('checks at once on "Try now", says when the app is still unavailable, and leaves once it answers', async () => {
    fetchMock.mockImplementation(() => answer(503));
    maintenanceStore.enable();
    const { router } = await renderApp('/maintenance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maintenance' })).toBeInTheDocument();
    expect(
      await screen.findByText('The app is still under maintenance. We will keep checking.'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockImplementation(() => answer(200));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try now' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(maintenanceStore.isActive()).toBe(false);
  });
});
