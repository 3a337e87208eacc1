import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClubCardDetails } from '@club/contract';

const TARGETS = {
  order: '/shop/club-card',
  verify: '/club-card/verify',
  activate: '/club-card',
  inactive: '/club-card',
} as const;

/**
 * spec 02 §2 Home elements: the club-card notice. Which one applies (a card to order, a card on its way to
 * verify, one to activate, an inactive one) is the server's word, from the card's details.
 */
export function ClubCardNotice({ details, brand }: { details: ClubCardDetails | undefined; brand: string }) {
  // the texts come when a notice is due, not with the home screen of every person
  const notice = details?.notice;
  const { t, ready } = useTranslation('club_card', { useSuspense: false });
  if (!notice || !ready) return null;
  return (
    <Link className="club-card-notice" to={TARGETS[notice]}>
      <span>{t(`notice.${notice}`, { brand })}</span>
      <span className="club-card-notice__open">{t('notice.open')}</span>
    </Link>
  );
}
