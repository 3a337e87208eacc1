import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DELIVERY_TYPE, type CountryCode, type DeliveryType } from '@club/contract';
import { internationalNumber } from '@/lib/phone';
import type { CheckoutCustomer } from '../model/checkout-draft';

/** spec 03 §2 /checkout/details: who orders and where it goes, each with its edit link. */
export function CustomerSummary({
  customer,
  deliveryType,
  editable = true,
}: {
  customer: CheckoutCustomer;
  deliveryType: DeliveryType;
  editable?: boolean;
}) {
  const { t } = useTranslation('checkout');
  const phone =
    customer.phone_number && customer.phone_region
      ? internationalNumber(customer.phone_number, customer.phone_region as CountryCode)
      : customer.phone_number;
  const contact = [`${customer.name} ${customer.surname}`.trim(), customer.email, phone].filter(Boolean);
  const address = [
    deliveryType === DELIVERY_TYPE.COMPANY ? customer.company_name : '',
    `${customer.street} ${customer.house_number}`.trim(),
    `${customer.postal_code} ${customer.city}`.trim(),
    customer.country,
  ].filter(Boolean);
  return (
    <div className="customer-summary">
      <section className="summary-card" aria-labelledby="summary-contact">
        <h2 id="summary-contact" className="summary-card__title">
          {t('details.contact')}
        </h2>
        {contact.length > 0 ? (
          <p className="summary-card__lines">
            {contact.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </p>
        ) : (
          <p className="muted">{t('details.none')}</p>
        )}
        {editable ? (
          <Link className="summary-card__edit" to="/checkout/details/contact">
            {t('details.edit_contact')}
          </Link>
        ) : null}
      </section>
      {deliveryType !== DELIVERY_TYPE.DIGITAL ? (
        <section className="summary-card" aria-labelledby="summary-address">
          <h2 id="summary-address" className="summary-card__title">
            {t(`delivery.${deliveryType}`)}
          </h2>
          {address.length > 0 ? (
            <p className="summary-card__lines">
              {address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </p>
          ) : (
            <p className="muted">{t('details.none')}</p>
          )}
          {editable ? (
            <Link className="summary-card__edit" to="/checkout/details/address">
              {t('details.edit_address')}
            </Link>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
