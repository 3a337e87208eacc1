import { useTranslation } from 'react-i18next';
import type { CompanyPoints, TierDefinition, TierHistoryItem } from '@club/contract';
import { TierCategoryCard } from './tier-category-card';
import { formatNumber } from '@/lib/format';

interface TiersPanelProps {
  summary: CompanyPoints | undefined;
  definitions: readonly TierDefinition[];
  history: readonly TierHistoryItem[] | undefined;
  now: Date;
}

/**
 * spec 03 §2 Tiers tab: this year's and completed scans, then one card per tier category. This year's
 * scans are the server's sum of the categories' progress, so the tile and the cards always agree.
 */
export function TiersPanel({ summary, definitions, history, now }: TiersPanelProps) {
  const { t, i18n } = useTranslation('balance');
  return (
    <div className="balance-tiers">
      {summary ? (
        <dl className="balance-stats">
          <div>
            <dt>{t('stats.this_year')}</dt>
            <dd>{formatNumber(summary.scans.current_year, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('stats.completed')}</dt>
            <dd>{formatNumber(summary.scans.completed, i18n.language)}</dd>
          </div>
        </dl>
      ) : null}
      {summary ? <p className="muted">{t('stats.hint')}</p> : null}
      {definitions.map((definition) => (
        <TierCategoryCard
          key={definition.id}
          definition={definition}
          progress={history?.find((h) => h.tier_definition.tier_category === definition.tier_category)}
          now={now}
        />
      ))}
    </div>
  );
}
