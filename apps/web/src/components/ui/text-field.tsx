import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Translated message; linked to the input with aria-describedby (ARCHITECTURE §8). */
  error?: string;
  /**
   * Text fixed in front of the value that the person does not type (a phone's country code): shown joined
   * to the input as plain text, not as a box to type in, and read with the label ("Phone number +48").
   */
  fixedPrefix?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error under it. */
export function TextField({ label, error, fixedPrefix, id, className, ...input }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const labelId = `${inputId}-label`;
  const prefixId = `${inputId}-prefix`;
  const field = (
    <input
      id={inputId}
      className="field__input"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      aria-labelledby={fixedPrefix ? `${labelId} ${prefixId}` : undefined}
      {...input}
    />
  );
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label id={labelId} className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {fixedPrefix ? (
        <div className="field__group">
          <span id={prefixId} className="field__prefix">
            {fixedPrefix}
          </span>
          {field}
        </div>
      ) : (
        field
      )}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
