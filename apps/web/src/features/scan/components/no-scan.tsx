import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/layouts/page';
import { useSettings } from '@/lib/settings';

/** A screen of the scan flow opened without a current scan: say so and offer the scanner. */
export function NoScan({ title }: { title: string }) {
  const { t } = useTranslation('scan');
  const { addProductLink } = useSettings();
  return (
    <Page title={title}>
      <p>{t('review.nothing')}</p>
      <Link className="button button--primary" to={addProductLink}>
        {t('review.scan_product')}
      </Link>
    </Page>
  );
}
