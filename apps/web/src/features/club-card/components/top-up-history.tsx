import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOP_UP_STATUS, TOP_UP_STATUS_TONES, type TopUp } from '@club/contract';
import { translateError } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { useClubCardHistory } from '../api/club-card';
import { formatCurrency, isFailedTopUp } from '../utils/top-up';
import { FailedTopUpDialog } from './failed-top-up-dialog';

function InfoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 10.5v6M12 7v.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

function TopUpRow({ topUp, onFailedInfo }: { topUp: TopUp; onFailedInfo: () => void }) {
  const { t, i18n } = useTranslation(['club_card', 'common']);
  const date = formatDateTime(topUp.dateTime, i18n.language);
  return (
    <li className="top-up">
      <span className="top-up__main">
        <span className="top-up__amount">
          {t('club_card:history.amount', {
            points: t('common:format.points_count', { count: topUp.amount.points }),
            money: formatCurrency(topUp.amount.local, i18n.language),
          })}
        </span>
        <span className="muted">{date}</span>
        {topUp.status === TOP_UP_STATUS.PENDING ? (
          <span className="muted">{t('club_card:history.pending_hint')}</span>
        ) : null}
      </span>
      <span className="top-up__status">
        <span className={`order-badge order-badge--${TOP_UP_STATUS_TONES[topUp.status]}`}>
          {t(`club_card:history.status.${topUp.status}`)}
        </span>
        {isFailedTopUp(topUp.status) ? (
          <button
            type="button"
            className="top-up__info"
            aria-label={t('club_card:history.failed_info', { date })}
            onClick={onFailedInfo}
          >
            <InfoIcon />
          </button>
        ) : null}
      </span>
    </li>
  );
}

/** spec 03 §2, §4: the card's top-ups, 5 a page, with their status; a failed one explains itself. */
export function TopUpHistory() {
  const { t } = useTranslation('club_card');
  const { t: tErrors } = useTranslation('errors');
  const [page, setPage] = useState(1);
  const [isFailedOpen, setIsFailedOpen] = useState(false);
  const { data, error, isPending } = useClubCardHistory(page);
  const lastPage = data?.meta.last_page ?? 1;
  return (
    <section className="top-ups" aria-labelledby="top-ups-title" aria-busy={isPending}>
      <h2 id="top-ups-title" className="club-card-section-title">
        {t('history.title')}
      </h2>
      {error && !data ? (
        <p className="notice notice--error" role="alert">
          {translateError(tErrors, error)}
        </p>
      ) : null}
      {data && data.data.length === 0 ? <p className="muted">{t('history.empty')}</p> : null}
      {data && data.data.length > 0 ? (
        <ul className="top-up-list">
          {data.data.map((topUp) => (
            <TopUpRow key={topUp.uuid} topUp={topUp} onFailedInfo={() => setIsFailedOpen(true)} />
          ))}
        </ul>
      ) : null}
      {lastPage > 1 ? (
        <nav className="pager" aria-label={t('history.pages')}>
          <button
            type="button"
            className="button button--link"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('history.previous')}
          </button>
          <span>{t('history.page_of', { page, pages: lastPage })}</span>
          <button
            type="button"
            className="button button--link"
            disabled={page >= lastPage}
            onClick={() => setPage(page + 1)}
          >
            {t('history.next')}
          </button>
        </nav>
      ) : null}
      {isFailedOpen ? <FailedTopUpDialog onClose={() => setIsFailedOpen(false)} /> : null}
    </section>
  );
}
