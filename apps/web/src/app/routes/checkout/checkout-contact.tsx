import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Page } from '@/components/layouts/page';
import { ContactForm } from '@/features/checkout/components/contact-form';
import { updateCheckoutDraft, useCheckoutDraft } from '@/features/checkout/model/checkout-draft';
import '@/styles/field-work.css';
import '@/styles/shop.css';

/** spec 03 §2 /checkout/details/contact. */
export function Component() {
  const { t } = useTranslation(['titles', 'checkout']);
  const navigate = useNavigate();
  const draft = useCheckoutDraft();
  if (!draft) return <Navigate to="/cart" replace />;
  return (
    <Page
      title={t('titles:checkout.contact')}
      back={{ to: '/checkout/details', label: t('titles:checkout.details') }}
    >
      <ContactForm
        customer={draft.customer}
        onSave={(fields) => {
          updateCheckoutDraft((current) => ({ ...current, customer: { ...current.customer, ...fields } }));
          void navigate('/checkout/details');
        }}
      />
    </Page>
  );
}
