import { useTranslation } from 'react-i18next';
import type { CompanyPoints, TierDefinition, TierHistoryItem } from '@club/contract';
import { TierCategoryCard } from './tier-category-card';

interface TiersPanelProps {
  summary: CompanyPoints | undefined;
  definitions: readonly TierDefinition[];
  history: readonly TierHistoryItem[] | undefined;
  now: Date;
}

/** spec 03 §2 Tiers tab: this year's and completed scans, then one card per tier category. */
export function TiersPanel({ summary, definitions, history, now }: TiersPanelProps) {
  const { t, i18n } = useTranslation('balance');
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <div className="balance-tiers">
      {summary ? (
        <dl className="balance-stats">
          <div>
            <dt>{t('stats.this_year')}</dt>
            <dd>{format.format(summary.scans.current_year)}</dd>
          </div>
          <div>
            <dt>{t('stats.completed')}</dt>
            <dd>{format.format(summary.scans.completed)}</dd>
          </div>
        </dl>
      ) : null}
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
