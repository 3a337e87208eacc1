import { useId } from 'react';

interface SwitchFieldProps {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: a native checkbox announced as a switch, named by its label. */
export function SwitchField({ label, description, checked, disabled, onChange }: SwitchFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="switch-field">
      <label className="switch-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch-field__input"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      {description ? (
        <p id={descriptionId} className="switch-field__description muted">
          {description}
        </p>
      ) : null}
    </div>
  );
}
