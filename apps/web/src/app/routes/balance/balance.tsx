import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { translateError } from '@/lib/error-message';
import { useUser } from '@/lib/user';
import { BalanceSummary } from '@/features/balance/components/balance-summary';
import { BalanceTabs } from '@/features/balance/components/balance-tabs';
import { PointsSheet } from '@/features/balance/components/points-sheet';
import { TiersPanel } from '@/features/balance/components/tiers-panel';
import { useCompanyPoints } from '@/features/points/api/get-company-points';
import { useTierHistory } from '@/features/tiers/api/list-tier-history';
import { useTiers } from '@/features/tiers/api/list-tiers';
import '@/styles/balance.css';

type Tab = 'tiers' | 'sheet';

/** spec 03 §2 Balance: the points, those about to expire, and the Tiers and Sheet tabs. */
export function Component() {
  const { t } = useTranslation(['titles', 'balance']);
  const { t: tErrors } = useTranslation('errors');
  const { data: user } = useUser();
  const points = useCompanyPoints(user?.company.uuid);
  const tiers = useTiers(user?.region);
  const tierHistory = useTierHistory(user?.company_id);
  const [tab, setTab] = useState<Tab>('tiers');
  const [now] = useState(() => new Date());

  if (!user || points.isPending) return <PageLoading />;
  const summary = points.data;

  return (
    <Page title={t('titles:balance.index')}>
      {points.error ? (
        <p className="notice notice--error" role="alert">
          {translateError(tErrors, points.error)}
        </p>
      ) : null}
      {summary ? <BalanceSummary summary={summary} /> : null}
      <BalanceTabs<Tab>
        label={t('balance:tabs.label')}
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            key: 'tiers',
            label: t('balance:tabs.tiers'),
            panel: (
              <TiersPanel
                summary={summary}
                definitions={tiers.data ?? []}
                history={tierHistory.data}
                now={now}
              />
            ),
          },
          { key: 'sheet', label: t('balance:tabs.sheet'), panel: <PointsSheet isOpen={tab === 'sheet'} /> },
        ]}
      />
    </Page>
  );
}
