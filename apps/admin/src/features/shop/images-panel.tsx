import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  deleteShopAdminImage,
  reorderShopAdminImages,
  uploadShopAdminImage,
  type ShopAdminProduct,
} from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { API_BASE, call } from '@/lib/api';
import { isApiError, toApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-message';
import { translateMessage } from '@/lib/messages';
import { sessionStore } from '@/lib/session';
import { shopKeys } from './shop-keys';
import { useShopMessage } from './shop-messages';

/** The upload is multipart, which `call` does not send: the same token, our own request. */
async function upload(productUuid: string, file: File): Promise<void> {
  const body = new FormData();
  body.append('image', file);
  const token = sessionStore.getToken();
  const response = await fetch(
    `${API_BASE}${uploadShopAdminImage.path.replace(':id', encodeURIComponent(productUuid))}`,
    {
      method: 'POST',
      body,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    },
  );
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw toApiError(response.status, payload, response.headers.get('Retry-After'));
  }
}

/** The product's pictures in their order: add, move, remove. The first is the grid's thumbnail. */
export function ImagesPanel({ product }: { product: ShopAdminProduct }) {
  const { t } = useTranslation(['shop', 'common']);
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: shopKeys.all });
  const m = useShopMessage();
  // a refused picture says why on its field (not a JPEG or PNG, too many pictures)
  const onError = (error: unknown) =>
    setFailure(
      (isApiError(error) && m(translateMessage(error.errors?.image?.[0] ?? error.errors?.images?.[0], t))) ||
        errorMessage(error, t),
    );
  const add = useMutation({
    mutationFn: (file: File) => upload(product.uuid, file),
    onSuccess: async () => {
      if (input.current) input.current.value = '';
      await refresh();
    },
    onError,
  });
  const reorder = useMutation({
    mutationFn: (ids: number[]) =>
      call(reorderShopAdminImages, { params: { id: product.uuid }, body: { images: ids } }),
    onSuccess: refresh,
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(deleteShopAdminImage, { params: { id } }),
    onSuccess: refresh,
    onError,
  });
  const ids = product.images.map((image) => image.id);
  const move = (index: number, by: number) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    setFailure(null);
    reorder.mutate(next);
  };
  return (
    <section className="panel" aria-labelledby="shop-images">
      <h2 id="shop-images">{t('shop:images.heading')}</h2>
      {product.images.length === 0 ? (
        <p>{t('shop:images.empty')}</p>
      ) : (
        <ol className="shop-images">
          {product.images.map((image, index) => (
            <li key={image.id}>
              <img src={image.thumbnail} alt={t('shop:images.alt', { position: index + 1 })} />
              <div className="row">
                <button
                  type="button"
                  className="button"
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(index, -1)}
                  aria-label={t('shop:images.earlier', { position: index + 1 })}
                >
                  ←
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={index === product.images.length - 1 || reorder.isPending}
                  onClick={() => move(index, 1)}
                  aria-label={t('shop:images.later', { position: index + 1 })}
                >
                  →
                </button>
                <button
                  type="button"
                  className="button button-danger"
                  disabled={remove.isPending}
                  onClick={() => {
                    setFailure(null);
                    remove.mutate(image.id);
                  }}
                  aria-label={t('shop:images.remove', { position: index + 1 })}
                >
                  {t('shop:images.removeShort')}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="field">
        <label htmlFor="shop-image-upload">{t('shop:images.upload')}</label>
        <p className="field-hint">{t('shop:images.uploadHint')}</p>
        <input
          ref={input}
          id="shop-image-upload"
          type="file"
          accept="image/jpeg,image/png"
          disabled={add.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setFailure(null);
            add.mutate(file);
          }}
        />
      </div>
      <FormError message={failure} />
    </section>
  );
}
