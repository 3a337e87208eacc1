import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The set-up's two screens, side by side under its heading. */
export function SetupNav() {
  const { t } = useTranslation('leads');
  return (
    <nav className="leads-tabs" aria-label={t('setup.navLabel')}>
      <NavLink to="/lead-setup" end>
        {t('keys.title')}
      </NavLink>
      <NavLink to="/lead-setup/regions">{t('regions.title')}</NavLink>
      <NavLink to="/leads/companies">{t('companies.title')}</NavLink>
    </nav>
  );
}
