import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { regionById, ROLES } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { cartMinimum } from '@/lib/cart';
import { useCartCorrection } from '@/lib/cart-api';
import { useUser } from '@/lib/user';
import { usePublicConfig } from '@/features/config/api/get-public-config';
import { useCompanyPoints } from '@/features/points/api/get-company-points';
import { CartView } from '@/features/shop/components/cart-view';
import '@/styles/field-work.css';
import '@/styles/shop.css';

/**
 * spec 03 §2 /cart. The checkout of a type starts at /checkout?type=<type> (the hand-off is described in
 * features/checkout/model/checkout-draft.ts).
 */
export function Component() {
  const { t } = useTranslation('titles');
  const navigate = useNavigate();
  const { data: user } = useUser();
  const correction = useCartCorrection();
  const { data: points } = useCompanyPoints(user?.company.uuid);
  const { data: config } = usePublicConfig();
  const regionCode = user ? (regionById(user.region)?.code ?? '') : '';
  return (
    <Page title={t('cart.index')} back={{ to: '/shop', label: t('shop.list') }}>
      <CartView
        changes={correction.data?.changes ?? []}
        points={points?.company_points}
        minimumFor={(type) => cartMinimum(type, regionCode, config?.behaviours)}
        isOwner={user?.role.slug === ROLES.companyOwner.slug}
        onCheckout={(type) => void navigate(`/checkout?type=${encodeURIComponent(type)}`)}
      />
    </Page>
  );
}
