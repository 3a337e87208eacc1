import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuGroup } from './menu-group';

/** spec 02 §2 Menu, support: the support chat. */
export function SupportGroup() {
  const { t } = useTranslation('account');
  return (
    <MenuGroup title={t('menu.support.title')}>
      <ul className="link-list">
        <li>
          <Link to="/support/chat">{t('menu.support.chat')}</Link>
        </li>
      </ul>
    </MenuGroup>
  );
}
