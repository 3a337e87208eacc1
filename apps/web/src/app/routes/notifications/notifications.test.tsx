import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageByLocale, type Notification } from '@club/contract';
import { ownerUser } from '@/test/fixtures/user';
import { sessionStore } from '@/lib/session';
import { SESSION, stubApi } from '@/test/fetch-stub';
import { renderApp, setUpI18n } from '@/test/render-app';

const CLOSED: Notification = {
  uuid: '1b0c8f8e-7a57-4d7e-9d3a-0d6a3c3f9e11',
  type: 'info',
  mark: 0,
  title: 'Project closed',
  text: 'The project ul. Lipowa 3 is closed and earned 18 points.',
  created_at: '2026-11-20T10:00:00.000Z',
  event: 'project_closed',
  meta: { ticket_uuid: '2b0c8f8e-7a57-4d7e-9d3a-0d6a3c3f9e11' },
  params: { points: 18, project: 'ul. Lipowa 3, Kraków' },
};
const REMINDER: Notification = {
  ...CLOSED,
  uuid: '3b0c8f8e-7a57-4d7e-9d3a-0d6a3c3f9e11',
  mark: 1,
  event: 'project_installation_date_reminder',
  params: { date: '2026-11-25', project: 'ul. Krzywa 7' },
};

describe('notifications (spec 02 §2)', () => {
  beforeAll(() => setUpI18n('en'));
  beforeEach(() => sessionStore.set(SESSION));
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('expands a tapped notification, marks it read and lowers the unread indicator', async () => {
    let items = [CLOSED, REMINDER];
    const { bodiesOf } = stubApi({
      'GET /v1/installer/user/self': () => ({ status: 200, body: ownerUser() }),
      'GET /v1/notifications': () => ({
        status: 200,
        body: {
          data: items,
          meta: {
            current_page: 1,
            last_page: 1,
            per_page: 50,
            total: 2,
            unread: items.filter((n) => n.mark === 0).length,
          },
        },
      }),
      [`PATCH /v1/notifications/${CLOSED.uuid}`]: () => {
        items = items.map((n) => (n.uuid === CLOSED.uuid ? { ...n, mark: 1 } : n));
        return { status: 200, body: { ...CLOSED, mark: 1 } };
      },
    });
    const user = userEvent.setup();
    await renderApp('/notifications');
    const nav = await screen.findByRole('navigation', { name: /main/i });
    expect(await within(nav).findByText(', unread: 1')).toBeInTheDocument();

    const closed = await screen.findByRole('button', { name: /Unread: *Project closed/ });
    expect(closed).toHaveAttribute('aria-expanded', 'false');
    await user.click(closed);
    expect(closed).toHaveAttribute('aria-expanded', 'true');
    // the notice names the project and leads to it
    expect(screen.getByText('The project ul. Lipowa 3, Kraków is closed. Points earned: 18.')).toBeVisible();
    expect(
      within(closed.closest('li')!).getByRole('link', { name: 'Open the project ul. Lipowa 3, Kraków' }),
    ).toHaveAttribute('href', `/projects/${CLOSED.meta.ticket_uuid}`);
    expect(bodiesOf(`PATCH /v1/notifications/${CLOSED.uuid}`)).toEqual([{ mark: 1 }]);
    await vi.waitFor(() => expect(within(nav).queryByText(', unread: 1')).not.toBeInTheDocument());

    // a reminder links to its project; reading it again sends nothing
    await user.click(screen.getByRole('button', { name: /Installation tomorrow/ }));
    expect(screen.getByRole('link', { name: 'Open the project ul. Krzywa 7' })).toHaveAttribute(
      'href',
      `/projects/${REMINDER.meta.ticket_uuid}`,
    );
    expect(bodiesOf(`PATCH /v1/notifications/${REMINDER.uuid}`)).toEqual([]);
  });

  it('words a closed project in Polish, naming it', async () => {
    await setUpI18n('pl');
    // a Polish account: the account's language is the one applied after sign-in
    const polish = { ...ownerUser(), language: languageByLocale('pl')!.id };
    stubApi({
      'GET /v1/installer/user/self': () => ({ status: 200, body: polish }),
      'GET /v1/notifications': () => ({
        status: 200,
        body: {
          data: [{ ...CLOSED, mark: 1, params: { points: 22, project: 'Dom Kowalskich' } }],
          meta: { current_page: 1, last_page: 1, per_page: 50, total: 1, unread: 0 },
        },
      }),
    });
    const user = userEvent.setup();
    await renderApp('/notifications');
    await user.click(await screen.findByRole('button', { name: /Projekt zamknięty/ }));
    expect(screen.getByText('Projekt Dom Kowalskich został zamknięty. Zdobyte punkty: 22.')).toBeVisible();
    await setUpI18n('en');
  });

  it('words the lead notices in Polish, with the city and the deadline', async () => {
    await setUpI18n('pl');
    const polish = { ...ownerUser(), language: languageByLocale('pl')!.id };
    const lead = (uuid: string, event: string, params: Notification['params']): Notification => ({
      ...CLOSED,
      uuid,
      mark: 1,
      title: 'A lead is waiting',
      text: 'The lead waits.',
      event,
      meta: { ticket_uuid: '4b0c8f8e-7a57-4d7e-9d3a-0d6a3c3f9e11' },
      params,
    });
    stubApi({
      'GET /v1/installer/user/self': () => ({ status: 200, body: polish }),
      'GET /v1/notifications': () => ({
        status: 200,
        body: {
          data: [
            lead('5b0c8f8e-7a57-4d7e-9d3a-0d6a3c3f9e11', 'lead_new', { city: 'Gdańsk' }),
            lead('6b0c8f8e-7a57-4d7e-9d3a-0d6a3c3f9e11', 'lead_reminder', {
              city: 'Opole',
              deadline: '2026-11-27T15:30:00.000Z',
            }),
          ],
          meta: { current_page: 1, last_page: 1, per_page: 50, total: 2, unread: 0 },
        },
      }),
    });
    const user = userEvent.setup();
    await renderApp('/notifications');
    await user.click(await screen.findByRole('button', { name: /Nowe zapytanie/ }));
    expect(
      screen.getByText('Klient z miejscowości Gdańsk szuka montażysty. Odpowiedz przed terminem.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Zapytanie czeka/ }));
    expect(
      screen.getByText(/^Zapytanie z miejscowości Opole czeka na Twój następny krok\. Termin: .*27.*\.$/),
    ).toBeVisible();
    expect(screen.queryByText('The lead waits.')).not.toBeInTheDocument();
    await setUpI18n('en');
  });
});
