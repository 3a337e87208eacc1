import { useId } from 'react';

export interface RadioOption<V extends string | number> {
  value: V;
  label: string;
  /** BCP 47 tag of the label's language, when it differs from the page's. */
  lang?: string;
}

interface RadioGroupProps<V extends string | number> {
  legend: string;
  name: string;
  options: readonly RadioOption<V>[];
  value: V;
  onChange: (value: V) => void;
}

/** Native radios in a fieldset: the legend names the group, each label names its choice. */
export function RadioGroup<V extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
}: RadioGroupProps<V>) {
  const baseId = useId();
  return (
    <fieldset className="radio-group">
      <legend className="radio-group__legend">{legend}</legend>
      {options.map((option) => {
        const id = `${baseId}-${option.value}`;
        return (
          <div key={option.value} className="radio-group__option">
            <input
              id={id}
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={id} lang={option.lang}>
              {option.label}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
