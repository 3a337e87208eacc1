import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForInstallPrompt } from './app/shell/install-prompt-events';
import { initI18n, resolveInitialLocale } from './lib/i18n';
import { startServiceWorker } from './lib/service-worker';
import { startSession } from './lib/session-start';
import { loadSettings } from './lib/settings';
import './styles/global.css';
import './styles/components.css';
import './styles/shell.css';

// Font size and language are applied before the first render, so a reload never shows the wrong size.
loadSettings();
listenForInstallPrompt();
// spec 01 §4: an expired session is dropped before the guards first look at it; a near expiry refreshes
startSession();

const root = createRoot(document.getElementById('root') as HTMLElement);

void initI18n(resolveInitialLocale()).finally(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  if (import.meta.env.PROD) startServiceWorker();
});
