import type { ReviewCompanyHistory } from '@club/contract';
import { useTranslation } from 'react-i18next';

/** What the company did before: the panel beside the products. */
export function CompanyHistory({ history }: { history: ReviewCompanyHistory }) {
  const { t, i18n } = useTranslation('review');
  const rows: [string, string][] = [
    [t('history.projects_closed'), String(history.projects_closed)],
    [t('history.products_this_year'), String(history.products_scanned_this_year)],
    [t('history.earlier_rejections'), String(history.earlier_rejections)],
    [
      t('history.member_since'),
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(history.member_since)),
    ],
  ];
  return (
    <section className="review-history" aria-labelledby="review-history-title">
      <h2 id="review-history-title">{t('history.title')}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="review-history__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
