import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { useIsOnline } from '@/lib/online-status';
import { forgetLocalProduct } from '@/features/scan/model/local-products';
import { OfflineScanItem } from '@/features/scan/components/offline-scan-item';
import { useSendOfflineScans } from '@/features/scan/hooks/use-send-offline-scans';
import { useOfflineScans } from '@/features/scan/model/use-offline-scans';
import { scanKeys } from '@/lib/query-keys';
import '@/styles/field-work.css';

/** spec 02 §2, §8 /scan/offline: the scans waiting for a connection, and those the server refused. */
export function Component() {
  const { t } = useTranslation(['titles', 'scan']);
  const client = useQueryClient();
  const isOnline = useIsOnline();
  const { data: scans = [], isPending } = useOfflineScans();
  const sending = useSendOfflineScans();

  const remove = async (code: string) => {
    await forgetLocalProduct(code);
    await client.invalidateQueries({ queryKey: scanKeys.offline });
  };

  const refused = scans.filter((s) => s.reason !== null);

  return (
    <Page title={t('titles:scan.offline')}>
      {refused.length > 0 ? (
        <p className="notice notice--error" role="alert">
          {t('scan:offline.refused_banner', { count: refused.length })}
        </p>
      ) : null}
      {sending.status ? (
        <p
          className={`notice ${sending.status.kind === 'error' ? 'notice--error' : 'notice--info'}`}
          role="status"
        >
          {sending.status.text}
        </p>
      ) : null}
      {!isPending && scans.length === 0 ? <p>{t('scan:offline.empty')}</p> : null}
      <ul className="offline-scans" aria-label={t('scan:offline.list')}>
        {scans.map((item) => (
          <OfflineScanItem key={item.code} item={item} onRemove={(code) => void remove(code)} />
        ))}
      </ul>
      <div className="actions">
        {scans.some((s) => s.reason === null) ? (
          <Button onClick={() => void sending.send()} disabled={!isOnline || sending.isSending}>
            {isOnline ? t('scan:offline.send') : t('scan:offline.waiting')}
          </Button>
        ) : null}
        <Link className="button button--secondary" to="/scan/manual">
          {t('scan:offline.add_more')}
        </Link>
      </div>
    </Page>
  );
}
