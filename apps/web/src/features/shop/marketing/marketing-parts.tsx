import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKETING_LIMITS, TIMINGS, type OrderFile, type ShopImage } from '@club/contract';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { isApiError } from '@/lib/api-error';
import { uploadLogo, useQrCode } from './marketing-api';
import { checkLogoFile, messageKey, type ServiceOption } from './marketing-form';

/** An error line under a group, linked to it with aria-describedby. */
export function GroupError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  );
}

/** spec 03 §5 services: exactly `count` of the list; the others are disabled once `count` are chosen. */
export function ServicesPicker(props: {
  count: number;
  options: readonly ServiceOption[] | undefined;
  value: string[];
  onChange: (value: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('marketing');
  const id = useId();
  const { count, options, value, onChange } = props;
  const toggle = (icon: string) =>
    onChange(value.includes(icon) ? value.filter((v) => v !== icon) : [...value, icon]);
  return (
    <fieldset className="marketing__group" aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend className="radio-group__legend">{t('services.legend', { n: count })}</legend>
      <p className="marketing__hint">{t('services.chosen', { chosen: value.length, n: count })}</p>
      {options === undefined ? <p>{t('services.loading')}</p> : null}
      <ul className="marketing__choices">
        {(options ?? []).map((option) => {
          const checked = value.includes(option.icon);
          return (
            <li key={option.icon}>
              <label className="marketing__choice">
                <input
                  type="checkbox"
                  name="services"
                  checked={checked}
                  disabled={!checked && value.length >= count}
                  onChange={() => toggle(option.icon)}
                />
                <span>{option.text}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <GroupError id={`${id}-error`} message={props.error} />
    </fieldset>
  );
}

/** spec 03 §3 selectedImagePosition: one of the product's first `count` pictures. */
export function CoverChoice(props: {
  count: number;
  images: readonly ShopImage[];
  value: number;
  onChange: (position: number) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('marketing');
  const id = useId();
  const images = [...props.images].sort((a, b) => a.position - b.position);
  return (
    <fieldset className="marketing__group" aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend className="radio-group__legend">{t('cover.legend')}</legend>
      <ul className="marketing__covers">
        {Array.from({ length: props.count }, (_, i) => i + 1).map((position) => {
          const image = images[position - 1];
          return (
            <li key={position}>
              <label className="marketing__cover">
                <input
                  type="radio"
                  name="selectedImagePosition"
                  checked={props.value === position}
                  onChange={() => props.onChange(position)}
                />
                {image ? (
                  <img src={image.thumbnail} alt="" width={96} height={96} loading="lazy" />
                ) : (
                  <span className="marketing__cover-blank" aria-hidden="true" />
                )}
                <span>{t('cover.option', { n: position })}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <GroupError id={`${id}-error`} message={props.error} />
    </fieldset>
  );
}

/**
 * spec 03 §5 logo: one file, checked in the browser (size, type) before it is sent with a progress bar,
 * and by the server after; its own messages for too large and wrong type.
 */
export function LogoUpload(props: {
  value: string;
  onChange: (uuid: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('marketing');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<OrderFile | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    const refused = checkLogoFile(chosen);
    if (refused) {
      setProblem(refused);
      if (input.current) input.current.value = '';
      return;
    }
    setProgress(0);
    try {
      const stored = await uploadLogo(chosen, setProgress);
      setFile(stored);
      props.onChange(stored.uuid);
    } catch (error) {
      if (isApiError(error) && error.status === 413) setProblem('errors.logoTooLarge');
      else if (isApiError(error) && error.errors?.file?.[0]) setProblem(messageKey(error.errors.file[0]));
      else setProblem('errors.uploadFailed');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const message = problem ? t(problem) : props.error;
  return (
    <div className="field marketing__group">
      <label className="field__label" htmlFor={`${id}-file`}>
        {t('fields.logo')}
      </label>
      <p className="marketing__hint" id={`${id}-hint`}>
        {t('logo.hint', { mb: MARKETING_LIMITS.logoMaxBytes / 1_000_000 })}
      </p>
      {props.value ? (
        <p className="marketing__logo">
          <span>{file?.name ?? t('logo.uploaded')}</span>
          <Button
            variant="link"
            onClick={() => {
              setFile(null);
              props.onChange('');
            }}
          >
            {t('logo.remove')}
          </Button>
        </p>
      ) : null}
      <input
        ref={input}
        id={`${id}-file`}
        className="field__input"
        type="file"
        accept=".jpg,.jpeg,.png,.svg,.pdf,.eps,.ps,.ai,.zip,.tif,.tiff,.psd"
        disabled={progress !== null}
        aria-invalid={message ? true : undefined}
        aria-describedby={[`${id}-hint`, message ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {progress !== null ? (
        <ProgressBar
          percent={Math.round(progress * 100)}
          label={t('logo.uploading')}
          valueText={`${Math.round(progress * 100)} %`}
        />
      ) : null}
      <GroupError id={`${id}-error`} message={message ?? undefined} />
    </div>
  );
}

/** The value, once it has not changed for `ms` (spec 03 §9: sticker link debounce 1000 ms). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The QR code of the link as the sticker will print it, once the link settled. */
export function LinkQrPreview({ link }: { link: string }) {
  const { t } = useTranslation('marketing');
  const settled = useDebounced(link.trim(), TIMINGS.stickerLinkDebounceMs);
  const qr = useQrCode(settled);
  if (!settled) return null;
  if (qr.isError) return <p className="marketing__hint">{t('qr.failed')}</p>;
  if (!qr.data) return <p className="marketing__hint">{t('qr.loading')}</p>;
  return (
    <figure className="marketing__qr">
      <img src={qr.data} alt={t('qr.alt', { link: settled })} width={160} height={160} />
      <figcaption>{t('qr.caption')}</figcaption>
    </figure>
  );
}
