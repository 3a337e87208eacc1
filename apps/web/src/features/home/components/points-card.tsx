import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface PointsCardProps {
  /** company_points; undefined while it loads or when it could not be read (offline, first visit). */
  points: number | undefined;
  isLoading: boolean;
}

/** spec 02 §2 Home elements: the points total, the company's (every member sees it). */
export function PointsCard({ points, isLoading }: PointsCardProps) {
  const { t } = useTranslation(['home', 'common']);
  const titleId = useId();
  // Offline without cached data: the card stays out rather than showing an error (spec 02 §2 offline).
  if (points === undefined && !isLoading) return null;
  return (
    <section className="home-card home-card--points" aria-labelledby={titleId} aria-busy={isLoading}>
      <h2 id={titleId} className="home-card__label">
        {t('points.title')}
      </h2>
      <p className="home-points__total">
        {points === undefined ? '…' : t('common:format.points_count', { count: points })}
      </p>
    </section>
  );
}
