import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoutes } from './app/router';
import { takeEmulationTicket } from './features/emulation/utils/take-ticket';
import { listenForInstallPrompt } from './app/shell/install-prompt-events';
import { i18n, initI18n, resolveInitialLocale } from './lib/i18n';
import { isPrerenderedFor, PRERENDERED_PAGE, replayEarlyClicks } from './lib/prerendered-page';
import { startServiceWorker } from './lib/service-worker';
import { sessionStore } from './lib/session';
import { startSession } from './lib/session-start';
import { loadQueryClient } from './lib/query-client-loader';
import { loadSettings } from './lib/settings';
import './styles/global.css';
import './styles/components.css';
import './styles/shell.css';

// spec 01 §6, ARCHITECTURE §4: an emulation ticket leaves the address bar before anything else runs.
const emulationTicket = takeEmulationTicket();
// Font size and language are applied before the first render, so a reload never shows the wrong size.
loadSettings();
listenForInstallPrompt();
// The ticket is exchanged before the session rules and the first render, so that the first screen is
// already the emulated user's (loaded on demand: an ordinary start never fetches this code).
const emulation =
  emulationTicket === null
    ? Promise.resolve()
    : import('./features/emulation/api/start-emulation').then(({ startEmulation }) =>
        startEmulation(emulationTicket),
      );
// spec 01 §4: an expired session is dropped before the guards first look at it; a near expiry refreshes
const session = emulation.then(() => startSession());
// A signed-in start asks for the user while the first screen's code and texts load, instead of once that
// screen has rendered: every signed-in screen waits for it (loaded on demand, like the screens).
void session.then(() => {
  if (sessionStore.get() === null) return;
  return Promise.all([loadQueryClient(), import('./lib/user')]).then(([client, { userQueryOptions }]) =>
    client.prefetchQuery(userQueryOptions()),
  );
});

const texts = initI18n(resolveInitialLocale());
// The first screen's code and texts are fetched while the common texts arrive, not after them.
const screens = preloadRoutes(window.location.pathname);
const container = document.getElementById('root') as HTMLElement;
const prerendered = container.dataset[PRERENDERED_PAGE];

void Promise.allSettled([texts, emulation, screens]).finally(() => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // README, First paint: the page in the HTML is kept and made live when it is the one the app shows now
  // (same address, same language, signed out like the build that rendered it); otherwise it is replaced.
  const page = { pathname: window.location.pathname, locale: i18n.language };
  if (prerendered && isPrerenderedFor(prerendered, page) && sessionStore.get() === null) {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('Hydration of the prerendered page failed', error),
    });
    // React listens now: taps made before the scripts arrived are given to it (it hydrates their target first)
    replayEarlyClicks();
  } else {
    // a page replaced by another has nothing left to tap
    replayEarlyClicks({ discard: true });
    createRoot(container).render(app);
  }
  if (import.meta.env.PROD) startServiceWorker();
});
