import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PendingSurvey } from '@club/contract';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session';
import { SESSION, stubApi } from '@/test/fetch-stub';
import { setUpI18n } from '@/test/render-app';
import { inDays, pageOf, pendingSurvey, PRIVATE_CONFIG, SURVEY_USER } from '../test/survey-fixtures';
import { PendingSurveysCard } from './pending-surveys-card';

function renderCard(surveys: PendingSurvey[]) {
  const api = stubApi({
    'GET /v1/installer/user/self': () => ({ status: 200, body: SURVEY_USER }),
    'GET /v1/config': () => ({ status: 200, body: PRIVATE_CONFIG }),
    'GET /v2/surveys': () => ({ status: 200, body: pageOf(surveys) }),
  });
  sessionStore.set(SESSION);
  const router = createMemoryRouter([{ path: '/', element: <PendingSurveysCard /> }]);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, ...api };
}

describe('PendingSurveysCard (home, spec 01 §2 Home widgets)', () => {
  beforeAll(() => setUpI18n('pl'));
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the first ready survey in the reader’s language, with open, delay and the way to the others', async () => {
    renderCard([
      pendingSurvey('later', { delayed_to: inDays(2) }),
      pendingSurvey('quality', {}, [
        { lang: 'en', title: 'Product quality', tagline: 'Five minutes' },
        { lang: 'pl', title: 'Jakość produktów', tagline: 'Pięć minut' },
      ]),
      pendingSurvey('habits'),
    ]);
    const card = await screen.findByRole('region', { name: 'Twoja opinia się liczy' });
    expect(card).toHaveTextContent('Jakość produktów');
    expect(card).toHaveTextContent('Pięć minut');
    expect(card).not.toHaveTextContent('habits title');
    expect(screen.getByRole('button', { name: 'Przypomnij później' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Otwórz ankietę/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wszystkie ankiety' })).toHaveAttribute('href', '/surveys');
  });

  it('tells the person when saving a delay failed (no connection: the PATCH gets no answer)', async () => {
    renderCard([pendingSurvey('quality')]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Przypomnij później' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Coś poszło nie tak');
    expect(screen.queryByRole('link', { name: 'Wszystkie ankiety' })).not.toBeInTheDocument();
  });

  it('renders nothing while no survey is ready', async () => {
    const { container, fetchMock } = renderCard([pendingSurvey('later', { delayed_to: inDays(2) })]);
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/v2/surveys'))).toBe(true),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
