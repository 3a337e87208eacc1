import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyPoints } from '@club/contract';
import { formatDay, formatNumber } from '@/lib/format';

/**
 * spec 03 §2, §4 Balance: the company's points and, when some expire, the year they were earned in, the
 * day they go (both the server's: ARCHITECTURE §5), why, and what to do.
 */
export function BalanceSummary({ summary }: { summary: CompanyPoints }) {
  const { t, i18n } = useTranslation('balance');
  const [isExplained, setIsExplained] = useState(false);
  const explanationId = useId();
  const { to_expire: toExpire, earned_year: year, expires_on: expiresOn } = summary.points;

  return (
    <section className="balance-head" aria-label={t('current')}>
      <p className="balance-head__label">{t('current')}</p>
      <p className="balance-head__points">
        {t('points', {
          count: summary.company_points,
          formatted: formatNumber(summary.company_points, i18n.language),
        })}
      </p>
      {toExpire > 0 ? (
        <div className="balance-expiry">
          <p>{t('expiry.summary', { count: toExpire, year, date: formatDay(expiresOn, i18n.language) })}</p>
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
