import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SURVEY_DEFAULT_DELAY_DAYS, SURVEY_DISMISSED_AT, type PendingSurvey } from '@club/contract';
import {
  inDays,
  pageOf,
  pendingSurvey,
  PRIVATE_CONFIG,
  SURVEY_USER,
} from '@/features/surveys/test/survey-fixtures';
import { sessionStore } from '@/lib/session';
import { SESSION, stubApi } from '@/test/fetch-stub';
import { renderApp, setUpI18n } from '@/test/render-app';

const DAY_MS = 24 * 60 * 60 * 1000;

function serve(surveys: PendingSurvey[]) {
  let pending = surveys;
  const api = stubApi({
    'GET /v1/installer/user/self': () => ({ status: 200, body: SURVEY_USER }),
    'GET /v1/config': () => ({ status: 200, body: PRIVATE_CONFIG }),
    'GET /v2/surveys': () => ({ status: 200, body: pageOf(pending) }),
  });
  // PATCH answers the saved item, as the server does.
  const patched = (uuid: string, body: Partial<PendingSurvey>) => {
    pending = pending.map((s) => (s.uuid === uuid ? { ...s, ...body } : s));
    return pending.find((s) => s.uuid === uuid);
  };
  const base = api.fetchMock.getMockImplementation();
  api.fetchMock.mockImplementation(async (input, init) => {
    const match = String(input).match(/\/api\/v2\/surveys\/([0-9a-f-]+)$/);
    if (init?.method === 'PATCH' && match?.[1]) {
      const body = JSON.parse(String(init.body)) as Partial<PendingSurvey>;
      return new Response(JSON.stringify(patched(match[1], body)), { status: 200 });
    }
    return base!(input, init);
  });
  const patches = () =>
    api.fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([input, init]) => ({ url: String(input), body: JSON.parse(String(init?.body)) as object }));
  return { ...api, patches };
}

describe('/surveys (spec 01 §2 Surveys, §4 Survey delay)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists only ready surveys, in the reader’s language, else English, else the first one', async () => {
    serve([
      pendingSurvey('habits', {}, [
        { lang: 'pl', title: 'Nawyki', tagline: 'Po polsku' },
        { lang: 'en', title: 'Installation habits', tagline: 'Tools and time per window' },
      ]),
      pendingSurvey('only-polish', { delayed_to: inDays(-1) }, [
        { lang: 'pl', title: 'Nowy kołnierz', tagline: 'Twoja opinia' },
      ]),
      pendingSurvey('later', { delayed_to: inDays(3) }),
      pendingSurvey('dismissed', { delayed_to: SURVEY_DISMISSED_AT }),
    ]);
    sessionStore.set(SESSION);
    await renderApp('/surveys');

    expect(await screen.findByRole('heading', { level: 2, name: 'Installation habits' })).toBeInTheDocument();
    expect(screen.getByText('Tools and time per window')).toBeInTheDocument();
    const polish = screen.getByRole('heading', { level: 2, name: 'Nowy kołnierz' });
    expect(polish.closest('[lang]')).toHaveAttribute('lang', 'pl');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('later title')).not.toBeInTheDocument();
    expect(screen.queryByText('dismissed title')).not.toBeInTheDocument();
  });

  it('shows the info notice when no survey is ready', async () => {
    serve([pendingSurvey('later', { delayed_to: inDays(3) })]);
    sessionStore.set(SESSION);
    await renderApp('/surveys');
    expect(
      await screen.findByText('You have no surveys waiting. Thank you for your answers!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it(`delays a survey by ${SURVEY_DEFAULT_DELAY_DAYS} days: it leaves the list`, async () => {
    const habits = pendingSurvey('habits');
    const { patches } = serve([habits, pendingSurvey('quality')]);
    sessionStore.set(SESSION);
    await renderApp('/surveys');
    const item = (await screen.findByRole('heading', { name: 'habits title' })).closest('article')!;
    const before = Date.now();
    await userEvent
      .setup()
      .click(within(item as HTMLElement).getByRole('button', { name: 'Remind me later' }));

    await vi.waitFor(() => expect(screen.queryByText('habits title')).not.toBeInTheDocument());
    expect(screen.getByText('quality title')).toBeInTheDocument();
    expect(
      screen.getByText('Saved. We will remind you about this survey later.').closest('[role="status"]'),
    ).not.toBeNull();
    const [patch] = patches();
    expect(patch?.url).toBe(`/api/v2/surveys/${habits.uuid}`);
    const body = patch?.body as { delayed_to: string; interacted_at: string };
    const delay = Date.parse(body.delayed_to) - Date.parse(body.interacted_at);
    expect(delay).toBe(SURVEY_DEFAULT_DELAY_DAYS * DAY_MS);
    expect(Date.parse(body.interacted_at)).toBeGreaterThanOrEqual(before);
  });

  it('opens the collector in a new window with the key, CRM id, company, country and language, then saves it', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const quality = pendingSurvey('quality/2026');
    const { patches } = serve([quality]);
    sessionStore.set(SESSION);
    await renderApp('/surveys');
    const button = await screen.findByRole('button', { name: 'Open survey (opens in a new window)' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);

    expect(open).toHaveBeenCalledTimes(1);
    const [address, target, features] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    const url = new URL(String(address));
    expect(`${url.origin}${url.pathname}`).toBe('https://collect.example.com/s/quality%2F2026');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: quality.uuid,
      crm: 'PL-104 233',
      company: 'Dachy & Nowak',
      country: 'PL',
      lang: 'en',
    });
    await vi.waitFor(() => expect(patches()).toHaveLength(1));
    expect(Object.keys(patches()[0]!.body).sort()).toEqual(['delayed_to', 'interacted_at']);

    // spec 01 §2: the survey is answered in that window, which ends on /close; the list says so, not
    // "we will remind you", and keeps a way to the survey should the window not have opened
    const status = (await screen.findByText(/The survey opened in a new window/)).closest<HTMLElement>(
      '[role="status"]',
    )!;
    expect(status).toHaveTextContent(
      'The survey opened in a new window. When you have answered it, close that window to come back here.',
    );
    expect(screen.queryByText('Saved. We will remind you about this survey later.')).not.toBeInTheDocument();
    const again = within(status).getByRole('link', { name: /Did it not open\? Open the survey/ });
    expect(again).toHaveAttribute('href', String(address));
    expect(again).toHaveAttribute('target', '_blank');
    expect(again).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
