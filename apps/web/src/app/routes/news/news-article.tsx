import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { useContentItem } from '@/features/content/api/get-content';
import { ArticleBody } from '@/features/content/components/article-body';
import { formatDate } from '@/lib/format';
import { isApiError } from '@/lib/api-error';
import '@/styles/content.css';

/** spec 02 §2: /news/{uuid}, the article with its sanitised HTML and date, and the way back to /news. */
export function Component() {
  const { t, i18n } = useTranslation(['titles', 'content']);
  const { uuid = '' } = useParams();
  const article = useContentItem(uuid);
  // a resource article (spec 02 §1) is opened from /resources, and leads back there
  const back =
    article.data?.type === 'resource'
      ? { to: '/resources', label: t('titles:resources.index') }
      : { to: '/news', label: t('content:article.back') };

  if (article.isPending) {
    return (
      <Page title={t('titles:news.article')} back={back}>
        <p role="status">{t('content:article.loading')}</p>
      </Page>
    );
  }
  if (article.isError) {
    // An unknown, withdrawn or other region's article answers 404 (and a malformed address 422).
    const isMissing = isApiError(article.error) && [404, 422].includes(article.error.status);
    return (
      <Page title={t('titles:news.article')} back={back}>
        <div role="alert">
          <p>{isMissing ? t('content:article.not_found') : t('content:article.error')}</p>
          {isMissing ? null : (
            <Button variant="secondary" onClick={() => void article.refetch()}>
              {t('content:retry')}
            </Button>
          )}
        </div>
      </Page>
    );
  }

  const item = article.data;
  return (
    <Page title={item.content.title} back={back}>
      <article className="article">
        <time className="article__date" dateTime={item.published_at}>
          {formatDate(item.published_at, i18n.language, 'long')}
        </time>
        {item.content.text ? <ArticleBody html={item.content.text} /> : null}
      </article>
    </Page>
  );
}
