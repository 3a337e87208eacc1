import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_DISPLAY, type ShopImage } from '@club/contract';

/**
 * spec 03 §2, §9: the product's images, swiped sideways (scroll snapping) or moved with the buttons;
 * the images after the 7th load when they come near.
 */
export function ImageCarousel({ images, name }: { images: readonly ShopImage[]; name: string }) {
  const { t } = useTranslation('shop');
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const sorted = [...images].sort((a, b) => a.position - b.position);
  if (sorted.length === 0) return <div className="carousel carousel--empty" aria-hidden="true" />;

  const show = (index: number) => {
    const list = track.current;
    const next = Math.max(0, Math.min(sorted.length - 1, index));
    list?.children[next]?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
    setCurrent(next);
  };
  const onScroll = () => {
    const list = track.current;
    if (!list || list.clientWidth === 0) return;
    setCurrent(Math.round(list.scrollLeft / list.clientWidth));
  };

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={t('product.images', { name })}>
      <ul className="carousel__track" ref={track} onScroll={onScroll} tabIndex={0}>
        {sorted.map((image, index) => (
          <li
            key={`${image.position}-${image.large}`}
            className="carousel__slide"
            aria-roledescription="slide"
            aria-label={t('product.image_of', { index: index + 1, total: sorted.length })}
          >
            <img
              src={image.large}
              alt={index === 0 ? name : ''}
              width={image.width}
              height={image.height}
              loading={index >= SHOP_DISPLAY.lazyImageIndex ? 'lazy' : 'eager'}
              decoding="async"
            />
          </li>
        ))}
      </ul>
      {sorted.length > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            onClick={() => show(current - 1)}
            disabled={current === 0}
            aria-label={t('product.previous_image')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className="carousel__position" aria-live="polite">
            {t('product.image_of', { index: current + 1, total: sorted.length })}
          </span>
          <button
            type="button"
            className="carousel__button"
            onClick={() => show(current + 1)}
            disabled={current >= sorted.length - 1}
            aria-label={t('product.next_image')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
