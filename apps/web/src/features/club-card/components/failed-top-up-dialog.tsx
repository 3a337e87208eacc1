import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** spec 03 §4, §8: 'Zamówienie nieudane' for a refused or rejected top-up: the person checks the e-mail. */
export function FailedTopUpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('club_card');
  return (
    <Dialog
      title={t('failed.title')}
      onDismiss={onClose}
      actions={
        <Button variant="primary" onClick={onClose}>
          {t('failed.close')}
        </Button>
      }
    >
      <p>{t('failed.text')}</p>
    </Dialog>
  );
}
