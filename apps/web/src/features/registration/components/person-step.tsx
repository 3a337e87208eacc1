import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PHONE_COUNTRY_CODES, regionByCode, type ValidateRegistrationQuery } from '@club/contract';
import { PersonNameFields } from '@/components/forms/person-name-fields';
import { TextField } from '@/components/ui/text-field';
import { nationalNumber } from '@/lib/phone';
import { useDraftSync } from '../hooks/use-draft-sync';
import { useUniqueCheck } from '../hooks/use-unique-check';
import { translateFieldMessage } from '@/lib/error-message';
import { registrationFieldKeys } from '../utils/field-messages';
import { personSchema, type PersonFields } from '../utils/step-schemas';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

/** spec 01 §2 step 1: the owner's name, e-mail and phone; the country code follows the region. */
export function PersonStep({ values, onChange, onBack, onNext }: StepProps) {
  const { t } = useTranslation(['registration', 'errors']);
  const country = values.region;
  const schema = useMemo(() => personSchema(country), [country]);
  const { register, handleSubmit, formState, setError, watch } = useForm<PersonFields>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: values.name,
      surname: values.surname,
      email: values.email,
      phone: values.phone,
      invite: values.invite,
    },
  });
  useDraftSync(watch, onChange);
  const unique = useUniqueCheck(setError);
  const error = (name: keyof PersonFields) =>
    translateFieldMessage(t, formState.errors[name]?.message, { keys: registrationFieldKeys(country) });

  const submit = handleSubmit(async ({ email, phone }) => {
    const regionId = regionByCode(country)?.id;
    const queries: ValidateRegistrationQuery[] = [{ email: email.trim() }];
    if (regionId) queries.push({ region_id: regionId, phone: nationalNumber(phone, country) });
    if (await unique.check(queries)) onNext();
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <PersonNameFields
        register={register}
        error={error}
        labels={{ name: t('person.name'), surname: t('person.surname'), email: t('person.email') }}
      />
      <TextField
        label={t('person.phone')}
        fixedPrefix={PHONE_COUNTRY_CODES[country]}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        error={error('phone')}
        {...register('phone')}
      />
      <input type="hidden" {...register('invite')} />
      {unique.hasFailed ? (
        <p role="alert" className="form__error">
          {t('errors:messages.something_went_wrong')}
        </p>
      ) : null}
      <StepActions onBack={onBack} isNextDisabled={formState.isSubmitting || unique.isChecking} />
    </form>
  );
}
