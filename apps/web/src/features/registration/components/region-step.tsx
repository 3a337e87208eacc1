import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, type CountryCode } from '@club/contract';
import { StepActions } from './step-actions';

interface RegionStepProps {
  /** null when the phone did not tell the country: nothing is preselected then. */
  region: CountryCode | null;
  onNext: (region: CountryCode) => void;
}

/**
 * spec 01 §2 step 0: the company's country, one of the club's 16; it sets the rules of later steps. A
 * country is preselected only when the phone tells it (lib/default-country.ts); a guess the person does not
 * notice would register the company under another country's rules.
 */
export function RegionStep({ region, onNext }: RegionStepProps) {
  const { t, i18n } = useTranslation('registration');
  const id = useId();
  const [value, setValue] = useState<CountryCode | ''>(region ?? '');
  const options = useMemo(() => {
    // the browser names countries in the app's language, so no table of 16 × 17 names is shipped
    const names =
      typeof Intl.DisplayNames === 'function'
        ? new Intl.DisplayNames([i18n.language], { type: 'region' })
        : null;
    const collator = new Intl.Collator(i18n.language);
    return COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [i18n.language]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value) onNext(value);
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p>{t('region.intro')}</p>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('region.country')}
        </label>
        <select
          id={id}
          className="field__input"
          value={value}
          required
          onChange={(event) => setValue(event.target.value as CountryCode)}
        >
          {value === '' ? (
            <option value="" disabled>
              {t('region.choose')}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <StepActions
        isNextDisabled={value === ''}
        nextDisabledReason={value === '' ? t('field_errors.region_required') : undefined}
      />
    </form>
  );
}
