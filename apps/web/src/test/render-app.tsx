import { act, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
import type { Locale } from '@club/contract';
import type { ScreenHandle } from '../app/lazy-screen';
import { AppRoutes, routes } from '../app/router';
import { i18n, initI18n, NAMESPACES } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

/** Starts i18n once per test file with every namespace of `locale` loaded. */
export async function setUpI18n(locale: Locale = 'en'): Promise<void> {
  if (!i18n.isInitialized) await initI18n(locale, NAMESPACES);
  else await i18n.changeLanguage(locale);
}

/** What a test reads of the router: where the app is now, and a way to go elsewhere as a link would. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate(to: string): Promise<void>;
}

let everyScreen: Promise<unknown> | undefined;

/**
 * Every screen of the route tree, fetched once per test file. In the browser a screen that is still loading
 * suspends until it is there; under a test's act() a suspension is only retried when that act is awaited,
 * which user-event's clicks are not, so a test would wait forever for a screen reached by a link. For the
 * same reason the tests' router moves at once (`useTransitions={false}`) where the browser's keeps the old
 * screen while the new one loads.
 */
function loadEveryScreen(): Promise<unknown> {
  const all = (list: RouteObject[]): Promise<unknown>[] =>
    list.flatMap((route) => [
      (route.handle as ScreenHandle | undefined)?.preload() ?? Promise.resolve(),
      ...all(route.children ?? []),
    ]);
  everyScreen ??= Promise.all(all(routes));
  return everyScreen;
}

/**
 * Renders the app's real route tree at `path`, as a person opening that address would see it: like the
 * app's start (main.tsx), the screens are fetched first, so the first render shows them.
 */
export async function renderApp(path: string) {
  await loadEveryScreen();
  let location: Location | undefined;
  let navigateTo: NavigateFunction | undefined;
  function Probe() {
    location = useLocation();
    navigateTo = useNavigate();
    return null;
  }
  const router: TestRouter = {
    get state() {
      if (!location) throw new Error('the app has not rendered yet');
      return { location };
    },
    async navigate(to) {
      if (!navigateTo) throw new Error('the app has not rendered yet');
      const go = navigateTo;
      await act(async () => {
        await go(to);
      });
    },
  };
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[path]} useTransitions={false}>
            <Probe />
            <AppRoutes />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  });
  return { ...(view as ReturnType<typeof render>), router };
}
