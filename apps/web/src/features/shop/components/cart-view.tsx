import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  cartLines,
  cartTotal,
  cartTypes,
  removeFromCart,
  setCartQuantity,
  useCart,
  type CartChange,
} from '@/lib/cart';
import { QuantityField } from './quantity-field';

interface CartViewProps {
  /** What the correction against the server changed in the cart on this visit. */
  changes: readonly CartChange[];
  /** The company's points; undefined while unknown. */
  points: number | undefined;
  minimumFor: (type: string) => number;
  isOwner: boolean;
  onCheckout: (type: string) => void;
}

/**
 * spec 03 §2 /cart, §4, §5: the cart grouped by product type, each group with its rows, total, checks and
 * its own checkout (one order per product type). On every visit the cart corrects itself against the
 * server and says what it changed.
 */
export function CartView({ changes, points, minimumFor, isOwner, onCheckout }: CartViewProps) {
  const { t } = useTranslation(['shop', 'common']);
  const cart = useCart();

  const types = cartTypes(cart);
  return (
    <>
      {changes.length > 0 ? (
        <div className="notice notice--warning" role="status">
          <p className="cart-changes__title">{t('shop:cart.changed')}</p>
          <ul className="cart-changes">
            {changes.map((change, index) => (
              <li key={`${change.kind}-${change.name}-${index}`}>
                {t(`shop:cart.change_${change.kind}`, {
                  name: change.name,
                  ...('from' in change ? { from: change.from, to: change.to } : {}),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {types.length === 0 ? (
        <div className="empty-state">
          <p>{t('shop:cart.empty')}</p>
          <Link className="button button--primary" to="/shop">
            {t('shop:cart.to_shop')}
          </Link>
        </div>
      ) : null}
      {types.map((type) => {
        const lines = cartLines(cart, type);
        const total = cartTotal(lines);
        const minimum = minimumFor(type);
        const short = points !== undefined && points < total;
        const belowMinimum = total < minimum;
        return (
          <section key={type} className="cart-group" aria-labelledby={`cart-${type}`}>
            <h2 id={`cart-${type}`} className="cart-group__title">
              {t(`shop:types.${type}`, { defaultValue: type })}
            </h2>
            <ul className="cart-lines">
              {lines.map((line) => (
                <li key={line.variant.uuid} className="cart-line">
                  <span className="cart-line__image">
                    {line.product.thumbnail ? (
                      <img src={line.product.thumbnail} alt="" width={64} height={64} loading="lazy" />
                    ) : null}
                  </span>
                  <div className="cart-line__main">
                    <Link className="cart-line__name" to={`/shop/${line.product.uuid}`}>
                      {line.product.name}
                    </Link>
                    {line.variant.title && line.variant.title !== line.product.name ? (
                      <span className="muted">{line.variant.title}</span>
                    ) : null}
                    <span>{t('common:format.points_count', { count: line.variant.price })}</span>
                    <QuantityField
                      value={line.quantity}
                      stock={line.variant.stock}
                      of={line.product.name}
                      onChange={(quantity) => setCartQuantity(type, line.variant.uuid, quantity)}
                    />
                  </div>
                  <Button
                    variant="link"
                    className="cart-line__remove"
                    onClick={() => removeFromCart(type, line.variant.uuid)}
                  >
                    {t('shop:cart.remove')}
                    <span className="visually-hidden">{` ${line.product.name}`}</span>
                  </Button>
                </li>
              ))}
            </ul>
            <p className="cart-group__total">
              <span>{t('shop:cart.total')}</span>
              <strong>{t('common:format.points_count', { count: total })}</strong>
            </p>
            {belowMinimum ? (
              <p className="notice notice--warning">
                {t('shop:cart.minimum', { points: t('common:format.points_count', { count: minimum }) })}
              </p>
            ) : null}
            {short ? <p className="notice notice--error">{t('shop:cart.not_enough_points')}</p> : null}
            <Button
              onClick={() => onCheckout(type)}
              disabled={belowMinimum || short || !isOwner}
              disabledReason={isOwner ? undefined : t('shop:cart.owner_only')}
            >
              {t('shop:cart.checkout')}
            </Button>
          </section>
        );
      })}
    </>
  );
}
