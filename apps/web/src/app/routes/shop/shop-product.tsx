import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { useShopProduct } from '@/lib/cart-api';
import { translateError } from '@/lib/error-message';
import { useUser } from '@/lib/user';
import { ProductDetail } from '@/features/shop/components/product-detail';
import '@/styles/field-work.css';
import '@/styles/shop.css';

/** spec 03 §2 /shop/{uuid}. */
export function Component() {
  const { t } = useTranslation('titles');
  const { t: tErrors } = useTranslation('errors');
  const { uuid } = useParams();
  const { data: user } = useUser();
  const { data: product, error, isPending } = useShopProduct(uuid);
  return (
    <Page title={product?.name ?? t('shop.product')} back={{ to: '/shop', label: t('shop.list') }}>
      {isPending ? <PageLoading /> : null}
      {error ? (
        <p className="notice notice--error" role="alert">
          {translateError(tErrors, error)}
        </p>
      ) : null}
      {product ? <ProductDetail key={product.uuid} product={product} user={user} /> : null}
    </Page>
  );
}
