import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAdminRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { sessionStore } from './lib/session';
import './styles/admin.css';

// Signed out in this tab or another (logout, a refused renewal): nothing of the last operator stays cached.
sessionStore.subscribe(() => {
  if (sessionStore.get() === null) queryClient.clear();
});

void initI18n().finally(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App router={createAdminRouter()} />
    </StrictMode>,
  );
});
