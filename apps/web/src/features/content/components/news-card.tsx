import type { ContentItem } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { ContentThumbnail } from './content-thumbnail';

/** spec 02 §2 News: a card with the thumbnail (or a placeholder), the title and the date. */
export function NewsCard({ item, headingLevel = 2 }: { item: ContentItem; headingLevel?: 2 | 3 }) {
  const { i18n } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="news-card">
      <ContentThumbnail src={item.media.thumbnail} />
      <div className="news-card__text">
        <Heading className="news-card__title">
          {/* The whole card is clickable through the link's stretched area (content.css). */}
          <Link className="news-card__link" to={`/news/${item.uuid}`}>
            {item.content.title}
          </Link>
        </Heading>
        <time className="news-card__date" dateTime={item.published_at}>
          {formatDate(item.published_at, i18n.language, 'long')}
        </time>
      </div>
    </article>
  );
}
