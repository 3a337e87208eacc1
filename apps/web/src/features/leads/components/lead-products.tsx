import { useTranslation } from 'react-i18next';
import type { LeadProductLine } from '@club/contract';

/** spec 02 §3: the products the customer asks about, with their quantities. */
export function LeadProducts({ products }: { products: readonly LeadProductLine[] }) {
  const { t } = useTranslation('leads');
  return (
    <section className="lead-section" aria-labelledby="lead-products">
      <h2 id="lead-products" className="section-title">
        {t('detail.products')}
      </h2>
      {products.length === 0 ? (
        <p className="muted">{t('detail.no_products')}</p>
      ) : (
        <ul className="lead-products">
          {products.map((line) => (
            <li key={line.product}>
              <span>{t(`products.${line.product}`)}</span>
              <span className="lead-products__quantity">
                {t('detail.quantity', { count: line.quantity })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
