import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Page } from '@/components/layouts/page';
import { VoucherCode } from '@/components/ui/voucher-code';
import { formatDate } from '@/lib/format';
import { useCheckoutDraft } from '@/features/checkout/model/checkout-draft';
import '@/styles/field-work.css';
import '@/styles/shop.css';

/** spec 03 §2 /checkout/thankyou: the order's number; a voucher shows its code. */
export function Component() {
  const { t, i18n } = useTranslation(['titles', 'checkout', 'orders']);
  const draft = useCheckoutDraft();
  const placed = draft?.placed;
  if (!placed) return <Navigate to="/orders" replace />;
  return (
    <Page title={t('titles:checkout.thank_you')}>
      <p className="notice notice--success" role="status">
        {t('checkout:thank_you.number', { number: placed.number })}
      </p>
      {placed.voucher ? (
        <>
          <h2 className="section-title">{t('orders:voucher.title')}</h2>
          <VoucherCode
            voucher={placed.voucher}
            expires={formatDate(placed.voucher.expiresAt, i18n.language)}
            labels={{
              number: t('orders:voucher.number'),
              password: t('orders:voucher.password'),
              expires: t('orders:voucher.expires'),
              copy: t('orders:voucher.copy'),
              copied: t('orders:voucher.copied'),
            }}
          />
        </>
      ) : (
        <p>{t('checkout:thank_you.text')}</p>
      )}
      <div className="actions">
        <Link className="button button--primary" to={`/orders/${placed.uuid}`}>
          {t('checkout:thank_you.see_order')}
        </Link>
        <Link className="button button--secondary" to="/shop">
          {t('checkout:thank_you.back_to_shop')}
        </Link>
      </div>
    </Page>
  );
}
