import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or texts arrive; announced once to screen readers. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
