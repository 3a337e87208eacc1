import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/error-message';
import { syncOfflineScans, InvalidServerResponse } from '../model/offline-sync';

type SendStatus = { kind: 'error' | 'done'; text: string };

/** spec 02 §8: sends the waiting scans on request and says how it went. */
export function useSendOfflineScans() {
  const { t } = useTranslation(['scan', 'errors']);
  const { t: tErrors } = useTranslation('errors');
  const [status, setStatus] = useState<SendStatus | null>(null);
  const [isSending, setIsSending] = useState(false);

  const send = async () => {
    setIsSending(true);
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
      setIsSending(false);
    }
  };

  return { send, status, isSending };
}
