import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';

/** Uncaught errors of a screen, e.g. a route chunk that a newer deployment removed. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
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
