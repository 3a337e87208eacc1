/// <reference lib="webworker" />
import { chooseLocale, isPrerenderedPath, LANGUAGE_COOKIE, prerenderedPageFile } from '@club/contract';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
  /** Cookie Store API: Chromium's workers have it; elsewhere the saved language is not known here. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

// The build lists every file of the app shell here: entry, route and locale chunks, index.html, icons.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const appShell = createHandlerBoundToURL('/index.html');

/**
 * The prerendered page of an address in the person's language (the server's rule, `chooseLocale`), when
 * the saved choice can be read here; otherwise the app shell, which renders the page itself.
 */
async function prerenderedPage(url: URL): Promise<Response | undefined> {
  if (!isPrerenderedPath(url.pathname) || !self.cookieStore) return undefined;
  try {
    const saved = (await self.cookieStore.get(LANGUAGE_COOKIE))?.value ?? null;
    const locale = chooseLocale({ saved, hostname: url.hostname, preferred: self.navigator.languages });
    return await matchPrecache(`/${prerenderedPageFile(url.pathname, locale)}`);
  } catch {
    return undefined;
  }
}

// Any page address opens the app shell, offline too (/login its prerendered page); the API and the
// operators' app are never served from it.
registerRoute(
  new NavigationRoute(async (options) => (await prerenderedPage(options.url)) ?? appShell(options), {
    denylist: [/^\/api(\/|$)/, /^\/admin(\/|$)/],
  }),
);

// spec 01 §7: a new version takes over only when the person accepts the update dialog.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
