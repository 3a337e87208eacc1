import { useTranslation } from 'react-i18next';
import type { ShopProduct } from '@club/contract';

/**
 * The ordering part of a marketing print product's page (type brand-ms): its form, proof and order. The
 * marketing area owns this file and replaces this stand-in with the form; the product page loads it
 * lazily with exactly this export and props.
 */
export function MarketingProductPanel({ product }: { product: ShopProduct }) {
  const { t } = useTranslation('shop');
  return (
    <p className="notice" data-product={product.uuid}>
      {t('product.marketing_soon')}
    </p>
  );
}
