import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { ContentItem } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { ContentThumbnail } from './content-thumbnail';

/**
 * A link out to YouTube, not an embedded player: no third-party frame or script runs in the app, so the
 * server's CSP stays closed to them, and nothing plays by itself on a phone's data plan.
 */
export const youtubeUrl = (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;

/** spec 02 §2: a tutorial video with its description collapsed to 2 lines and a "more" toggle. */
export function VideoCard({ item }: { item: ContentItem }) {
  const { t } = useTranslation('content');
  const descriptionId = useId();
  const descriptionRef = useRef<HTMLParagraphElement>(null);
  const [isExpanded, setIsExpanded] = useState(false);
  const [isClipped, setIsClipped] = useState(false);
  const description = item.content.text;

  // The toggle is offered only when the 2-line clamp actually hides text (it depends on the font size
  // setting and the screen width).
  useLayoutEffect(() => {
    const element = descriptionRef.current;
    if (!element || isExpanded) return;
    const measure = () => setIsClipped(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [description, isExpanded]);

  const youtube = item.content.youtube;
  return (
    <article className="video-card">
      {youtube ? (
        <a
          className="video-card__watch"
          href={youtubeUrl(youtube)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('resources.watch', { title: item.content.title })}
        >
          <ContentThumbnail src={item.media.thumbnail} variant="video" />
        </a>
      ) : (
        <ContentThumbnail src={item.media.thumbnail} variant="video" />
      )}
      <h3 className="video-card__title">{item.content.title}</h3>
      {description ? (
        <>
          <p
            id={descriptionId}
            ref={descriptionRef}
            className={isExpanded ? 'video-card__description' : 'video-card__description is-clamped'}
          >
            {description}
          </p>
          {isClipped || isExpanded ? (
            <button
              type="button"
              className="button button--link video-card__toggle"
              aria-expanded={isExpanded}
              aria-controls={descriptionId}
              onClick={() => setIsExpanded((value) => !value)}
            >
              {isExpanded ? t('resources.less') : t('resources.more')}
            </button>
          ) : null}
        </>
      ) : null}
    </article>
  );
}
