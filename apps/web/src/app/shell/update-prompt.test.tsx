import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { checkForUpdate, startServiceWorker } from '@/lib/service-worker';
import { registrations } from '@/test/pwa-register-stub';
import { setUpI18n } from '@/test/render-app';
import { UpdatePrompt } from './update-prompt';

function renderWithWaitingWorker() {
  render(
    <I18nextProvider i18n={i18n}>
      <button type="button">Before</button>
      <UpdatePrompt />
    </I18nextProvider>,
  );
  screen.getByRole('button', { name: 'Before' }).focus();
  const registration = registrations.at(-1);
  registration?.update.mockClear();
  act(() => registration?.options.onNeedRefresh?.());
  return registration;
}

describe('update dialog (spec 01 §7)', () => {
  beforeAll(async () => {
    await setUpI18n('en');
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    startServiceWorker();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('appears when a new worker waits, holds the focus, and activates it on accept', async () => {
    const user = userEvent.setup();
    const registration = renderWithWaitingWorker();

    expect(screen.getByRole('dialog', { name: 'Update available' })).toBeInTheDocument();
    const accept = screen.getByRole('button', { name: 'Update now' });
    expect(accept).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Later' })).toHaveFocus();
    await user.tab();
    expect(accept).toHaveFocus();

    await user.click(accept);
    expect(registration?.update).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });

  it('closes on Escape without activating the worker', async () => {
    const user = userEvent.setup();
    const registration = renderWithWaitingWorker();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(registration?.update).not.toHaveBeenCalled();
  });

  it('checks the worker file without cache and updates only on a 200 answer', async () => {
    const update = vi.fn(() => Promise.resolve());
    const registration = { installing: null, update } as unknown as ServiceWorkerRegistration;
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response('', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);

    await checkForUpdate('/sw.js', registration);
    expect(fetchMock).toHaveBeenCalledWith('/sw.js', expect.objectContaining({ cache: 'no-store' }));
    expect(update).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    await checkForUpdate('/sw.js', registration);
    expect(update).toHaveBeenCalledTimes(1);
  });
});
