import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { ROLES } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { Button } from '@/components/ui/button';
import { translateError } from '@/lib/error-message';
import { useIsEmulated } from '@/lib/session';
import { useUser } from '@/lib/user';
import { useClubCard } from '@/features/club-card/api/club-card';
import { useBrand } from '@/features/club-card/api/use-brand';
import { ClubCardFlashNotice } from '@/features/club-card/components/flash-notice';
import { VerifyForm } from '@/features/club-card/components/verify-form';
import { flashState } from '@/features/club-card/utils/flash';
import '@/styles/field-work.css';
import '@/styles/club-card.css';

/**
 * spec 03 §2 /club-card/verify: the card is on its way; 'Zweryfikuj' reveals the serial form. A company
 * whose card is registered already goes to /club-card with the success message.
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
  const [isFormShown, setIsFormShown] = useState(false);
  const [hasVerified, setHasVerified] = useState(false);
  const title = t('titles:club_card.verify');

  if (user && !isOwner) return <Navigate to="/" replace />;
  if (details.data?.currentCard && !hasVerified) {
    return <Navigate to="/club-card" replace state={flashState({ kind: 'verified' })} />;
  }
  if (details.error) {
    return (
      <Page title={title}>
        <p className="notice notice--error" role="alert">
          {translateError(tErrors, details.error)}
        </p>
      </Page>
    );
  }
  if (!details.data || !brand) {
    return (
      <Page title={title}>
        <PageLoading />
      </Page>
    );
  }
  if (!details.data.ordered_card) {
    return (
      <Page title={title}>
        <p className="notice">{t('club_card:verify.no_card')}</p>
        {details.data.offer ? (
          <Link className="button button--primary" to="/shop/club-card">
            {t('club_card:verify.to_order')}
          </Link>
        ) : null}
      </Page>
    );
  }
  return (
    <Page title={title}>
      <ClubCardFlashNotice brand={brand.name} />
      <p>{t('club_card:verify.info')}</p>
      {isFormShown ? (
        <VerifyForm
          disabledReason={isEmulated ? t('club_card:emulated') : undefined}
          onVerified={() => {
            setHasVerified(true);
            void navigate('/club-card', { replace: true, state: flashState({ kind: 'verified' }) });
          }}
        />
      ) : (
        <Button onClick={() => setIsFormShown(true)}>{t('club_card:verify.start')}</Button>
      )}
    </Page>
  );
}
