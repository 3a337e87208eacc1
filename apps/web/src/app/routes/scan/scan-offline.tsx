import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { translateError, translateFieldMessage } from '@/lib/error-message';
import { useIsOnline } from '@/lib/online-status';
import { forgetLocalProduct } from '@/features/scan/model/local-products';
import { InvalidServerResponse, syncOfflineScans } from '@/features/scan/model/offline-sync';
import { useOfflineScans } from '@/features/scan/model/use-offline-scans';
import '@/styles/field-work.css';
import { scanKeys } from '@/lib/query-keys';

/** spec 02 §2, §8 /scan/offline: the scans waiting for a connection, and those the server refused. */
export function Component() {
  const { t } = useTranslation(['titles', 'scan']);
  const { t: tErrors } = useTranslation('errors');
  const client = useQueryClient();
  const isOnline = useIsOnline();
  const { data: scans = [], isPending } = useOfflineScans();
  const [status, setStatus] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    setStatus(null);
    try {
      const outcome = await syncOfflineScans();
      setStatus({ kind: 'done', text: t('scan:offline.sent', { count: outcome.sent }) });
    } catch (error) {
      setStatus({
        kind: 'error',
        text:
          error instanceof InvalidServerResponse
            ? tErrors('messages.invalid_server_response')
            : translateError(tErrors, error),
      });
    } finally {
      setSending(false);
    }
  };

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
      {status ? (
        <p className={`notice ${status.kind === 'error' ? 'notice--error' : 'notice--info'}`} role="status">
          {status.text}
        </p>
      ) : null}
      {!isPending && scans.length === 0 ? <p>{t('scan:offline.empty')}</p> : null}
      <ul className="offline-scans" aria-label={t('scan:offline.list')}>
        {scans.map((item) => (
          <li key={item.code} className={`offline-scan${item.reason ? ' offline-scan--refused' : ''}`}>
            <div className="offline-scan__main">
              <span className="offline-scan__code">{item.code}</span>
              <span className="muted">
                {[item.scan.type, item.scan.size, item.scan.variant].filter(Boolean).join(' · ')}
              </span>
              <span className="muted">
                {t('scan:offline.for_project', { project: item.queued?.projectLabel })}
              </span>
              {item.reason ? (
                <span className="offline-scan__reason">
                  {t('scan:offline.reason', { reason: translateFieldMessage(tErrors, item.reason) })}
                </span>
              ) : (
                <span className="offline-scan__pending">{t('scan:offline.pending')}</span>
              )}
            </div>
            <Button
              variant="secondary"
              onClick={() => void remove(item.code)}
              aria-label={t('scan:offline.remove', { code: item.code })}
            >
              {t('scan:offline.remove_short')}
            </Button>
          </li>
        ))}
      </ul>
      <div className="actions">
        {scans.some((s) => s.reason === null) ? (
          <Button onClick={() => void send()} disabled={!isOnline || sending}>
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
