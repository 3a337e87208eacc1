import { useTranslation } from 'react-i18next';
import { documentLinks } from '@/lib/document-links';
import { MenuGroup } from './menu-group';

const LABEL_KEYS = {
  terms: 'menu.documents.terms',
  commercialRules: 'menu.documents.commercial_rules',
  privacy: 'menu.documents.privacy',
} as const;

/** spec 02 §2 Menu, documents (owners only): the region's three external pages. */
export function DocumentsGroup({ regionId }: { regionId: number }) {
  const { t } = useTranslation('account');
  return (
    <MenuGroup title={t('menu.documents.title')}>
      <ul className="link-list">
        {documentLinks(regionId).map(({ kind, href }) => (
          <li key={kind}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              {t(LABEL_KEYS[kind])}
              <span className="visually-hidden"> {t('menu.documents.new_tab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </MenuGroup>
  );
}
