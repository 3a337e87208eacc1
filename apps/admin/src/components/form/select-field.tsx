import { useId, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/messages';

interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: string;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
}

export function SelectField({ label, error, options, id, ...select }: SelectFieldProps) {
  const { t } = useTranslation('common');
  const ownId = useId();
  const selectId = id ?? ownId;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} aria-invalid={error ? true : undefined} aria-describedby={errorId} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field-error">
          {translateMessage(error, t)}
        </p>
      )}
    </div>
  );
}
