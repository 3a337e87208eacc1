import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '@/lib/session';

/** The photo through the operators' call: it needs the operator's token, so it is fetched, not linked. */
function usePhotoUrl(src: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let created: string | null = null;
    const token = sessionStore.getToken();
    fetch(src, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
      credentials: 'same-origin',
    })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob) return;
        created = URL.createObjectURL(blob);
        setUrl(created);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [src]);
  return url;
}

/** A tag photo: a thumbnail that opens the photo large in a dialog (Escape or Close shuts it). */
export function ReviewPhoto({ src, serial }: { src: string; serial: string }) {
  const { t } = useTranslation('review');
  const url = usePhotoUrl(src);
  const dialog = useRef<HTMLDialogElement>(null);
  if (!url) return <div className="review-photo review-photo--loading" aria-hidden="true" />;
  return (
    <>
      <button
        type="button"
        className="review-photo"
        aria-label={t('product.open_photo', { serial })}
        onClick={() => dialog.current?.showModal()}
      >
        <img src={url} alt={t('product.photo', { serial })} />
      </button>
      <dialog ref={dialog} className="review-photo__dialog" aria-label={t('product.photo', { serial })}>
        <img src={url} alt={t('product.photo', { serial })} className="review-photo__large" />
        <form method="dialog">
          <button type="submit" className="button" autoFocus>
            {t('product.close_photo')}
          </button>
        </form>
      </dialog>
    </>
  );
}
