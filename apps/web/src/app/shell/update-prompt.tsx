import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { acceptUpdate, postponeUpdate, useIsUpdateWaiting } from '@/lib/service-worker';

/** spec 01 §7: the 'update available' dialog while a new service worker waits. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const isWaiting = useIsUpdateWaiting();
  if (!isWaiting) return null;
  return (
    <Dialog
      title={t('update_dialog.title')}
      onDismiss={postponeUpdate}
      actions={
        <>
          <Button onClick={acceptUpdate}>{t('update_dialog.accept')}</Button>
          <Button variant="secondary" onClick={postponeUpdate}>
            {t('update_dialog.dismiss')}
          </Button>
        </>
      }
    >
      <p>{t('update_dialog.message')}</p>
    </Dialog>
  );
}
