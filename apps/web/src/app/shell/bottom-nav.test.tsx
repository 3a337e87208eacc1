import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '@/lib/i18n';
import { DEFAULT_SETTINGS, updateSettings } from '@/lib/settings';
import { setUpI18n } from '@/test/render-app';
import { BottomNav } from './bottom-nav';

function renderNav(path: string, unreadCount = 0) {
  const router = createMemoryRouter([{ path: '*', element: <BottomNav unreadCount={unreadCount} /> }], {
    initialEntries: [path],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Main navigation' }));
}

describe('bottom navigation (spec 01 §2)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => updateSettings(DEFAULT_SETTINGS));

  it('links home, jobs, scan, notifications and menu, and marks the current one', () => {
    const nav = renderNav('/projects/add');
    const links = nav.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Jobs', '/projects'],
      ['Scan', '/scan'],
      ['Notifications', '/notifications'],
      ['Menu', '/menu'],
    ]);
    expect(nav.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks home only on home itself', () => {
    const nav = renderNav('/');
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('opens the add-product link chosen in the settings', () => {
    updateSettings({ addProductLink: '/scan/manual' });
    const nav = renderNav('/scan/manual');
    const scan = nav.getByRole('link', { name: 'Scan' });
    expect(scan).toHaveAttribute('href', '/scan/manual');
    expect(scan).toHaveAttribute('aria-current', 'page');
  });

  it('shows and announces unread notifications', () => {
    const nav = renderNav('/', 3);
    const notifications = nav.getByRole('link', { name: 'Notifications, unread: 3' });
    expect(within(notifications).getByText('3')).toBeVisible();
  });

  it('shows no indicator without unread notifications', () => {
    const nav = renderNav('/', 0);
    const notifications = nav.getByRole('link', { name: 'Notifications' });
    expect(notifications.textContent).toBe('Notifications');
  });

  it('caps a long count in the dot but announces it in full', () => {
    const nav = renderNav('/', 120);
    const notifications = nav.getByRole('link', { name: 'Notifications, unread: 120' });
    expect(within(notifications).getByText('99+')).toBeInTheDocument();
  });
});
