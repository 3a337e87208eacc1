import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { Button } from '@/components/ui/button';
import { translateError } from '@/lib/error-message';
import { usePointsHistory } from '@/features/balance/api/points-history';
import { BalanceTabs } from '@/features/balance/components/balance-tabs';
import { HistoryEntry } from '@/features/balance/components/history-entry';
import { TierCategoryCard } from '@/features/balance/components/tier-category-card';
import { useCompanyPoints } from '@/features/points/api/get-company-points';
import { useTierHistory } from '@/features/tiers/api/list-tier-history';
import { useTiers } from '@/features/tiers/api/list-tiers';
import { useUser } from '@/lib/user';
import '@/styles/balance.css';

type Tab = 'tiers' | 'sheet';

/** spec 03 §2 Balance: the points, those about to expire, and the Tiers and Sheet tabs. */
export function Component() {
  const { t, i18n } = useTranslation(['titles', 'balance']);
  const { t: tErrors } = useTranslation('errors');
  const { data: user } = useUser();
  const points = useCompanyPoints(user?.company.uuid);
  const tiers = useTiers(user?.region);
  const tierHistory = useTierHistory(user?.company_id);
  const [tab, setTab] = useState<Tab>('tiers');
  const history = usePointsHistory(tab === 'sheet');
  const [explained, setExplained] = useState(false);
  const explanationId = useId();
  const [now] = useState(() => new Date());

  if (!user || points.isPending) return <PageLoading />;
  const summary = points.data;
  const format = new Intl.NumberFormat(i18n.language);
  const endOfYear = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(now.getFullYear(), 11, 31),
  );

  const tiersPanel = (
    <div className="balance-tiers">
      {summary ? (
        <dl className="balance-stats">
          <div>
            <dt>{t('balance:stats.this_year')}</dt>
            <dd>{format.format(summary.scans.current_year)}</dd>
          </div>
          <div>
            <dt>{t('balance:stats.completed')}</dt>
            <dd>{format.format(summary.scans.completed)}</dd>
          </div>
        </dl>
      ) : null}
      {(tiers.data ?? []).map((definition) => (
        <TierCategoryCard
          key={definition.id}
          definition={definition}
          progress={tierHistory.data?.find(
            (h) => h.tier_definition.tier_category === definition.tier_category,
          )}
          now={now}
        />
      ))}
    </div>
  );

  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  const sheetPanel = (
    <div className="balance-sheet">
      {history.isPending ? <PageLoading /> : null}
      {history.error ? (
        <p className="notice notice--error" role="alert">
          {translateError(tErrors, history.error)}
        </p>
      ) : null}
      {!history.isPending && entries.length === 0 ? <p>{t('balance:sheet.empty')}</p> : null}
      <ul className="history">
        {entries.map((entry) => (
          <HistoryEntry key={entry.uuid} entry={entry} />
        ))}
      </ul>
      {history.hasNextPage ? (
        <Button
          variant="secondary"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t('balance:sheet.more')}
        </Button>
      ) : null}
    </div>
  );

  return (
    <Page title={t('titles:balance.index')}>
      {points.error ? (
        <p className="notice notice--error" role="alert">
          {translateError(tErrors, points.error)}
        </p>
      ) : null}
      {summary ? (
        <section className="balance-head" aria-label={t('balance:current')}>
          <p className="balance-head__label">{t('balance:current')}</p>
          <p className="balance-head__points">
            {t('balance:points', {
              count: summary.company_points,
              formatted: format.format(summary.company_points),
            })}
          </p>
          {summary.points.to_expire > 0 ? (
            <div className="balance-expiry">
              <p>{t('balance:expiry.summary', { count: summary.points.to_expire, date: endOfYear })}</p>
              <button
                type="button"
                className="button button--link"
                aria-expanded={explained}
                aria-controls={explanationId}
                onClick={() => setExplained((v) => !v)}
              >
                {t('balance:expiry.why')}
              </button>
              <div id={explanationId} hidden={!explained}>
                <p>{t('balance:expiry.explanation')}</p>
                <Link to="/shop">{t('balance:expiry.shop')}</Link>
              </div>
            </div>
          ) : null}
        </section>
      ) : null}
      <BalanceTabs<Tab>
        label={t('balance:tabs.label')}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: 'tiers', label: t('balance:tabs.tiers'), panel: tiersPanel },
          { key: 'sheet', label: t('balance:tabs.sheet'), panel: sheetPanel },
        ]}
      />
    </Page>
  );
}
