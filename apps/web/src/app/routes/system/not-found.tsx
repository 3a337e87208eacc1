import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/layouts/page';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('not_found.title')}>
      <p>{t('not_found.message')}</p>
      <Link to="/">{t('not_found.home')}</Link>
    </Page>
  );
}
