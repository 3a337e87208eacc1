import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { stubApi } from '@/test/fetch-stub';
import { setUpI18n } from '@/test/render-app';
import { LatestNews } from './latest-news';

const news = (n: number) => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'news',
  content: { title: `Article ${n}`, youtube: null },
  media: { thumbnail: null },
  published_at: new Date(Date.UTC(2026, 10, 30 - n)).toISOString(),
  updated_at: new Date(Date.UTC(2026, 10, 30 - n)).toISOString(),
});

const renderLatest = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <LatestNews />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );

describe('LatestNews (spec 01 §2, spec 02 §2 Home)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for 10 visible news and shows the latest 5 with a link to /news', async () => {
    const { fetchMock } = stubApi({
      'GET /v1/content': () => ({
        status: 200,
        body: {
          data: Array.from({ length: 7 }, (_, i) => news(i + 1)),
          meta: { current_page: 1, last_page: 1, per_page: 10, total: 7 },
        },
      }),
    });
    renderLatest();
    expect(await screen.findByRole('heading', { level: 2, name: 'Latest news' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Article / }).map((a) => a.textContent)).toEqual([
      'Article 1',
      'Article 2',
      'Article 3',
      'Article 4',
      'Article 5',
    ]);
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/v1/content?content_types=news&visible=1&page=1&limit=10',
    );
  });

  it('shows nothing when the news cannot be loaded (offline)', async () => {
    const { fetchMock } = stubApi({});
    const { container } = renderLatest();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
