import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { regionById, ROLES, type User } from '@club/contract';

/** spec 03 §6: the club card is offered to owners of this region only. */
export const CLUB_CARD_REGION = 'PL';

/**
 * spec 03 §2, §6: the club-card banner of /shop, for owners of the club-card region whose company has no
 * card. The user record carries no card status yet (the club-card issue adds it): until then every owner
 * of the region sees the offer, and the club-card page says when the company already has one.
 */
export function ClubCardBanner({ user }: { user: User }) {
  const { t } = useTranslation('shop');
  const isOwner = user.role.slug === ROLES.companyOwner.slug;
  if (!isOwner || regionById(user.region)?.code !== CLUB_CARD_REGION) return null;
  return (
    <Link className="club-card-banner" to="/shop/club-card">
      <span className="club-card-banner__title">{t('club_card.title')}</span>
      <span>{t('club_card.text')}</span>
    </Link>
  );
}
