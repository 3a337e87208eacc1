import { useId, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/messages';

interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  /** The field's message (the schema's or the server's): shown under it and tied to it for screen readers. */
  error?: string | undefined;
  hint?: string;
}

/** A labelled input; register it with react-hook-form: `<TextField label=… {...form.register('name')} />`. */
export function TextField({ label, error, hint, id, ...input }: TextFieldProps) {
  const { t } = useTranslation('common');
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="field-error">
          {translateMessage(error, t)}
        </p>
      )}
    </div>
  );
}
