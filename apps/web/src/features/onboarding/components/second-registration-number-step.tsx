import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  cleanRegistrationNumber,
  regionById,
  registrationNumberRule,
  type CountryCode,
} from '@club/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-error';
import { updateOwnCompany } from '../api/update-company';
import { translateFieldMessage } from '@/lib/error-message';
import { errorMessages } from '../utils/field-errors';
import { ErrorList } from './error-list';
import type { StepProps } from './step-props';
import '@/styles/onboarding.css';

const FIELD = 'registration_number_2';

/**
 * spec 01 §2 Login step 4 (a): the second registration number of an SK, EE or LV company that has none,
 * with the region's own label and message (spec 01 §5), saved with PATCH company `registration_number_2`
 * on the session that is not stored yet. The server's refusals are shown on the field.
 */
export function SecondRegistrationNumberStep({ session, answer, onDone }: StepProps) {
  const { t } = useTranslation(['onboarding', 'registration', 'errors']);
  const titleId = useId();
  const [value, setValue] = useState('');
  const [isMissing, setIsMissing] = useState(false);
  const save = useMutation({
    mutationFn: (number: string) => updateOwnCompany({ registration_number_2: number }, session.token),
    onSuccess: onDone,
  });

  // The step is asked only in SK, EE and LV (post-login-steps); SK stands in should the answer be odd.
  const country = (regionById(answer.region)?.code ?? 'SK') as CountryCode;
  const field = registrationNumberRule(country).second ?? registrationNumberRule('SK').second;
  if (!field) return null;

  const serverErrors = isApiError(save.error) && save.error.status === 422 ? save.error.errors : undefined;
  const fieldError = isMissing
    ? t(`registration:registration_numbers.${field.messageKey}`)
    : serverErrors?.[FIELD]?.map((message) => translateFieldMessage(t, message)).join(' ');
  // failures that are not about the field (another field, no answer, a server fault) are listed under it
  const otherErrors =
    save.isError && !serverErrors?.[FIELD] ? errorMessages(t, save.error) : ([] as string[]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // spec 01 §5: spaces are stripped; the second number is required in these regions
    const number = cleanRegistrationNumber(value);
    setIsMissing(number === '');
    if (number !== '') save.mutate(number);
  };

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('registration_number_2.title')}</h2>
      <p>{t('registration_number_2.intro')}</p>
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          label={t(`registration:registration_numbers.${field.labelKey}`)}
          required
          autoComplete="off"
          value={value}
          error={fieldError}
          onChange={(event) => {
            setValue(event.target.value);
            setIsMissing(false);
          }}
        />
        {otherErrors.length > 0 ? <ErrorList messages={otherErrors} /> : null}
        <div className="onboarding-actions">
          <Button type="submit" disabled={save.isPending}>
            {t('registration_number_2.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
