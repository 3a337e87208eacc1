import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_LIMITS } from '@club/contract';

interface MessageFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A labelled text area for a message, with the characters left under it. */
export function MessageField({ label, value, onChange, error }: MessageFieldProps) {
  const { t } = useTranslation('support');
  const id = useId();
  const max = SUPPORT_LIMITS.messageMaxLength;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name="message"
        className="field__input support-message-input"
        rows={4}
        maxLength={max}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-left${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-left`} className="muted support-chars-left">
        {t('chars_left', { count: max - value.length })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
