import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCachedUser } from '@/lib/user';
import { endEmulation } from '../api/end-emulation';
import { LOGIN_PATH } from '../utils/emulation-status';
import '@/styles/emulation.css';

/** The emulation bar's content: whose app this is, and the way out (server logout, then /login). */
export default function EmulationBanner() {
  const { t } = useTranslation('emulation');
  const navigate = useNavigate();
  const { data: user } = useCachedUser();
  const name = user ? `${user.name} ${user.surname}`.trim() : '';

  const close = async () => {
    await endEmulation();
    await navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <aside className="emulation-bar" aria-label={t('label')}>
      <p className="emulation-bar__text" role="status">
        {name ? t('banner', { name }) : t('banner_anonymous')}
      </p>
      <button type="button" className="emulation-bar__close" onClick={() => void close()}>
        {t('close')}
      </button>
    </aside>
  );
}
