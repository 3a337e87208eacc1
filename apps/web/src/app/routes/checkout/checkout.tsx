import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { useOwnCompany } from '@/lib/cart-api';
import { translateError } from '@/lib/error-message';
import { useUser } from '@/lib/user';
import { RegistrationNumberForm } from '@/features/checkout/components/registration-number-form';
import { usePrefillCustomer, useCheckoutStart } from '@/features/checkout/model/use-checkout-start';
import '@/styles/field-work.css';
import '@/styles/shop.css';

/**
 * spec 03 §2, §4 /checkout: starts the checkout of a cart type or of a direct product, and asks for the
 * company registration number when the company has none; then the details.
 */
export function Component() {
  const { t } = useTranslation('titles');
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const draft = useCheckoutStart();
  const { data: user } = useUser();
  const company = useOwnCompany(user?.company.uuid);
  usePrefillCustomer(user, company.data);

  if (!draft) return <Navigate to="/cart" replace />;
  if (company.data?.registration_number) return <Navigate to="/checkout/details" replace />;
  return (
    <Page title={t('checkout.start')}>
      {company.isPending ? <PageLoading /> : null}
      {company.error ? (
        <p className="notice notice--error" role="alert">
          {translateError(tErrors, company.error)}
        </p>
      ) : null}
      {company.data ? (
        <RegistrationNumberForm
          companyUuid={company.data.uuid}
          onSaved={() => void navigate('/checkout/details', { replace: true })}
        />
      ) : null}
    </Page>
  );
}
