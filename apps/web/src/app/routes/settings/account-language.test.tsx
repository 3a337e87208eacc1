import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { languageByLocale } from '@club/contract';
import { i18n } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { ownerUser } from '@/test/fixtures/user';
import { SESSION, stubApi } from '@/test/fetch-stub';
import { renderApp, setUpI18n } from '@/test/render-app';

const SELF = 'GET /v1/installer/user/self';
const UPDATE = 'PATCH /v1/installer/user/self';
const POLISH = languageByLocale('pl')!.id;
const CZECH = languageByLocale('cs')!.id;
const NOTIFICATIONS = {
  'GET /v1/notifications': () => ({
    status: 200,
    body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 50, total: 0, unread: 0 } },
  }),
};

/** The account's language (spec 01 §7 PATCH user languages_id): what codes and e-mails are written in. */
describe('the account language', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(async () => {
    sessionStore.clear();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('is saved when a signed-in person picks a language, and the answer becomes the user', async () => {
    sessionStore.set(SESSION);
    let user = ownerUser();
    const { bodiesOf } = stubApi({
      [SELF]: () => ({ status: 200, body: user }),
      [UPDATE]: (body) => {
        user = { ...user, language: (body as { languages_id: number }).languages_id };
        return { status: 200, body: user };
      },
    });
    await renderApp('/settings/language');
    await userEvent.setup().click(await screen.findByRole('radio', { name: 'Čeština' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Jazyk' })).toBeInTheDocument();
    await vi.waitFor(() => expect(bodiesOf(UPDATE)).toEqual([{ languages_id: CZECH }]));
    expect(window.localStorage.getItem(STORAGE_KEYS.lang)).toBe('cs');
  });

  it('is not touched by a visitor who is not signed in, nor in an operator’s emulated session', async () => {
    const { fetchMock } = stubApi({});
    const { unmount } = await renderApp('/settings/language');
    await userEvent.setup().click(await screen.findByRole('radio', { name: 'Polski' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Język' })).toBeInTheDocument();
    unmount();

    sessionStore.set({ ...SESSION, emulated: true });
    await i18n.changeLanguage('en');
    await renderApp('/settings/language');
    await userEvent.setup().click(await screen.findByRole('radio', { name: 'Polski' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Język' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toEqual([]);
  });

  it('takes a language picked on this phone before signing in: the account is told, the screen stays', async () => {
    // picked on the login screen's settings, signed out
    stubApi({});
    const before = await renderApp('/settings/language');
    await userEvent.setup().click(await screen.findByRole('radio', { name: 'Čeština' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazyk' })).toBeInTheDocument();
    before.unmount();
    vi.unstubAllGlobals();

    sessionStore.set(SESSION);
    let user = ownerUser({ language: POLISH });
    const { bodiesOf } = stubApi({
      [SELF]: () => ({ status: 200, body: user }),
      [UPDATE]: (body) => {
        user = { ...user, language: (body as { languages_id: number }).languages_id };
        return { status: 200, body: user };
      },
      ...NOTIFICATIONS,
    });
    await renderApp('/notifications');
    await vi.waitFor(() => expect(bodiesOf(UPDATE)).toEqual([{ languages_id: CZECH }]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oznámení' })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.langChoice)).toBeNull();
  });

  it('leaves an operator’s emulated session in the operator’s language', async () => {
    sessionStore.set({ ...SESSION, emulated: true });
    stubApi({ [SELF]: () => ({ status: 200, body: ownerUser({ language: POLISH }) }), ...NOTIFICATIONS });
    await renderApp('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  });

  it('is applied after sign-in: a fresh phone in English switches to the account’s Polish', async () => {
    sessionStore.set(SESSION);
    stubApi({ [SELF]: () => ({ status: 200, body: ownerUser({ language: POLISH }) }), ...NOTIFICATIONS });
    await renderApp('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Powiadomienia' })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.lang)).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
  });

  it('once applied, leaves a language picked on this phone alone until the account’s changes', async () => {
    sessionStore.set(SESSION);
    let user = ownerUser({ language: POLISH });
    stubApi({ [SELF]: () => ({ status: 200, body: user }), ...NOTIFICATIONS });
    const { unmount } = await renderApp('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Powiadomienia' })).toBeInTheDocument();
    unmount();

    // English picked here while the account could not be told (no connection): the next screens keep it
    await i18n.changeLanguage('en');
    const second = await renderApp('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    second.unmount();

    // the account's language changed elsewhere (another phone): it is applied here too
    user = { ...user, language: CZECH };
    await renderApp('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oznámení' })).toBeInTheDocument();
  });
});
