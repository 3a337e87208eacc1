import { useTranslation } from 'react-i18next';
import { useIsOnline } from '@/lib/online-status';

/** spec 01 §2 Banners: an offline bar while the device has no connection. */
export function OfflineBar() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  return (
    <div
      role="status"
      aria-live="polite"
      className={isOnline ? 'offline-bar' : 'offline-bar offline-bar--visible'}
    >
      {isOnline ? null : t('offline_bar.message')}
    </div>
  );
}
