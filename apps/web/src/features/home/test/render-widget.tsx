import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/** One home widget on its own, with the app's providers, at / (other addresses show their path). */
export function renderWidget(widget: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element: widget },
      { path: '*', element: <p>Opened another page</p> },
    ],
    { initialEntries: ['/'] },
  );
  const queryClient = createQueryClient();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}
