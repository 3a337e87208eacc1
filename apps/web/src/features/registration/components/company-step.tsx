import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { cleanRegistrationNumber, regionByCode, registrationNumberRule } from '@club/contract';
import { TextField } from '@/components/ui/text-field';
import { useDraftSync } from '../hooks/use-draft-sync';
import { useUniqueCheck } from '../hooks/use-unique-check';
import { translateFieldMessage } from '@/lib/error-message';
import { registrationFieldKeys } from '../utils/field-messages';
import { companySchema, type CompanyFields } from '../utils/step-schemas';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

/**
 * spec 01 §2 step 2: the company's name and registration number, plus the second number in SK, EE and LV,
 * each with the region's own label (spec 01 §5).
 */
export function CompanyStep({ values, onChange, onBack, onNext }: StepProps) {
  const { t } = useTranslation(['registration', 'errors']);
  const country = values.region;
  const rule = registrationNumberRule(country);
  const schema = useMemo(() => companySchema(country), [country]);
  const { register, handleSubmit, formState, setError, watch } = useForm<CompanyFields>({
    resolver: zodResolver(schema),
    defaultValues: {
      companyName: values.companyName,
      companyRegistrationNumber: values.companyRegistrationNumber,
      companyRegistrationNumber2: values.companyRegistrationNumber2,
    },
  });
  useDraftSync(watch, onChange);
  const unique = useUniqueCheck(setError);
  const error = (name: keyof CompanyFields) =>
    translateFieldMessage(t, formState.errors[name]?.message, { keys: registrationFieldKeys(country) });

  const submit = handleSubmit(async ({ companyRegistrationNumber }) => {
    const number = cleanRegistrationNumber(companyRegistrationNumber ?? '');
    const regionId = regionByCode(country)?.id;
    const queries = number && regionId ? [{ region_id: regionId, registration_number: number }] : [];
    if (await unique.check(queries)) onNext();
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label={t('company.name')}
        autoComplete="organization"
        required
        error={error('companyName')}
        {...register('companyName')}
      />
      <TextField
        label={t(`registration_numbers.${rule.first.labelKey}`)}
        required={rule.first.required}
        error={error('companyRegistrationNumber')}
        {...register('companyRegistrationNumber')}
      />
      {rule.second ? (
        <TextField
          label={t(`registration_numbers.${rule.second.labelKey}`)}
          required={rule.second.required}
          error={error('companyRegistrationNumber2')}
          {...register('companyRegistrationNumber2')}
        />
      ) : null}
      {unique.hasFailed ? (
        <p role="alert" className="form__error">
          {t('errors:messages.something_went_wrong')}
        </p>
      ) : null}
      <StepActions onBack={onBack} isNextDisabled={formState.isSubmitting || unique.isChecking} />
    </form>
  );
}
