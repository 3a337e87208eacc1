import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * spec 03 §2, §6: the club-card banner of /shop, for owners of the club-card region whose company has no
 * card. Whether the company is offered the card is the server's word (the card's details, `offer`).
 */
export function ClubCardBanner({ isOffered }: { isOffered: boolean }) {
  const { t } = useTranslation('shop');
  if (!isOffered) return null;
  return (
    <Link className="club-card-banner" to="/shop/club-card">
      <span className="club-card-banner__title">{t('club_card.title')}</span>
      <span>{t('club_card.text')}</span>
    </Link>
  );
}
