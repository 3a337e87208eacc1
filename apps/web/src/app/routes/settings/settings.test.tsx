import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { LOCALE_NAMES } from '@/lib/locale-names';
import { settingsStore, DEFAULT_SETTINGS } from '@/lib/settings';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderApp, setUpI18n } from '@/test/render-app';

describe('settings pages', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(async () => {
    settingsStore.set({ ...DEFAULT_SETTINGS });
    await i18n.changeLanguage('en');
  });

  it('applies and keeps the chosen font size', async () => {
    const user = userEvent.setup();
    await renderApp('/settings/font');
    const group = await screen.findByRole('group', { name: 'Text size' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['14', '17', '20']);
    expect(screen.getByRole('radio', { name: '14 px' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: '20 px' }));

    expect(screen.getByRole('radio', { name: '20 px' })).toBeChecked();
    expect(document.documentElement.style.fontSize).toBe('20px');
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.settings) ?? '{}') as {
      fontSize?: number;
    };
    expect(stored.fontSize).toBe(20);
  });

  it('lists the 17 languages by their own names and switches the whole page', async () => {
    const user = userEvent.setup();
    await renderApp('/settings/language');
    const group = await screen.findByRole('group', { name: 'App language' });
    expect(within(group).getAllByRole('radio')).toHaveLength(17);
    for (const name of Object.values(LOCALE_NAMES))
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Polski' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Język' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Polski' })).toBeChecked();
    expect(document.documentElement.lang).toBe('pl');
    expect(window.localStorage.getItem(STORAGE_KEYS.lang)).toBe('pl');
  });

  it('offers the reload-app button', async () => {
    await renderApp('/settings/other');
    expect(await screen.findByRole('button', { name: 'Reload app' })).toBeInTheDocument();
    expect(screen.getByText('Version 3.5.7')).toBeInTheDocument();
  });

  it('shows the login page in Polish after the language changed', async () => {
    await i18n.changeLanguage('pl');
    await renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ustawienia' })).toHaveAttribute('href', '/settings');
  });
});
