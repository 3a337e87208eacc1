import { useEffect, type ReactNode } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { useLoadedQueryClient } from '../lib/query-client-store';

/**
 * QueryClientProvider's work, with a client that may arrive after the first render: /login's first step
 * needs none, so the client's code stays out of it (README, Budget). The context is always there, so the
 * tree keeps its shape (and its state) when the client arrives.
 */
function LazyQueryClientProvider({ children }: { children: ReactNode }) {
  const client = useLoadedQueryClient();
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext value={client ?? undefined}>{children}</QueryClientContext>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LazyQueryClientProvider>{children}</LazyQueryClientProvider>
    </I18nextProvider>
  );
}
