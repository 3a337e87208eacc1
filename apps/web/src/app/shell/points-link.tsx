import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCompanyPoints } from '@/features/points/api/get-company-points';
import { StarIcon } from './icons';

/**
 * The company's points, linking to /balance (spec 01 §2). Nothing shows until the points are known: a
 * placeholder number would be read as the balance.
 */
export function PointsLink({ companyUuid }: { companyUuid: string | undefined }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data } = useCompanyPoints(companyUuid);
  if (!data) return null;
  return (
    <Link
      className="app-header__points"
      to="/balance"
      aria-current={pathname === '/balance' ? 'page' : undefined}
    >
      <StarIcon />
      <span>{t('format.points_count', { count: data.company_points })}</span>
    </Link>
  );
}
