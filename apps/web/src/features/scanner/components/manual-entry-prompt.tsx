import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** spec 02 §2: the blocking prompt after a while without a scan: type the number, or keep scanning. */
export function ManualEntryPrompt({ onKeepScanning }: { onKeepScanning: () => void }) {
  const { t } = useTranslation('scanner');
  return (
    <Dialog
      title={t('prompt.title')}
      actions={
        <>
          <Link className="button button--primary" to="/scan/manual">
            {t('manual')}
          </Link>
          <Button variant="secondary" onClick={onKeepScanning}>
            {t('prompt.keep_scanning')}
          </Button>
        </>
      }
    >
      <p>{t('prompt.text')}</p>
    </Dialog>
  );
}
