import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { useTutorialVideos } from '@/features/content/api/list-content';
import { ResourceLinks } from '@/features/content/components/resource-links';
import { VideoCard } from '@/features/content/components/video-card';
import { useUser } from '@/lib/user';
import '@/styles/content.css';

/** spec 02 §2 Resources: the region's link list, then the tutorial videos (at most 40, §9). */
export function Component() {
  const { t } = useTranslation(['titles', 'content']);
  const { data: user } = useUser();
  const videos = useTutorialVideos();

  return (
    <Page title={t('titles:resources.index')}>
      <section aria-labelledby="resources-links-title" className="resources__section">
        <h2 id="resources-links-title">{t('content:resources.links_title')}</h2>
        {user ? <ResourceLinks regionId={user.region} /> : null}
      </section>
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
        ) : videos.data.data.length === 0 ? (
          <p>{t('content:resources.videos_empty')}</p>
        ) : (
          <ul className="video-list">
            {videos.data.data.map((item) => (
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
