import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { reloadApp } from '@/lib/reload-app';

/** spec 02 §2 Settings, other: reload the app, e.g. after an update or a stuck screen. */
export function Component() {
  const { t } = useTranslation('settings');
  return (
    <Page title={t('other.title')} back={{ to: '/settings', label: t('nav.back') }}>
      <p>{t('other.reload_description')}</p>
      <Button onClick={() => void reloadApp()}>{t('other.reload_button')}</Button>
      <p className="muted">{t('other.version', { version: APP_VERSION })}</p>
    </Page>
  );
}
