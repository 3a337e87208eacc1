import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/layouts/page';

/** spec 01 §2 Login. The one-time-code forms build on this page. */
export function Component() {
  const { t } = useTranslation('auth');
  return (
    <Page title={t('login.title')}>
      <p>{t('login.intro')}</p>
      <ul className="link-list">
        <li>
          <Link to="/register">{t('login.register_link')}</Link>
        </li>
        <li>
          <Link to="/settings">{t('login.settings_link')}</Link>
        </li>
      </ul>
    </Page>
  );
}
