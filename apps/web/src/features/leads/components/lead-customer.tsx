import { useTranslation } from 'react-i18next';
import type { LeadCustomer as Customer } from '@club/contract';
import { mapsHref, telHref } from '../utils/lead-links';

/**
 * spec 02 §3 customer_info: a call link, the e-mail and the address on a map. The customer's name heads the
 * page that holds this.
 */
export function LeadCustomer({ customer }: { customer: Customer }) {
  const { t } = useTranslation('leads');
  const tel = telHref(customer.Mobile);
  const maps = mapsHref([customer.StreetHouseNumber, customer.PostalCode, customer.City]);
  return (
    <section className="lead-section" aria-labelledby="lead-customer">
      <h2 id="lead-customer" className="section-title">
        {t('detail.customer')}
      </h2>
      <dl className="lead-facts">
        <div>
          <dt>{t('detail.phone')}</dt>
          <dd>
            {tel ? (
              <a className="lead-link" href={tel} aria-label={t('detail.call', { phone: customer.Mobile })}>
                {customer.Mobile}
              </a>
            ) : (
              customer.Mobile
            )}
          </dd>
        </div>
        {customer.Email ? (
          <div>
            <dt>{t('detail.email')}</dt>
            <dd>
              <a className="lead-link" href={`mailto:${customer.Email}`}>
                {customer.Email}
              </a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('detail.address')}</dt>
          <dd>
            <span className="lead-address">
              <span>{customer.StreetHouseNumber}</span>
              <span>{`${customer.PostalCode} ${customer.City}`.trim()}</span>
            </span>
            {maps ? (
              <a className="lead-link" href={maps} target="_blank" rel="noopener noreferrer">
                {t('detail.open_map')}
              </a>
            ) : null}
          </dd>
        </div>
      </dl>
    </section>
  );
}
