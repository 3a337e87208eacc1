import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { translateError } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { useOrders } from '@/features/orders/api/orders';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import '@/styles/field-work.css';
import '@/styles/shop.css';

/** spec 03 §2 /orders: the company's orders, newest first (limit 100). */
export function Component() {
  const { t, i18n } = useTranslation(['titles', 'orders', 'common']);
  const { t: tErrors } = useTranslation('errors');
  const { data, error, isPending } = useOrders();
  return (
    <Page title={t('titles:orders.list')}>
      {isPending ? <PageLoading /> : null}
      {error ? (
        <p className="notice notice--error" role="alert">
          {translateError(tErrors, error)}
        </p>
      ) : null}
      {data && data.data.length === 0 ? (
        <div className="empty-state">
          <p>{t('orders:list.empty')}</p>
          <Link className="button button--primary" to="/shop">
            {t('orders:list.to_shop')}
          </Link>
        </div>
      ) : null}
      {data && data.data.length > 0 ? (
        <ul className="order-list">
          {data.data.map((order) => (
            <li key={order.uuid}>
              <Link className="order-card" to={`/orders/${order.uuid}`}>
                <span className="cart-line__image">
                  {order.image ? (
                    <img src={order.image} alt="" width={64} height={64} loading="lazy" />
                  ) : null}
                </span>
                <span className="order-card__main">
                  <span className="order-card__number">{t('orders:number', { number: order.number })}</span>
                  <span className="muted">{formatDate(order.created_at, i18n.language)}</span>
                  <span>{t('common:format.points_count', { count: order.points })}</span>
                </span>
                <OrderStatusBadge status={order.status} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  );
}
