import { BrowserRouter, MemoryRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The whole app: in the browser at its address (main.tsx) or, ahead of time, at a given one
 * (prerender.tsx).
 */
export function App({ location }: { location?: string }) {
  return (
    <AppProviders>
      {location === undefined ? (
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      ) : (
        <MemoryRouter initialEntries={[location]}>
          <AppRoutes />
        </MemoryRouter>
      )}
    </AppProviders>
  );
}
