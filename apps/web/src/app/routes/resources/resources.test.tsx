import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { SESSION, stubApi } from '@/test/fetch-stub';
import { renderApp, setUpI18n } from '@/test/render-app';

const SELF = 'GET /v1/installer/user/self';
const LIST = 'GET /v1/content';
const user = (region: number) => ({ user_id: 7, name: 'Piotr', active: 1, region });

const video = {
  uuid: '00000000-0000-4000-8000-000000000001',
  type: 'video',
  content: {
    title: 'Fitting a roof window in a tiled roof',
    text: 'The whole installation from marking the opening to the last flashing piece, step by step.',
    youtube: 'kQ7vD2mRz4E',
  },
  media: { thumbnail: '/content/video.svg' },
  published_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
};
const videos = {
  status: 200,
  body: { data: [video], meta: { current_page: 1, last_page: 1, per_page: 40, total: 1 } },
};

describe('resources (spec 02 §2 Resources)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists the region's links, leaving out a kind the region has none of", async () => {
    stubApi({ [SELF]: () => ({ status: 200, body: user(10) }), [LIST]: () => videos });
    sessionStore.set(SESSION);
    const { unmount } = await renderApp('/resources');
    const links = within(await screen.findByRole('region', { name: 'Useful links' }));
    expect(await links.findByRole('link', { name: /Installation guides/ })).toHaveAttribute(
      'href',
      'https://www.skylight.example/pl/instrukcje-montazu',
    );
    expect(links.getByRole('link', { name: /Price list/ })).toHaveAttribute(
      'href',
      'https://www.skylight.example/pl/cennik',
    );
    expect(links.getAllByRole('link')).toHaveLength(4);
    unmount();

    // Estonia (region 6) publishes no price list: no '#' link is shown for it.
    stubApi({ [SELF]: () => ({ status: 200, body: user(6) }), [LIST]: () => videos });
    await renderApp('/resources');
    const estonian = within(await screen.findByRole('region', { name: 'Useful links' }));
    expect(await estonian.findByRole('link', { name: /Product catalogue/ })).toBeInTheDocument();
    expect(estonian.queryByRole('link', { name: /Price list/ })).not.toBeInTheDocument();
  });

  it('shows up to 40 tutorial videos as YouTube links with a collapsible description', async () => {
    // jsdom has no layout: the description reports more height than its two-line box.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(120);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(42);
    const { fetchMock } = stubApi({ [SELF]: () => ({ status: 200, body: user(10) }), [LIST]: () => videos });
    sessionStore.set(SESSION);
    await renderApp('/resources');

    const section = within(await screen.findByRole('region', { name: 'Tutorial videos' }));
    expect(await section.findByRole('heading', { level: 3, name: video.content.title })).toBeInTheDocument();
    expect(
      section.getByRole('link', { name: `Watch “${video.content.title}” on YouTube (opens in a new tab)` }),
    ).toHaveAttribute('href', 'https://www.youtube.com/watch?v=kQ7vD2mRz4E');
    const more = section.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(section.getByText(video.content.text)).toHaveClass('is-clamped');

    await userEvent.setup().click(more);
    const less = section.getByRole('button', { name: 'Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(section.getByText(video.content.text)).not.toHaveClass('is-clamped');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/v1/content?content_types=video&visible=1&page=1&limit=40',
    );
  });
});
