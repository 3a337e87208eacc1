import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The two lists of the section: the top-ups (the queue to answer) and the cards. */
export function ClubCardsNav() {
  const { t } = useTranslation('club_cards');
  return (
    <nav className="club-cards-nav" aria-label={t('club_cards:nav_label')}>
      <NavLink to="/club-cards" end>
        {t('club_cards:top_ups.title')}
      </NavLink>
      <NavLink to="/club-cards/cards">{t('club_cards:cards.title')}</NavLink>
    </nav>
  );
}
