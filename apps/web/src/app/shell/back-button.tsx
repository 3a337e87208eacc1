import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackIcon } from './icons';

/**
 * True when the browser history holds an earlier page of this app. React Router numbers its entries
 * (`idx`); the first page of the visit, e.g. a deep link from a notification, is 0.
 */
export function hasInAppHistory(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * spec 01 §2: the header's back button. It goes back in history when the visit came from another page of
 * the app, and otherwise one level up the route tree (`fallback`), so that a deep link never leaves the app.
 */
export function BackButton({ fallback }: { fallback: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const goBack = () => {
    if (hasInAppHistory()) void navigate(-1);
    else void navigate(fallback);
  };
  return (
    <button type="button" className="app-header__back" onClick={goBack}>
      <BackIcon />
      <span className="visually-hidden">{t('header.back')}</span>
    </button>
  );
}
