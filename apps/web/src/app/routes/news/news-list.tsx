import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { useNewsPages } from '@/features/content/api/list-content';
import { NewsCard } from '@/features/content/components/news-card';
import '@/styles/content.css';

/** spec 02 §2 News: the region's and the club's news, 20 a page (§9), newest first, "show more" pages on. */
export function Component() {
  const { t } = useTranslation(['titles', 'content']);
  const news = useNewsPages();
  const items = news.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Page title={t('titles:news.list')}>
      {news.isPending ? (
        <p role="status">{t('content:news.loading')}</p>
      ) : news.isError && items.length === 0 ? (
        <div role="alert">
          <p>{t('content:news.error')}</p>
          <Button variant="secondary" onClick={() => void news.refetch()}>
            {t('content:retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p>{t('content:news.empty')}</p>
      ) : (
        <>
          <ul className="news-list">
            {items.map((item) => (
              <li key={item.uuid}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
          {news.hasNextPage ? (
            <Button
              variant="secondary"
              className="news-list__more"
              disabled={news.isFetchingNextPage}
              aria-busy={news.isFetchingNextPage}
              onClick={() => void news.fetchNextPage()}
            >
              {t('content:news.load_more')}
            </Button>
          ) : null}
          {news.isFetchNextPageError ? <p role="alert">{t('content:news.error')}</p> : null}
        </>
      )}
    </Page>
  );
}
