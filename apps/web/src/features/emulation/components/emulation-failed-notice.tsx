import { useTranslation } from 'react-i18next';
import '@/styles/emulation.css';

/** spec 01 §6: a ticket that could not be exchanged ends on /login with a short explanation. */
export default function EmulationFailedNotice() {
  const { t } = useTranslation('emulation');
  return (
    <aside className="emulation-bar emulation-bar--failed" aria-label={t('label')}>
      <p className="emulation-bar__text" role="alert">
        {t('failed')}
      </p>
    </aside>
  );
}
