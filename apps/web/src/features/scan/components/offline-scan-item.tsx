import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { translateFieldMessage } from '@/lib/error-message';
import type { LocalProduct } from '../model/local-products';

/** One scan waiting for a connection, or refused by the server with its reason (spec 02 §8). */
export function OfflineScanItem({
  item,
  onRemove,
}: {
  item: LocalProduct;
  onRemove: (code: string) => void;
}) {
  const { t } = useTranslation('scan');
  const { t: tErrors } = useTranslation('errors');
  return (
    <li className={`offline-scan${item.reason ? ' offline-scan--refused' : ''}`}>
      <div className="offline-scan__main">
        <span className="offline-scan__code">{item.code}</span>
        <span className="muted">
          {[item.scan.type, item.scan.size, item.scan.variant].filter(Boolean).join(' · ')}
        </span>
        <span className="muted">{t('offline.for_project', { project: item.queued?.projectLabel })}</span>
        {item.reason ? (
          <span className="offline-scan__reason">
            {t('offline.reason', { reason: translateFieldMessage(tErrors, item.reason) })}
          </span>
        ) : (
          <span className="offline-scan__pending">{t('offline.pending')}</span>
        )}
      </div>
      <Button
        variant="secondary"
        onClick={() => onRemove(item.code)}
        aria-label={t('offline.remove', { code: item.code })}
      >
        {t('offline.remove_short')}
      </Button>
    </li>
  );
}
