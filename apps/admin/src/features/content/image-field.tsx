import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentImageSchema, type ContentImage } from '@club/contract';
import { API_BASE } from '@/lib/api';
import { sessionStore } from '@/lib/session';
import { translateMessage } from '@/lib/messages';

interface ImageFieldProps {
  imageId: string | null;
  thumbnail: string | null;
  error?: string | undefined;
  onChange: (image: ContentImage | null) => void;
}

/**
 * The article's picture: a JPEG or PNG sent as it is (multipart), which the server checks by its bytes and
 * re-encodes; the preview is the server's copy, as the installers' app will show it.
 */
export function ImageField({ imageId, thumbnail, error, onChange }: ImageFieldProps) {
  const { t } = useTranslation(['content', 'common']);
  const inputId = useId();
  const [uploadError, setUploadError] = useState('');
  const [isUploading, setIsUploading] = useState(false);
  const shown = uploadError || (error ? (translateMessage(error, t) ?? error) : '');

  async function upload(file: File) {
    setUploadError('');
    setIsUploading(true);
    try {
      const form = new FormData();
      form.append('image', file);
      const token = sessionStore.getToken();
      const res = await fetch(`${API_BASE}/admin/content/images`, {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: form,
      });
      if (res.status === 413) return setUploadError(t('content:editor.imageTooLarge'));
      if (!res.ok) {
        const answer = (await res.json().catch(() => null)) as { errors?: { image?: string[] } } | null;
        return setUploadError(
          translateMessage(answer?.errors?.image?.[0], t) ?? t('content:editor.imageRefused'),
        );
      }
      onChange(ContentImageSchema.parse(await res.json()));
    } catch {
      setUploadError(t('content:editor.imageRefused'));
    } finally {
      setIsUploading(false);
    }
  }

  return (
    <div className="field image-field">
      <label htmlFor={inputId}>{t('content:editor.image')}</label>
      <p className="field-hint" id={`${inputId}-hint`}>
        {t('content:editor.imageHint')}
      </p>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png"
        aria-describedby={[`${inputId}-hint`, shown ? `${inputId}-error` : ''].filter(Boolean).join(' ')}
        aria-invalid={shown ? true : undefined}
        disabled={isUploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      {shown && (
        <p id={`${inputId}-error`} className="field-error">
          {shown}
        </p>
      )}
      {thumbnail ? (
        <div className="image-field__preview">
          <img src={thumbnail} alt={t('content:editor.imagePreview')} width={320} height={180} />
          {imageId || thumbnail ? (
            <button type="button" className="button" onClick={() => onChange(null)}>
              {t('content:editor.imageRemove')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
