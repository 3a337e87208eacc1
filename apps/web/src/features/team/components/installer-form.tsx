import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PHONE_COUNTRY_CODES, type CountryCode } from '@club/contract';
import { PersonNameFields } from '@/components/forms/person-name-fields';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { translateError, translateFieldMessage } from '@/lib/error-message';
import { applyServerErrors } from '@/lib/form-errors';
import { nationalNumber } from '@/lib/phone';
import { INSTALLER_FIELD_KEYS, installerFormSchema, type InstallerFields } from '../utils/installer-form';

export interface InstallerValues {
  name: string;
  surname: string;
  phone: string;
  email: string | null;
}

interface InstallerFormProps {
  country: CountryCode;
  initial?: InstallerFields;
  submitLabel: string;
  onSubmit: (values: InstallerValues) => Promise<void>;
}

const FIELDS = ['name', 'surname', 'phone', 'email'] as const;

/**
 * spec 03 §2 add and edit: name, surname, the phone after the region's prefix (fixed) and an optional
 * e-mail. The phone is sent as the national number; the server's field errors land on their fields.
 */
export function InstallerForm({ country, initial, submitLabel, onSubmit }: InstallerFormProps) {
  const { t } = useTranslation(['team', 'errors']);
  const { t: tErrors } = useTranslation('errors');
  const schema = useMemo(() => installerFormSchema(country), [country]);
  const form = useForm<InstallerFields>({
    resolver: zodResolver(schema),
    defaultValues: initial ?? { name: '', surname: '', phone: '', email: '' },
  });
  const { register, handleSubmit, formState, setError } = form;
  const error = (field: keyof InstallerFields) =>
    translateFieldMessage(t, formState.errors[field]?.message, { keys: INSTALLER_FIELD_KEYS });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit({
        name: values.name.trim(),
        surname: values.surname.trim(),
        phone: nationalNumber(values.phone, country),
        email: values.email.trim() === '' ? null : values.email.trim(),
      });
    } catch (failure) {
      // spec 03 §8: server errors of the team form; those of a field go to it, the rest above the buttons
      if (!applyServerErrors(form, failure, FIELDS)) {
        setError('root', { type: 'server', message: translateError(tErrors, failure) });
      }
    }
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <PersonNameFields
        register={register}
        error={(field) => (field === 'email' ? undefined : error(field))}
        labels={{ name: t('form.name'), surname: t('form.surname') }}
      />
      <TextField
        label={t('form.phone')}
        fixedPrefix={PHONE_COUNTRY_CODES[country]}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        required
        error={error('phone')}
        {...register('phone')}
      />
      <TextField
        label={t('form.email')}
        type="email"
        inputMode="email"
        autoComplete="off"
        error={error('email')}
        {...register('email')}
      />
      {formState.errors.root?.message ? (
        <p role="alert" className="form__error">
          {formState.errors.root.message}
        </p>
      ) : null}
      <div className="form-actions">
        <Button type="submit" disabled={formState.isSubmitting}>
          {submitLabel}
        </Button>
        <Link className="button button--secondary" to="/team">
          {t('form.cancel')}
        </Link>
      </div>
    </form>
  );
}
