import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { SESSION, stubApi, type Reply } from '@/test/fetch-stub';
import { renderApp, setUpI18n } from '@/test/render-app';

const SELF = 'GET /v1/installer/user/self';
const LIST = 'GET /v1/content';
const user = { user_id: 7, name: 'Piotr', active: 1, region: 10 };
const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const news = (n: number) => ({
  uuid: uuidOf(n),
  type: 'news',
  content: { title: `Article ${n}`, youtube: null },
  media: { thumbnail: n % 2 ? '/content/roof-window.svg' : null },
  published_at: new Date(Date.UTC(2026, 10, 30 - n, 9)).toISOString(),
  updated_at: new Date(Date.UTC(2026, 10, 30 - n, 9)).toISOString(),
});

const page = (from: number, to: number, current: number, total: number) => ({
  status: 200,
  body: {
    data: Array.from({ length: to - from + 1 }, (_, i) => news(from + i)),
    meta: { current_page: current, last_page: Math.ceil(total / 20), per_page: 20, total },
  },
});

const contentCalls = (fetchMock: ReturnType<typeof stubApi>['fetchMock']) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/v1/content'));

describe('news (spec 02 §2 News)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('lists 20 news a page with title and date, and shows more on request', async () => {
    const pages = [page(1, 20, 1, 23), page(21, 23, 2, 23)];
    const { fetchMock } = stubApi({
      [SELF]: () => ({ status: 200, body: user }),
      [LIST]: () => pages.shift() ?? { status: 500 },
    });
    sessionStore.set(SESSION);
    await renderApp('/news');

    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: 'Article 1' });
    expect(first).toHaveAttribute('href', `/news/${uuidOf(1)}`);
    const card = first.closest('article') as HTMLElement;
    expect(within(card).getByText('November 29, 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Article / })).toHaveLength(20);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more news' }));
    expect(await screen.findByRole('link', { name: 'Article 23' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Article / })).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Show more news' })).not.toBeInTheDocument();
    expect(contentCalls(fetchMock)).toEqual([
      '/api/v1/content?content_types=news&visible=1&page=1&limit=20',
      '/api/v1/content?content_types=news&visible=1&page=2&limit=20',
    ]);
  });

  it('says so when there is no news, and offers a retry when the list fails', async () => {
    const replies: Reply[] = [{ status: 500, body: { message: 'Boom', code: 'internal' } }, page(1, 0, 1, 0)];
    stubApi({
      [SELF]: () => ({ status: 200, body: user }),
      [LIST]: () => replies.shift() ?? { status: 500 },
    });
    sessionStore.set(SESSION);
    await renderApp('/news');
    expect(await screen.findByText('The news could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There is no news yet.')).toBeInTheDocument();
  });

  it('shows an article with its date and sanitised HTML, and the way back to /news', async () => {
    const html =
      '<p>Fit the collar first.</p><ul><li>Less heat loss</li></ul><p><a href="https://example.org/guide">The guide</a></p>' +
      '<script>window.__xss = 1</script><img src="x" alt="" onerror="window.__xss = 1"><a href="javascript:alert(1)">Bad</a>';
    stubApi({
      [SELF]: () => ({ status: 200, body: user }),
      [`GET /v1/content/${uuidOf(3)}`]: () => ({
        status: 200,
        body: { ...news(3), content: { title: 'Insulation collars', text: html, youtube: null } },
      }),
    });
    sessionStore.set(SESSION);
    const { container } = await renderApp(`/news/${uuidOf(3)}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Insulation collars' })).toBeInTheDocument();
    expect(screen.getByText('Fit the collar first.')).toBeInTheDocument();
    expect(screen.getByText('Less heat loss')).toBeInTheDocument();
    expect(screen.getByText('November 27, 2026')).toBeInTheDocument();
    const guide = screen.getByRole('link', { name: 'The guide' });
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('Bad')).not.toHaveAttribute('href');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('goes back to /news from an article opened by a deep link', async () => {
    stubApi({
      [SELF]: () => ({ status: 200, body: user }),
      [LIST]: () => page(1, 3, 1, 3),
      [`GET /v1/content/${uuidOf(3)}`]: () => ({
        status: 200,
        body: { ...news(3), content: { title: 'Insulation collars', text: '<p>Text</p>', youtube: null } },
      }),
    });
    sessionStore.set(SESSION);
    const { router } = await renderApp(`/news/${uuidOf(3)}`);
    await screen.findByRole('heading', { level: 1, name: 'Insulation collars' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/news');
  });

  it('tells that an unknown article is not available', async () => {
    stubApi({
      [SELF]: () => ({ status: 200, body: user }),
      [`GET /v1/content/${uuidOf(9)}`]: () => ({
        status: 404,
        body: { message: 'Not found.', code: 'not_found' },
      }),
    });
    sessionStore.set(SESSION);
    await renderApp(`/news/${uuidOf(9)}`);
    expect(
      await screen.findByText('This article is not available. It may have been removed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
