import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';

export function Component() {
  const { t } = useTranslation('titles');
  return <Page title={t('checkout.details')} />;
}
