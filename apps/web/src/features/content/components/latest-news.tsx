import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLatestNews } from '../api/list-content';
import { NewsCard } from './news-card';
import '@/styles/content.css';

/**
 * Home: the latest 5 visible news with a link to /news (spec 01 §2, spec 02 §2, §9). Nothing shows while
 * it loads, when it fails (offline without a cached copy) or when there is no news: home keeps its other
 * cards instead of an error.
 */
export function LatestNews() {
  const { t } = useTranslation('content');
  const { data: news } = useLatestNews();
  if (!news || news.length === 0) return null;
  return (
    <section className="home-card latest-news" aria-labelledby="latest-news-title">
      <h2 id="latest-news-title" className="home-card__title">
        {t('latest.title')}
      </h2>
      <ul className="news-list news-list--compact">
        {news.map((item) => (
          <li key={item.uuid}>
            <NewsCard item={item} headingLevel={3} />
          </li>
        ))}
      </ul>
      <Link className="latest-news__all" to="/news">
        {t('latest.all')}
      </Link>
    </section>
  );
}
