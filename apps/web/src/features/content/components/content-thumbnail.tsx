/**
 * A card's picture: the item's same-origin thumbnail, or a drawn placeholder. Decorative either way (the
 * title beside it names the item), so it is hidden from assistive technology.
 */
export function ContentThumbnail({
  src,
  variant = 'news',
}: {
  src: string | null;
  variant?: 'news' | 'video';
}) {
  if (!src)
    return (
      <span
        className={`content-thumb content-thumb--placeholder content-thumb--${variant}`}
        aria-hidden="true"
      />
    );
  return (
    <img
      className="content-thumb"
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={320}
      height={180}
    />
  );
}
