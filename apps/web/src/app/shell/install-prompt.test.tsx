import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { setUpI18n } from '@/test/render-app';
import { InstallPrompt } from './install-prompt';
import { clearDeferredInstallPrompt, listenForInstallPrompt } from './install-prompt-events';

function fireInstallEvent() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

function renderAt(path: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <InstallPrompt />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('install prompt (spec 01 §7)', () => {
  beforeAll(async () => {
    await setUpI18n('en');
    listenForInstallPrompt();
    sessionStore.set({ token: 'token' });
  });

  afterAll(() => sessionStore.clear());

  it('offers installation when the browser allows it, and remembers a dismissal', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const event = fireInstallEvent();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('region', { name: 'Install the app' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Install the app' })).not.toBeInTheDocument();
    expect(Number(window.localStorage.getItem(STORAGE_KEYS.webInstallPromptedAt))).toBeGreaterThan(0);
    act(() => clearDeferredInstallPrompt());
  });

  it('opens the browser’s own dialog on Install', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const event = fireInstallEvent();
    await user.click(screen.getByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Install the app' })).not.toBeInTheDocument();
  });

  it('waits for the sign-in', () => {
    sessionStore.clear();
    renderAt('/login');
    fireInstallEvent();
    expect(screen.queryByRole('region', { name: 'Install the app' })).not.toBeInTheDocument();
    act(() => clearDeferredInstallPrompt());
    sessionStore.set({ token: 'token' });
  });

  it('stays hidden on /close', () => {
    renderAt('/close');
    fireInstallEvent();
    expect(screen.queryByRole('region', { name: 'Install the app' })).not.toBeInTheDocument();
    act(() => clearDeferredInstallPrompt());
  });

  it('stays hidden within 30 days of the last prompt', () => {
    window.localStorage.setItem(STORAGE_KEYS.webInstallPromptedAt, String(Date.now() - 1000));
    renderAt('/');
    fireInstallEvent();
    expect(screen.queryByRole('region', { name: 'Install the app' })).not.toBeInTheDocument();
    act(() => clearDeferredInstallPrompt());
  });
});
