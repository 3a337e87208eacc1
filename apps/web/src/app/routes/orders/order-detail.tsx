import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PRODUCT_TYPES, type CountryCode } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { Button } from '@/components/ui/button';
import { VoucherCode } from '@/components/ui/voucher-code';
import { translateError } from '@/lib/error-message';
import { formatDate, formatDateTime } from '@/lib/format';
import { internationalNumber } from '@/lib/phone';
import { downloadOrderProof, useOrder } from '@/features/orders/api/orders';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import '@/styles/field-work.css';
import '@/styles/shop.css';

/**
 * spec 03 §2 /orders/{uuid}: status, items with their images, points, customer, a voucher's code (number,
 * password, expiry, copyable) and, for a marketing order, its print proof.
 */
export function Component() {
  const { t, i18n } = useTranslation(['titles', 'orders', 'common', 'checkout']);
  const { t: tErrors } = useTranslation('errors');
  const { uuid } = useParams();
  const { data: order, error, isPending } = useOrder(uuid);
  const [proofError, setProofError] = useState<unknown>(null);

  const customer = order?.customer;
  const phone =
    customer?.phone_number && customer.phone_region
      ? internationalNumber(customer.phone_number, customer.phone_region as CountryCode)
      : customer?.phone;
  const customerLines = customer
    ? [
        `${customer.name ?? ''} ${customer.surname ?? ''}`.trim(),
        customer.email,
        phone,
        customer.company_name,
        `${customer.street ?? ''} ${customer.house_number ?? ''}`.trim(),
        `${customer.postal_code ?? ''} ${customer.city ?? ''}`.trim(),
        customer.country,
      ].filter((line): line is string => Boolean(line))
    : [];

  return (
    <Page title={t('titles:orders.detail')} back={{ to: '/orders', label: t('titles:orders.list') }}>
      {isPending ? <PageLoading /> : null}
      {error ? (
        <p className="notice notice--error" role="alert">
          {translateError(tErrors, error)}
        </p>
      ) : null}
      {order ? (
        <>
          <div className="order-head">
            <p className="order-card__number">{t('orders:number', { number: order.number })}</p>
            <OrderStatusBadge status={order.status} />
            <p className="muted">{formatDateTime(order.created_at, i18n.language)}</p>
            <p>
              <strong>{t('common:format.points_count', { count: order.points })}</strong>
            </p>
          </div>

          {order.meta.response ? (
            <section aria-labelledby="order-voucher">
              <h2 id="order-voucher" className="section-title">
                {t('orders:voucher.title')}
              </h2>
              <VoucherCode
                voucher={order.meta.response}
                expires={formatDate(order.meta.response.expiresAt, i18n.language)}
                labels={{
                  number: t('orders:voucher.number'),
                  password: t('orders:voucher.password'),
                  expires: t('orders:voucher.expires'),
                  copy: t('orders:voucher.copy'),
                  copied: t('orders:voucher.copied'),
                }}
              />
            </section>
          ) : null}

          <h2 className="section-title">{t('orders:detail.items')}</h2>
          <ul className="summary-lines">
            {order.items.map((item) => (
              <li key={item.variantGuid} className="summary-line">
                <span className="cart-line__image">
                  {item.image ? <img src={item.image} alt="" width={64} height={64} loading="lazy" /> : null}
                </span>
                <span className="summary-line__main">
                  <span className="summary-line__name">{item.name}</span>
                  <span>
                    {t('checkout:summary.quantity_price', {
                      quantity: item.quantity,
                      price: t('common:format.points_count', { count: item.price }),
                    })}
                  </span>
                </span>
              </li>
            ))}
          </ul>

          {order.proof && order.meta.type === PRODUCT_TYPES.BRAND_MS ? (
            <div className="actions">
              <Button
                variant="secondary"
                onClick={() => {
                  setProofError(null);
                  downloadOrderProof(order.uuid, `${order.number}.pdf`).catch(setProofError);
                }}
              >
                {t('orders:detail.proof')}
              </Button>
              {proofError ? (
                <p className="notice notice--error" role="alert">
                  {translateError(tErrors, proofError)}
                </p>
              ) : null}
            </div>
          ) : null}

          <h2 className="section-title">{t('orders:detail.customer')}</h2>
          <p className="muted">{t(`checkout:delivery.${order.meta.delivery_type}`)}</p>
          <p className="summary-card__lines">
            {customerLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </p>
        </>
      ) : null}
    </Page>
  );
}
