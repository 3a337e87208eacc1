import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../lib/session';
import { renderApp, setUpI18n } from '../test/render-app';
import { redirectTarget } from './guards';

describe('route guards (spec 01 §6)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => sessionStore.clear());

  it('sends a signed-out visitor of a protected route to /login and keeps the wanted address', async () => {
    const { router } = await renderApp('/projects/add?from=home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/projects/add?from=home' });
    expect(redirectTarget(router.state.location.state)).toBe('/projects/add?from=home');
  });

  it.each(['/login', '/register'])('sends a signed-in user away from %s to home', async (path) => {
    sessionStore.set({ token: 'token' });
    const { router } = await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens protected routes for a signed-in user', async () => {
    sessionStore.set({ token: 'token' });
    await renderApp('/support/chat/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New message' })).toBeInTheDocument();
  });

  it.each([true, false])('keeps /settings open (signed in: %s)', async (signedIn) => {
    if (signedIn) sessionStore.set({ token: 'token' });
    await renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Font size' })).toHaveAttribute('href', '/settings/font');
  });

  it('accepts only the app’s own paths as a target after sign-in', () => {
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget({ from: 'https://elsewhere.example' })).toBe('/');
    expect(redirectTarget({ from: '//elsewhere.example' })).toBe('/');
    expect(redirectTarget({ from: '/login' })).toBe('/');
    expect(redirectTarget({ from: '/shop/123' })).toBe('/shop/123');
  });
});
