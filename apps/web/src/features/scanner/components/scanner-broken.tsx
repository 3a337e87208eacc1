import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { reloadApp } from '@/lib/reload-app';

/** spec 02 §8: the camera decoder failed: reload the app, or type the number. */
export function ScannerBroken() {
  const { t } = useTranslation('scanner');
  return (
    <div className="scanner-broken" role="alert">
      <p>{t('broken.text')}</p>
      <Button onClick={() => void reloadApp()}>{t('broken.reload')}</Button>
      <Link className="button button--secondary" to="/scan/manual">
        {t('manual')}
      </Link>
    </div>
  );
}
