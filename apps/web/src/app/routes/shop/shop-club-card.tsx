import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { ROLES } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { translateError } from '@/lib/error-message';
import { useIsEmulated } from '@/lib/session';
import { useUser } from '@/lib/user';
import { useClubCard } from '@/features/club-card/api/club-card';
import { OrderForm } from '@/features/club-card/components/order-form';
import { flashState } from '@/features/club-card/utils/flash';
import '@/styles/field-work.css';
import '@/styles/club-card.css';

/**
 * spec 03 §2, §5, §6 /shop/club-card: the card's order page, for owners of the club card region whose
 * company has no card; disabled when a card is ordered already or with fewer than 10 scans this year.
 */
export function Component() {
  const { t } = useTranslation(['club_card', 'titles']);
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const { data: user } = useUser();
  const isOwner = user?.role.slug === ROLES.companyOwner.slug;
  const details = useClubCard(isOwner);
  const isEmulated = useIsEmulated();
  const title = t('titles:shop.club_card');
  const back = { to: '/shop', label: t('titles:shop.list') };

  if (user && !isOwner) return <Navigate to="/shop" replace />;
  const data = details.data;
  if (data?.currentCard) return <Navigate to="/club-card" replace />;
  if (data && !data.offer && !data.ordered_card) return <Navigate to="/shop" replace />;
  if (details.error) {
    return (
      <Page title={title} back={back}>
        <p className="notice notice--error" role="alert">
          {translateError(tErrors, details.error)}
        </p>
      </Page>
    );
  }
  if (!user || !data) {
    return (
      <Page title={title} back={back}>
        <PageLoading />
      </Page>
    );
  }
  const blockedBy = data.ordered_card ? 'ordered' : data.order_blocked_by;
  const reason = blockedBy
    ? t(`club_card:order.blocked.${blockedBy}`)
    : isEmulated
      ? t('club_card:emulated')
      : undefined;
  return (
    <Page title={title} back={back}>
      <p>{t('club_card:order.intro')}</p>
      <p className="club-card-scans">
        {t('club_card:order.scans', { count: data.scans_this_year, min: data.min_scans_this_year })}
      </p>
      {blockedBy === 'ordered' ? (
        <>
          <p className="notice">{reason}</p>
          <Link className="button button--primary" to="/club-card/verify">
            {t('titles:club_card.verify')}
          </Link>
        </>
      ) : (
        <OrderForm
          user={user}
          disabledReason={reason}
          onOrdered={() =>
            void navigate('/club-card/verify', { replace: true, state: flashState({ kind: 'ordered' }) })
          }
        />
      )}
    </Page>
  );
}
