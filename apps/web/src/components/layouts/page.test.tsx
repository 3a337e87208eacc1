import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n';
import { setUpI18n } from '@/test/render-app';
import { Page } from './page';
import { PageChromeContext } from './page-chrome';

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/team/42'] });
  return render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('Page', () => {
  beforeAll(() => setUpI18n('en'));

  it('shows its heading and its own back link outside the dashboard', () => {
    renderInRouter(<Page title="Edit installer" back={{ to: '/team', label: 'Back to the team' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit installer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the team' })).toHaveAttribute('href', '/team');
    expect(document.title).toBe('Edit installer · Installer Club');
  });

  it('hands its back target to a header with a back button instead of repeating the link', () => {
    const setBackTarget = vi.fn();
    const { unmount } = renderInRouter(
      <PageChromeContext value={{ headerHasBack: true, setBackTarget }}>
        <Page title="Edit installer" back={{ to: '/team', label: 'Back to the team' }} />
      </PageChromeContext>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Edit installer' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the team' })).not.toBeInTheDocument();
    expect(setBackTarget).toHaveBeenLastCalledWith('/team');
    unmount();
    expect(setBackTarget).toHaveBeenLastCalledWith(null);
  });
});
