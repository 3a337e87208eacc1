import { useDocumentTitle } from '@/lib/document-title';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@club/contract';
import { useClubCard } from '@/features/club-card/api/club-card';
import { useBrand } from '@/features/club-card/api/use-brand';
import { ClubCardNotice } from '@/features/club-card/components/club-card-notice';
import { LatestNews } from '@/features/content/components/latest-news';
import { useLeadsSummary } from '@/features/leads/api/leads';
import { NewLeadsCard } from '@/features/leads/components/new-leads-card';
import { AddProductActions } from '@/features/home/components/add-product-actions';
import { ConsentDialog } from '@/features/home/components/consent-dialog';
import { EmailVerificationWarning } from '@/features/home/components/email-verification-warning';
import { PointsCard } from '@/features/home/components/points-card';
import { PointsExpiryNotice } from '@/features/home/components/points-expiry-notice';
import { TierCard } from '@/features/home/components/tier-card';
import { useCompanyPoints } from '@/features/points/api/get-company-points';
import { usePendingSurveys } from '@/features/surveys/api/list-surveys';
import { PendingSurveysCard } from '@/features/surveys/components/pending-surveys-card';
import { useTierHistory } from '@/features/tiers/api/list-tier-history';
import { useTiers } from '@/features/tiers/api/list-tiers';
import { PageLoading } from '@/components/layouts/page-loading';
import { useUser } from '@/lib/user';
import './home.css';

/**
 * Home (spec 01 §2 Home widgets, spec 02 §2 Home elements): one column of cards. The header with the
 * greeting and the bottom navigation belong to the shell. Every widget draws from its own query and stays
 * out while it has nothing to show, so that a missing connection leaves the cached cards in place instead
 * of an error wall. Cards that appear one by one above others push those down the screen while the person
 * reads (layout shift): the person's own cards come with the user, the rest together once their queries
 * have settled, and the news, last in the column, not before them (news that answered first would be
 * pushed below the screen by the cards arriving above it).
 */
export function Component() {
  const { t } = useTranslation(['titles', 'common']);
  const { data: user } = useUser();
  const points = useCompanyPoints(user?.company.uuid);
  const tiers = useTiers(user?.region);
  const history = useTierHistory(user?.company_id);
  const surveys = usePendingSurveys();
  const isOwner = user?.role.slug === ROLES.companyOwner.slug;
  const clubCard = useClubCard(isOwner);
  const brand = useBrand();
  // spec 01 §6: leads are loaded only for a company that accepts them; they are the owner's (spec 02 §6)
  const takesLeads = isOwner && user.company.accepts_leads === 1;
  const leads = useLeadsSummary(user?.company.uuid, takesLeads);
  // a query settles with its first answer or its first failure; once settled the cards stay, since a card
  // mounting may fetch its query again (an error is retried on mount)
  const isSettling = [points, tiers, history, surveys, clubCard, leads].some(
    (query) => query.isLoading && query.failureCount === 0,
  );
  const [hasSettled, setHasSettled] = useState(!isSettling);
  if (!isSettling && !hasSettled) setHasSettled(true);
  const now = new Date();

  const title = t('titles:home.index');
  useDocumentTitle(title);

  return (
    <div className="home">
      {/* The shell's header greets the person; the screen's heading is for assistive technology. */}
      <h1 className="visually-hidden">{title}</h1>
      {user ? (
        <>
          <EmailVerificationWarning user={user} />
          <PointsCard
            points={points.data?.company_points}
            isLoading={points.isLoading}
            unfinishedProjects={points.data?.projects.in_prog}
          />
          <AddProductActions />
          {hasSettled ? (
            <>
              <PointsExpiryNotice user={user} expiring={points.data?.points} now={now} />
              <TierCard history={history.data} definitions={tiers.data} />
              <PendingSurveysCard />
              {brand ? <ClubCardNotice details={clubCard.data} brand={brand.name} /> : null}
              <NewLeadsCard newCount={takesLeads ? leads.data?.new_count : undefined} />
              <LatestNews />
            </>
          ) : null}
          <ConsentDialog user={user} />
        </>
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
