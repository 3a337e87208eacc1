import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useOfflineScans } from '../model/use-offline-scans';

/**
 * spec 02 §8: scans saved offline and not sent yet, or refused, show an error banner with their count,
 * linking to /scan/offline (the list itself does not show it).
 */
export function OfflineScansBanner() {
  const { t } = useTranslation('scan');
  const { pathname } = useLocation();
  const { data: scans } = useOfflineScans();
  const count = scans?.length ?? 0;
  if (count === 0 || pathname === '/scan/offline') return null;
  return (
    <p className="notice notice--error offline-scans-banner">
      <span>{t('banner.pending', { count })}</span> <Link to="/scan/offline">{t('banner.open')}</Link>
    </p>
  );
}
