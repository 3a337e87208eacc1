import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Link } from 'react-router';
import { TIER_MAX_BRACKET_TO, tierProgress, type TierDefinition, type TierHistoryItem } from '@club/contract';

interface TierCardProps {
  history: TierHistoryItem[] | undefined;
  /** The region's categories, for the number of levels; the card works without them. */
  definitions: TierDefinition[] | undefined;
}

function TierRow({ item, levels }: { item: TierHistoryItem; levels: number | undefined }) {
  const { t } = useTranslation('home');
  const category = t(`tiers.category_${item.tier_definition.tier_category}`);
  // spec 01 §9: the share is the contract's rule; the 32767 sentinel bracket shows 100 %.
  const percent = Math.round(tierProgress(item.progress, item.tier_bracket));
  const isTop = item.tier_bracket.to >= TIER_MAX_BRACKET_TO;
  const level = item.tier_bracket.level;
  return (
    <li className="tier-row">
      <div className="tier-row__head">
        <span className="tier-row__name">{category}</span>
        <span className="tier-row__level">
          {levels ? t('tiers.level_of', { level, levels }) : t('tiers.level', { level })}
        </span>
      </div>
      <ProgressBar
        label={t('tiers.progress_label', { category })}
        percent={percent}
        valueText={t('tiers.progress_value', { percent })}
      />
      <p className="tier-row__hint muted">
        <span>{t('tiers.scans', { scans: item.progress })}</span>
        <span>{isTop ? t('tiers.top_level') : t('tiers.progress_value', { percent })}</span>
      </p>
    </li>
  );
}

/** spec 01 §2 Home widgets: tier progress per category, linking to /balance. */
export function TierCard({ history, definitions }: TierCardProps) {
  const { t } = useTranslation('home');
  const titleId = useId();
  if (!history || history.length === 0) return null;
  const levelsOf = (category: number) =>
    definitions?.find((definition) => definition.tier_category === category)?.brackets.length;
  return (
    <section className="home-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-card__title">
        {t('tiers.title')}
      </h2>
      <ul className="tier-list">
        {history.map((item) => (
          <TierRow key={item.id} item={item} levels={levelsOf(item.tier_definition.tier_category)} />
        ))}
      </ul>
      <Link className="home-card__link" to="/balance">
        {t('tiers.details')}
      </Link>
    </section>
  );
}
