import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { regionById, ROLES } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { Button } from '@/components/ui/button';
import { useIsEmulated } from '@/lib/session';
import { useUser } from '@/lib/user';
import { useClubCard } from '@/features/club-card/api/club-card';
import { useBrand } from '@/features/club-card/api/use-brand';
import { CardPicture } from '@/features/club-card/components/card-picture';
import { ClubCardFlashNotice } from '@/features/club-card/components/flash-notice';
import { HelpCards } from '@/features/club-card/components/help-cards';
import { TopUpHistory } from '@/features/club-card/components/top-up-history';
import { clubCardLinks } from '@/features/club-card/utils/links';
import { cardState } from '@/features/club-card/utils/top-up';
import '@/styles/field-work.css';
import '@/styles/shop.css';
import '@/styles/club-card.css';

/**
 * spec 03 §2 /club-card: the card, the top-up button (only for an ACTIVE card), the history and the help
 * cards. A company without a registered card goes to verify; the home is the owner's (spec 02 §6).
 */
export function Component() {
  const { t } = useTranslation(['club_card', 'titles']);
  const { data: user } = useUser();
  const isOwner = user?.role.slug === ROLES.companyOwner.slug;
  const details = useClubCard(isOwner);
  const brand = useBrand();
  const isEmulated = useIsEmulated();

  if (user && !isOwner) return <Navigate to="/" replace />;
  if (details.data && !details.data.currentCard) return <Navigate to="/club-card/verify" replace />;

  const card = details.data?.currentCard;
  const title = brand ? t('club_card:home.title', { brand: brand.name }) : t('titles:club_card.index');
  if (details.error || (!details.isPending && !card)) {
    // spec 03 §8: details missing after loading
    return (
      <Page title={title}>
        <p className="notice notice--error" role="alert">
          {t('club_card:home.error')}
        </p>
      </Page>
    );
  }
  if (!user || !card || !brand || !details.data) {
    return (
      <Page title={title}>
        <PageLoading />
      </Page>
    );
  }
  const state = cardState(card.status);
  const links = clubCardLinks(brand.domain, regionById(user.region)?.code ?? details.data.region);
  const topUpReason =
    state === 'issued'
      ? t('club_card:home.issued')
      : state === 'inactive'
        ? t('club_card:home.inactive')
        : isEmulated
          ? t('club_card:emulated')
          : undefined;
  return (
    <Page title={title}>
      <ClubCardFlashNotice brand={brand.name} />
      <CardPicture
        label={t('club_card:home.card_image', { brand: brand.name })}
        name={t('club_card:card_name', { brand: brand.name })}
        serial={card.serial_masked}
      />
      {card.serial_masked ? (
        <p className="muted club-card-serial">{t('club_card:home.serial', { serial: card.serial_masked })}</p>
      ) : null}
      {state === 'active' && !isEmulated ? (
        <Link className="button button--primary" to="/club-card/transfer">
          {t('club_card:home.top_up')}
        </Link>
      ) : (
        <Button disabled disabledReason={topUpReason}>
          {t('club_card:home.top_up')}
        </Button>
      )}
      <TopUpHistory />
      <HelpCards instructions={links.instructions} provider={links.provider} />
    </Page>
  );
}
