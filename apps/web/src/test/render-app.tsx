import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale } from '@club/contract';
import { routes } from '../app/router';
import { i18n, initI18n, NAMESPACES } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

/** Starts i18n once per test file with every namespace of `locale` loaded. */
export async function setUpI18n(locale: Locale = 'en'): Promise<void> {
  if (!i18n.isInitialized) await initI18n(locale, NAMESPACES);
  else await i18n.changeLanguage(locale);
}

/** Renders the app's real route tree at `path`, as a person opening that address would see it. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
}
