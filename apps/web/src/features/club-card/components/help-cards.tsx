import { useTranslation } from 'react-i18next';

/** spec 03 §2 /club-card: two help cards, the card's instructions and the card provider's contact page. */
export function HelpCards({ instructions, provider }: { instructions: string; provider: string }) {
  const { t } = useTranslation('club_card');
  const cards = [
    { href: instructions, title: t('help.instructions'), text: t('help.instructions_text') },
    { href: provider, title: t('help.contact'), text: t('help.contact_text') },
  ];
  return (
    <section className="club-card-help" aria-labelledby="club-card-help">
      <h2 id="club-card-help" className="club-card-section-title">
        {t('help.title')}
      </h2>
      <ul className="club-card-help__list">
        {cards.map((card) => (
          <li key={card.href}>
            <a className="club-card-help__card" href={card.href} target="_blank" rel="noopener noreferrer">
              <span className="club-card-help__title">{card.title}</span>
              <span className="muted">{card.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
