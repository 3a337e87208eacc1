import { useId, useMemo, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, PHONE_COUNTRY_CODES } from '@club/contract';

interface CountryCodeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  ref?: Ref<HTMLSelectElement>;
}

/** Country names come from the browser in the app's language, so no list of 16 × 17 names is shipped. */
function countryName(names: Intl.DisplayNames | null, code: string): string {
  return names?.of(code) ?? code;
}

/** spec 01 §2 Login, §3: the 16 club countries with their calling codes, sorted by name. */
export function CountryCodeSelect({ label, ...select }: CountryCodeSelectProps) {
  const { i18n } = useTranslation();
  const id = useId();
  const options = useMemo(() => {
    const names =
      typeof Intl.DisplayNames === 'function'
        ? new Intl.DisplayNames([i18n.language], { type: 'region' })
        : null;
    const collator = new Intl.Collator(i18n.language);
    return COUNTRY_CODES.map((code) => ({
      code,
      text: `${countryName(names, code)} (${PHONE_COUNTRY_CODES[code]})`,
    })).sort((a, b) => collator.compare(a.text, b.text));
  }, [i18n.language]);

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input" {...select}>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
}
