import {
  REGIONAL_LINK_FALLBACK,
  regionalLink,
  regionById,
  RESOURCE_LINK_KINDS,
  RESOURCE_LINKS,
} from '@club/contract';
import { useTranslation } from 'react-i18next';

/** Locale keys are snake_case (STYLE.md i18n); the contract names the kinds in camelCase. */
const LABEL_KEYS = {
  installationGuides: 'resources.links.installation_guides',
  productCatalogue: 'resources.links.product_catalogue',
  priceList: 'resources.links.price_list',
  technicalSupport: 'resources.links.technical_support',
} as const;

/**
 * spec 02 §2 Resources: the region's link list. A kind the region has no link for resolves to the '#'
 * fallback (spec 01 §9) and is left out: a link that leads nowhere helps nobody on a roof.
 */
export function ResourceLinks({ regionId }: { regionId: number }) {
  const { t } = useTranslation('content');
  const code = regionById(regionId)?.code ?? '';
  const links = RESOURCE_LINK_KINDS.map((kind) => ({
    kind,
    href: regionalLink(RESOURCE_LINKS, code, kind),
  })).filter((link) => link.href !== REGIONAL_LINK_FALLBACK);
  if (links.length === 0) return <p>{t('resources.links_empty')}</p>;
  return (
    <ul className="link-list">
      {links.map(({ kind, href }) => (
        <li key={kind}>
          <a href={href} target="_blank" rel="noopener noreferrer">
            {t(LABEL_KEYS[kind])}
            <span className="visually-hidden"> {t('resources.new_tab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
