import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Home (spec 02 §2): the link to /leads while new leads wait. Its texts are fetched only when there is
 * something to show, so a company without leads never loads them.
 */
export function NewLeadsCard({ newCount }: { newCount: number | undefined }) {
  const { t, ready } = useTranslation('leads', { useSuspense: false });
  if (!newCount || !ready) return null;
  return (
    <section className="home-card home-card--notice" aria-labelledby="home-leads-title">
      <h2 id="home-leads-title" className="home-card__title">
        {t('home.title')}
      </h2>
      <p>{t('home.text', { count: newCount })}</p>
      <Link className="home-card__link" to="/leads">
        {t('home.link')}
      </Link>
    </section>
  );
}
