import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/fetch-stub';
import { renderApp, setUpI18n } from '@/test/render-app';

describe('/close (spec 01 §2 route map)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the survey heading for source=survey, and its button closes the window', async () => {
    stubApi({});
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    await renderApp('/close?source=survey');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for completing the survey' }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close window' }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('shows the plain heading without a source', async () => {
    stubApi({});
    await renderApp('/close');
    expect(await screen.findByRole('heading', { level: 1, name: 'All done' })).toBeInTheDocument();
  });
});
