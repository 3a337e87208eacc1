import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';

/** Uncaught errors of a screen, e.g. a route chunk that a newer deployment removed. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main id="main" className="app__main">
      <Page title={t('route_error.title')}>
        <p>{t('route_error.message')}</p>
        <div className="stack">
          <Button onClick={() => window.location.reload()}>{t('route_error.reload')}</Button>
          <Link className="button button--secondary" to="/" reloadDocument>
            {t('route_error.home')}
          </Link>
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
