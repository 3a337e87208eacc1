import { useRouteError } from 'react-router';

/** A screen that failed to load or render: plain text, since its texts may be what failed. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="page">
      <h1>Something went wrong</h1>
      <p>The page could not be shown. Reload it to try again.</p>
      <a href="/admin/">Back-office home</a>
    </main>
  );
}
