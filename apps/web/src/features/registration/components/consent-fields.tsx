import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { documentLinkFor } from '@/lib/document-links';
import type { RegistrationValues } from '../utils/draft';

interface ConsentFieldsProps {
  values: RegistrationValues;
  onChange: (values: Partial<RegistrationValues>) => void;
  hasAcceptedTerms: boolean;
  onTermsChange: (accepted: boolean) => void;
}

interface CheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

function Checkbox({ label, checked, onChange }: CheckboxProps) {
  const id = useId();
  return (
    <div className="checkbox">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** spec 01 §2 step 5: two marketing consents (e-mail, phone), then the terms, which enable Register. */
export function ConsentFields({ values, onChange, hasAcceptedTerms, onTermsChange }: ConsentFieldsProps) {
  const { t } = useTranslation('registration');
  return (
    <fieldset className="consents">
      <legend className="radio-group__legend">{t('summary.consents')}</legend>
      <Checkbox
        label={t('summary.email_consent')}
        checked={values.email_consent}
        onChange={(checked) => onChange({ email_consent: checked })}
      />
      <Checkbox
        label={t('summary.phone_consent')}
        checked={values.phone_consent}
        onChange={(checked) => onChange({ phone_consent: checked })}
      />
      <Checkbox label={t('summary.terms')} checked={hasAcceptedTerms} onChange={onTermsChange} />
      {/* spec 01 §2 step 5: the terms accepted are the region's, readable before ticking */}
      <a
        className="consents__terms-link"
        href={documentLinkFor(values.region, 'terms')}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('summary.terms_link')}
        <span className="visually-hidden"> {t('summary.new_tab')}</span>
      </a>
    </fieldset>
  );
}
