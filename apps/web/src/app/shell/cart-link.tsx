import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCartCount } from './cart-count';
import { CartIcon } from './icons';

/** spec 01 §2: the cart with its item count, in the header of the shop, cart, club-card and balance pages. */
export function CartLink() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const count = useCartCount();
  return (
    <Link
      className="app-header__cart"
      to="/cart"
      aria-label={t('header.cart', { count })}
      aria-current={pathname === '/cart' ? 'page' : undefined}
    >
      <CartIcon />
      <span className="app-header__cart-count" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
