import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { Button } from '@/components/ui/button';
import { useSaveRegistrationNumber } from '../api/checkout';
import { ServerErrorList } from './error-list';

/** spec 03 §5: at least 4 characters, otherwise nothing is sent. */
export const REGISTRATION_NUMBER_MIN = 4;

/** spec 03 §2 /checkout: the company registration number, asked when the company has none. */
export function RegistrationNumberForm({
  companyUuid,
  onSaved,
}: {
  companyUuid: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation('checkout');
  const [value, setValue] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const save = useSaveRegistrationNumber(companyUuid);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = value.trim();
    if (number.length < REGISTRATION_NUMBER_MIN) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    save.mutate(number, { onSuccess: onSaved });
  };
  return (
    <form className="form checkout-form" noValidate onSubmit={submit}>
      <p>{t('registration.intro')}</p>
      <TextField
        label={t('registration.label')}
        name="registration_number"
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={tooShort ? t('registration.too_short', { min: REGISTRATION_NUMBER_MIN }) : undefined}
      />
      {save.error ? <ServerErrorList error={save.error} /> : null}
      <Button type="submit" disabled={save.isPending}>
        {t('continue')}
      </Button>
    </form>
  );
}
