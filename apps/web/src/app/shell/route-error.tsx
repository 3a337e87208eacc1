import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { useIsSignedIn } from '@/lib/session';

/** spec 03 §2: what is stored on this phone goes, and the app starts again from its first page. */
function clearAndRestart(): void {
  try {
    window.localStorage.clear();
  } catch {
    // storage refused (private mode, quota): starting again is still the way out
  }
  window.location.assign('/');
}

/**
 * spec 03 §2 generic error page, for uncaught errors of a screen (e.g. a route chunk that a newer
 * deployment removed): reload, or reload to the start. Signed in, it also offers the support chat and a
 * button that clears local storage and returns to the start; their texts come with the `support`
 * namespace, fetched now (the page does not wait for them: without them it keeps the two buttons).
 */
export function RouteError() {
  const { t } = useTranslation();
  const { t: tSupport, ready } = useTranslation('support', { useSuspense: false });
  const isSignedIn = useIsSignedIn();
  const signedInExtras = isSignedIn && ready;
  return (
    <main id="main" className="app__main">
      <Page title={t('route_error.title')}>
        <p>{t('route_error.message')}</p>
        <div className="stack">
          <Button onClick={() => window.location.reload()}>{t('route_error.reload')}</Button>
          <Link className="button button--secondary" to="/" reloadDocument>
            {t('route_error.home')}
          </Link>
          {signedInExtras ? (
            <>
              <Link className="button button--secondary" to="/support/chat" reloadDocument>
                {tSupport('error_page.support')}
              </Link>
              <Button variant="secondary" onClick={clearAndRestart}>
                {tSupport('error_page.clear')}
              </Button>
            </>
          ) : null}
        </div>
      </Page>
    </main>
  );
}

interface BoundaryProps {
  /** The location's key: moving to another entry of the history leaves the error behind. */
  location: string;
  children: ReactNode;
}

interface BoundaryState {
  failedAt: string | null;
}

/** Shows RouteError in place of the screens when one of them throws while rendering. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: unknown): void {
    if (import.meta.env.DEV) console.error(error);
    this.setState({ failedAt: this.props.location });
  }

  override render(): ReactNode {
    const { failedAt } = this.state;
    const failedHere = failedAt !== null && (failedAt === '' || failedAt === this.props.location);
    return failedHere ? <RouteError /> : this.props.children;
  }
}
