import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { useResourceArticles, useTutorialVideos } from '@/features/content/api/list-content';
import { NewsCard } from '@/features/content/components/news-card';
import { ResourceLinks } from '@/features/content/components/resource-links';
import { VideoCard } from '@/features/content/components/video-card';
import { useUser } from '@/lib/user';
import '@/styles/content.css';

/** spec 02 §2 Resources: the region's link list, then the tutorial videos (at most 40, §9). */
export function Component() {
  const { t } = useTranslation(['titles', 'content']);
  const { data: user } = useUser();
  const videos = useTutorialVideos();
  const videoItems = videos.data?.data.filter((item) => item.type === 'video') ?? [];
  const articles = useResourceArticles();
  // Articles are an addition to the links and videos: the section shows only when there are some.
  const articleItems = articles.data?.data.filter((item) => item.type === 'resource') ?? [];

  return (
    <Page title={t('titles:resources.index')}>
      <section aria-labelledby="resources-links-title" className="resources__section">
        <h2 id="resources-links-title">{t('content:resources.links_title')}</h2>
        {user ? <ResourceLinks regionId={user.region} /> : null}
      </section>
      {articleItems.length > 0 ? (
        <section aria-labelledby="resources-articles-title" className="resources__section">
          <h2 id="resources-articles-title">{t('content:resources.articles_title')}</h2>
          <ul className="news-list">
            {articleItems.map((item) => (
              <li key={item.uuid}>
                <NewsCard item={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="resources-videos-title" className="resources__section">
        <h2 id="resources-videos-title">{t('content:resources.videos_title')}</h2>
        {videos.isPending ? (
          <p role="status">{t('content:resources.videos_loading')}</p>
        ) : videos.isError ? (
          <div role="alert">
            <p>{t('content:resources.videos_error')}</p>
            <Button variant="secondary" onClick={() => void videos.refetch()}>
              {t('content:retry')}
            </Button>
          </div>
        ) : videoItems.length === 0 ? (
          <p>{t('content:resources.videos_empty')}</p>
        ) : (
          <ul className="video-list">
            {videoItems.map((item) => (
              <li key={item.uuid}>
                <VideoCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
