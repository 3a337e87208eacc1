import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { regionById } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { cartLines, cartMinimum, removeCartType, useCart } from '@/lib/cart';
import { useCartCorrection, useShopProduct } from '@/lib/cart-api';
import { finishDirectPurchase, useDirectPurchase } from '@/lib/direct-purchase';
import { useUser } from '@/lib/user';
import { usePublicConfig } from '@/features/config/api/get-public-config';
import { useCompanyPoints } from '@/features/points/api/get-company-points';
import { OrderSummary, type SummaryLine } from '@/features/checkout/components/order-summary';
import { useCheckoutDraft, type CheckoutDraft } from '@/features/checkout/model/checkout-draft';
import { detailsProblems } from '@/features/checkout/model/customer-rules';
import '@/styles/field-work.css';
import '@/styles/shop.css';

function CartSummary({
  draft,
  points,
  minimum,
}: {
  draft: CheckoutDraft;
  points: number | undefined;
  minimum: number;
}) {
  const cart = useCart();
  // spec 03 §4: prices and stock are checked again before the summary is sent
  const correction = useCartCorrection();
  const lines = cartLines(cart, draft.source.type);
  // spec 03 §4: an empty (or no longer active) cart type goes back to the shop
  if (lines.length === 0) return <Navigate to="/shop" replace />;
  if (correction.isPending) return <PageLoading />;
  const summary: SummaryLine[] = lines.map((line) => ({
    variant: line.variant.uuid,
    name: line.product.name,
    detail: line.variant.title !== line.product.name ? line.variant.title : '',
    image: line.product.thumbnail,
    price: line.variant.price,
    quantity: line.quantity,
  }));
  return (
    <OrderSummary
      draft={draft}
      lines={summary}
      points={points}
      minimum={minimum}
      onPlaced={() => removeCartType(draft.source.type)}
    />
  );
}

function DirectSummary({ draft, points }: { draft: CheckoutDraft; points: number | undefined }) {
  const purchase = useDirectPurchase();
  const { data: product, isPending, error } = useShopProduct(purchase?.product);
  if (!purchase) return <Navigate to="/shop" replace />;
  if (isPending) return <PageLoading />;
  const variant = product?.variants.find((v) => v.uuid === purchase.variant);
  // spec 03 §4: a direct product that cannot be ordered goes back to its page
  if (
    error ||
    !product ||
    !variant ||
    product.active !== 1 ||
    product.is_visible !== 1 ||
    purchase.quantity < 1
  ) {
    return <Navigate to={`/shop/${purchase.product}`} replace />;
  }
  const image = [...product.images].sort((a, b) => a.position - b.position)[0]?.thumbnail ?? null;
  return (
    <OrderSummary
      draft={draft}
      lines={[
        {
          variant: variant.uuid,
          name: product.name,
          detail: variant.title !== product.name ? variant.title : '',
          image,
          price: variant.price,
          quantity: purchase.quantity,
        },
      ]}
      data={purchase.data}
      points={points}
      minimum={0}
      onPlaced={() => finishDirectPurchase()}
    />
  );
}

/** spec 03 §2 /checkout/summary. */
export function Component() {
  const { t } = useTranslation('titles');
  const draft = useCheckoutDraft();
  const { data: user } = useUser();
  const { data: points } = useCompanyPoints(user?.company.uuid);
  const { data: config } = usePublicConfig();
  if (!draft) return <Navigate to="/shop" replace />;
  if (draft.placed) return <Navigate to="/checkout/thankyou" replace />;
  if (detailsProblems(draft.customer, draft.deliveryType).length > 0) {
    return <Navigate to="/checkout/details" replace />;
  }
  const regionCode = user ? (regionById(user.region)?.code ?? '') : '';
  return (
    <Page title={t('checkout.summary')}>
      {draft.source.kind === 'direct' ? (
        <DirectSummary draft={draft} points={points?.company_points} />
      ) : (
        <CartSummary
          draft={draft}
          points={points?.company_points}
          minimum={cartMinimum(draft.source.type, regionCode, config?.behaviours)}
        />
      )}
    </Page>
  );
}
