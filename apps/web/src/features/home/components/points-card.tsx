import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface PointsCardProps {
  /** company_points; undefined while it loads or when it could not be read (offline, first visit). */
  points: number | undefined;
  isLoading: boolean;
  /** projects.in_prog of the same answer: the company's unfinished projects (spec 02 §2). */
  unfinishedProjects?: number;
}

/** spec 02 §2 Home elements: the points total, the company's (every member sees it). */
export function PointsCard({ points, isLoading, unfinishedProjects }: PointsCardProps) {
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
      {/* spec 02 §2: the count, none included, so the card keeps one height from loading to loaded */}
      {unfinishedProjects !== undefined ? (
        <Link className="home-points__projects" to="/projects">
          {t('points.unfinished', { count: unfinishedProjects })}
        </Link>
      ) : isLoading ? (
        // the line the count takes, kept while it loads so that the cards below stay put
        <span className="home-points__projects" aria-hidden="true" />
      ) : null}
    </section>
  );
}
