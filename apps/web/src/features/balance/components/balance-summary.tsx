import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyPoints } from '@club/contract';
import { formatDate, formatNumber } from '@/lib/format';

/** spec 03 §2 Balance: the company's points and, when some expire at the year's end, why and what to do. */
export function BalanceSummary({ summary, now }: { summary: CompanyPoints; now: Date }) {
  const { t, i18n } = useTranslation('balance');
  const [isExplained, setIsExplained] = useState(false);
  const explanationId = useId();
  const endOfYear = formatDate(new Date(now.getFullYear(), 11, 31), i18n.language, 'long');

  return (
    <section className="balance-head" aria-label={t('current')}>
      <p className="balance-head__label">{t('current')}</p>
      <p className="balance-head__points">
        {t('points', {
          count: summary.company_points,
          formatted: formatNumber(summary.company_points, i18n.language),
        })}
      </p>
      {summary.points.to_expire > 0 ? (
        <div className="balance-expiry">
          <p>{t('expiry.summary', { count: summary.points.to_expire, date: endOfYear })}</p>
          <button
            type="button"
            className="button button--link"
            aria-expanded={isExplained}
            aria-controls={explanationId}
            onClick={() => setIsExplained((v) => !v)}
          >
            {t('expiry.why')}
          </button>
          <div id={explanationId} hidden={!isExplained}>
            <p>{t('expiry.explanation')}</p>
            <Link to="/shop">{t('expiry.shop')}</Link>
          </div>
        </div>
      ) : null}
    </section>
  );
}
