import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuVisibility } from '../utils/menu-visibility';

interface Tile {
  to: string;
  labelKey: string;
  isShown: boolean;
}

/** spec 02 §2 Menu: news and resources for everyone; shop, leads, club card, orders, team for owners. */
export function MenuTiles({ visible }: { visible: MenuVisibility | null }) {
  const { t } = useTranslation(['account', 'titles']);
  const tiles: Tile[] = [
    { to: '/news', labelKey: 'titles:news.list', isShown: true },
    { to: '/resources', labelKey: 'titles:resources.index', isShown: true },
    { to: '/shop', labelKey: 'titles:shop.list', isShown: Boolean(visible?.shop) },
    { to: '/leads', labelKey: 'titles:leads.list', isShown: Boolean(visible?.leads) },
    { to: '/club-card', labelKey: 'titles:club_card.index', isShown: Boolean(visible?.clubCard) },
    { to: '/orders', labelKey: 'titles:orders.list', isShown: Boolean(visible?.orders) },
    { to: '/team', labelKey: 'titles:team.list', isShown: Boolean(visible?.team) },
  ];
  return (
    <nav aria-label={t('menu.tiles.label')}>
      <ul className="menu-tiles">
        {tiles
          .filter((tile) => tile.isShown)
          .map((tile) => (
            <li key={tile.to}>
              <Link className="menu-tiles__tile" to={tile.to}>
                {t(tile.labelKey)}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
