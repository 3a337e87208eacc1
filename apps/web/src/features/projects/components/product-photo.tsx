import { useEffect, useState } from 'react';
import { fileCallHeaders } from '@/lib/api-client';

/** A product photo: the API serves it to the signed-in company only, so it is fetched with the token. */
export function ProductPhoto({ src, alt }: { src: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let created: string | null = null;
    fetch(src, { headers: fileCallHeaders(), signal: controller.signal })
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
  return url ? <img className="product-row__photo" src={url} alt={alt} /> : null;
}
