import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { takeEmulationTicket } from './features/emulation/utils/take-ticket';
import { listenForInstallPrompt } from './app/shell/install-prompt-events';
import { initI18n, resolveInitialLocale } from './lib/i18n';
import { startServiceWorker } from './lib/service-worker';
import { startSession } from './lib/session-start';
import { loadSettings } from './lib/settings';
import './styles/global.css';
import './styles/components.css';
import './styles/shell.css';

// spec 01 §6, ARCHITECTURE §4: an emulation ticket leaves the address bar before anything else runs.
const emulationTicket = takeEmulationTicket();
// Font size and language are applied before the first render, so a reload never shows the wrong size.
loadSettings();
listenForInstallPrompt();
// The ticket is exchanged before the session rules and the router start, so that the first screen is
// already the emulated user's (loaded on demand: an ordinary start never fetches this code).
const emulation =
  emulationTicket === null
    ? Promise.resolve()
    : import('./features/emulation/api/start-emulation').then(({ startEmulation }) =>
        startEmulation(emulationTicket),
      );
// spec 01 §4: an expired session is dropped before the guards first look at it; a near expiry refreshes
void emulation.then(() => startSession());

const root = createRoot(document.getElementById('root') as HTMLElement);

void Promise.allSettled([initI18n(resolveInitialLocale()), emulation]).finally(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  if (import.meta.env.PROD) startServiceWorker();
});
