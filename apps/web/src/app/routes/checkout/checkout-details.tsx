import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { DELIVERY_TYPE, type DeliveryType } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import {
  isPhysicalType,
  updateCheckoutDraft,
  useCheckoutDraft,
} from '@/features/checkout/model/checkout-draft';
import { detailsProblems } from '@/features/checkout/model/customer-rules';
import { CustomerSummary } from '@/features/checkout/components/customer-summary';
import '@/styles/field-work.css';
import '@/styles/shop.css';

/**
 * spec 03 §2 /checkout/details: the delivery type (digital forced for non-physical products), the contact
 * and address summaries with their edit links; what is missing or does not match blocks continuing.
 */
export function Component() {
  const { t } = useTranslation(['titles', 'checkout']);
  const navigate = useNavigate();
  const draft = useCheckoutDraft();
  if (!draft) return <Navigate to="/cart" replace />;
  if (draft.placed) return <Navigate to="/checkout/thankyou" replace />;

  const physical = isPhysicalType(draft.source.type);
  const problems = detailsProblems(draft.customer, draft.deliveryType);
  const setDelivery = (deliveryType: DeliveryType) =>
    updateCheckoutDraft((current) => ({ ...current, deliveryType }));

  return (
    <Page title={t('titles:checkout.details')}>
      {physical ? (
        <RadioGroup<DeliveryType>
          legend={t('checkout:details.delivery')}
          name="delivery_type"
          value={draft.deliveryType}
          onChange={setDelivery}
          options={[
            { value: DELIVERY_TYPE.COMPANY, label: t('checkout:delivery.2') },
            { value: DELIVERY_TYPE.PERSONAL, label: t('checkout:delivery.1') },
          ]}
        />
      ) : (
        <p className="notice">{t('checkout:details.digital_only')}</p>
      )}
      <CustomerSummary customer={draft.customer} deliveryType={draft.deliveryType} />
      {problems.length > 0 ? (
        <div className="notice notice--error" role="alert">
          <ul className="error-list">
            {problems.map((problem) => (
              <li key={problem}>{t(`checkout:problems.${problem}`)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="actions">
        <Button
          onClick={() => void navigate('/checkout/summary')}
          disabled={problems.length > 0}
          disabledReason={problems.length > 0 ? t('checkout:details.complete_first') : undefined}
        >
          {t('checkout:continue')}
        </Button>
        <Link className="button button--secondary" to="/cart">
          {t('checkout:back_to_cart')}
        </Link>
      </div>
    </Page>
  );
}
