import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/components/ui/progress-bar';
import {
  daysUntilDay,
  localTimeZone,
  TIER_MAX_BRACKET_TO,
  tierProgress,
  type TierDefinition,
  type TierHistoryItem,
} from '@club/contract';

interface TierCategoryCardProps {
  definition: TierDefinition;
  progress: TierHistoryItem | undefined;
  now: Date;
}

/** spec 03 §2 Tiers tab: one tier category, its level, days until reset and the bracket steps. */
export function TierCategoryCard({ definition, progress, now }: TierCategoryCardProps) {
  const { t } = useTranslation(['balance', 'home']);
  const category = t(`home:tiers.category_${definition.tier_category}`);
  const level = progress?.tier_bracket.level;
  const percent = progress ? Math.round(tierProgress(progress.progress, progress.tier_bracket)) : 0;
  const titleId = `tier-${definition.id}`;
  return (
    <section className="tier-card" aria-labelledby={titleId}>
      <div className="tier-card__head">
        <h3 id={titleId} className="tier-card__title">
          {category}
        </h3>
        {level !== undefined ? <span className="tier-card__level">{t('tiers.level', { level })}</span> : null}
      </div>
      {progress ? (
        <ProgressBar
          label={t('home:tiers.progress_label', { category })}
          percent={percent}
          valueText={t('home:tiers.progress_value', { percent })}
        />
      ) : null}
      <p className="muted">
        {t('tiers.scans', { count: progress?.progress ?? 0 })} ·{' '}
        {t('tiers.reset_in', { count: Math.max(0, daysUntilDay(definition.reset_at, now, localTimeZone())) })}
      </p>
      <table className="tier-steps">
        <caption className="visually-hidden">{t('tiers.steps', { category })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tiers.from')}</th>
            <th scope="col">{t('tiers.level_column')}</th>
            <th scope="col">{t('tiers.points')}</th>
          </tr>
        </thead>
        <tbody>
          {definition.brackets.map((bracket) => {
            const isCurrent = bracket.level === level;
            return (
              <tr
                key={bracket.id}
                className={isCurrent ? 'tier-steps__current' : undefined}
                aria-current={isCurrent || undefined}
              >
                <td>
                  {bracket.from ?? 1}
                  {bracket.to >= TIER_MAX_BRACKET_TO ? '+' : `–${bracket.to}`}
                </td>
                <td>{bracket.level}</td>
                <td>+{bracket.points}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
