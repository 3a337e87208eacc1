import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { regionById, ROLES, type TopUp } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { translateError } from '@/lib/error-message';
import { useIsEmulated } from '@/lib/session';
import { useUser } from '@/lib/user';
import { useClubCard } from '@/features/club-card/api/club-card';
import { useBrand } from '@/features/club-card/api/use-brand';
import { FailedTopUpDialog } from '@/features/club-card/components/failed-top-up-dialog';
import { TopUpForm } from '@/features/club-card/components/top-up-form';
import { flashState } from '@/features/club-card/utils/flash';
import { clubCardLinks } from '@/features/club-card/utils/links';
import { cardState, isFailedTopUp } from '@/features/club-card/utils/top-up';
import '@/styles/field-work.css';
import '@/styles/club-card.css';

/**
 * spec 03 §2 /club-card/transfer: an amount, the terms, submit; a PENDING or credited top-up goes back to
 * /club-card with its confirmation, a refused one opens 'Zamówienie nieudane' here.
 */
export function Component() {
  const { t } = useTranslation(['club_card', 'titles']);
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const { data: user } = useUser();
  const isOwner = user?.role.slug === ROLES.companyOwner.slug;
  const details = useClubCard(isOwner);
  const brand = useBrand();
  const isEmulated = useIsEmulated();
  const [isFailedOpen, setIsFailedOpen] = useState(false);
  const title = t('titles:club_card.transfer');
  const back = { to: '/club-card', label: t('titles:club_card.index') };

  if (user && !isOwner) return <Navigate to="/" replace />;
  if (details.data && !details.data.currentCard) return <Navigate to="/club-card/verify" replace />;
  if (details.error) {
    return (
      <Page title={title} back={back}>
        <p className="notice notice--error" role="alert">
          {translateError(tErrors, details.error)}
        </p>
      </Page>
    );
  }
  if (!user || !details.data?.currentCard || !brand) {
    return (
      <Page title={title} back={back}>
        <PageLoading />
      </Page>
    );
  }
  const isActive = cardState(details.data.currentCard.status) === 'active';
  const onAnswer = (topUp: TopUp) => {
    if (isFailedTopUp(topUp.status)) {
      setIsFailedOpen(true);
      return;
    }
    const flash = { kind: 'topped_up', points: topUp.amount.points, money: topUp.amount.local } as const;
    void navigate('/club-card', { state: flashState(flash) });
  };
  const country = regionById(user.region)?.code ?? details.data.region;
  return (
    <Page title={title} back={back}>
      {isActive ? null : <p className="notice notice--warning">{t('club_card:transfer.inactive')}</p>}
      <TopUpForm
        details={details.data}
        termsHref={clubCardLinks(brand.domain, country).terms}
        disabledReason={
          isEmulated ? t('club_card:emulated') : isActive ? undefined : t('club_card:transfer.inactive')
        }
        onAnswer={onAnswer}
      />
      {isFailedOpen ? <FailedTopUpDialog onClose={() => void navigate('/club-card')} /> : null}
    </Page>
  );
}
