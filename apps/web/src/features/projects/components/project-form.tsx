import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FIELD_MESSAGES, type CountryCode, type Project } from '@club/contract';
import { AddressSuggestions } from '@/components/address-suggestions/address-suggestions';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { translateError, translateFieldMessage } from '@/lib/error-message';
import { applyServerErrors } from '@/lib/form-errors';
import type { AddressSuggestion } from '@/lib/search-address';
import { useCreateProject } from '../api/projects';
import {
  projectFormSchema,
  todayIsoDate,
  toCreateProject,
  type ProjectFormInput,
  type ProjectFormValues,
} from '../model/project-form-schema';

const PROJECT_FIELD_KEYS: ReadonlyMap<string, string> = new Map([
  [FIELD_MESSAGES.addressRequired, 'projects:add.errors.street_required'],
  [FIELD_MESSAGES.postalCodeRequired, 'projects:add.errors.postal_code_required'],
  [FIELD_MESSAGES.tooLong, 'projects:add.errors.too_long'],
  [FIELD_MESSAGES.dateInPast, 'projects:add.errors.date_in_past'],
]);
const FIELDS = ['name', 'streetName', 'postalCode', 'city', 'installationDate'] as const;

interface ProjectFormProps {
  /** The user's country, for the address search; without it the street is typed only. */
  country: CountryCode | undefined;
  isOnline: boolean;
  onCreated: (project: Project) => void;
}

/**
 * spec 02 §2, §5 /projects/add: a street or route chosen from the address search and a postal code are
 * required, and a connection; the submit button stays disabled, saying why, until all three are there.
 * The search always offers the typed entry first, so a street it does not know can still be chosen.
 */
export function ProjectForm({ country, isOnline, onCreated }: ProjectFormProps) {
  const { t } = useTranslation(['projects', 'errors']);
  const { t: tErrors } = useTranslation('errors');
  const create = useCreateProject();
  const form = useForm<ProjectFormInput, unknown, ProjectFormValues>({
    resolver: zodResolver(projectFormSchema),
    defaultValues: { name: '', streetName: '', postalCode: '', city: '', installationDate: '' },
    // messages change on the next submit, not while typing
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, formState, setError, setValue, getValues, control } = form;
  const [picked, setPicked] = useState<string | null>(null);
  const error = (field: (typeof FIELDS)[number]) =>
    translateFieldMessage(t, formState.errors[field]?.message, { keys: PROJECT_FIELD_KEYS });

  const pick = (suggestion: AddressSuggestion) => {
    const street = [suggestion.street ?? suggestion.label, suggestion.houseNumber].filter(Boolean).join(' ');
    setValue('streetName', street);
    setValue('postalCode', suggestion.postalCode ?? getValues('postalCode'));
    setValue('city', suggestion.city ?? getValues('city'));
    setPicked(street);
  };

  const submit = handleSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync(toCreateProject(values)));
    } catch (failure) {
      if (!applyServerErrors(form, failure, FIELDS)) {
        setError('root', { type: 'server', message: translateError(tErrors, failure) });
      }
    }
  });
  const [streetName, postalCode] = useWatch({ control, name: ['streetName', 'postalCode'] });
  // without a country there is no search: the typed street is all there is
  const isStreetChosen = country ? picked !== null && picked === streetName : streetName.trim() !== '';
  const reason = !isOnline
    ? t('add.offline_reason')
    : !isStreetChosen
      ? t('add.street_reason')
      : postalCode.trim() === ''
        ? t('add.postal_code_reason')
        : undefined;

  return (
    <form className="form" noValidate onSubmit={(e) => void submit(e)}>
      <TextField
        label={t('add.street')}
        autoComplete="street-address"
        required
        error={error('streetName')}
        {...register('streetName')}
      />
      {country ? (
        <AddressSuggestions
          query={streetName}
          country={country}
          isHidden={picked === streetName}
          onPick={pick}
        />
      ) : null}
      {country && !isStreetChosen ? <p className="muted">{t('add.street_hint')}</p> : null}
      <TextField
        label={t('add.postal_code')}
        autoComplete="postal-code"
        required
        error={error('postalCode')}
        {...register('postalCode')}
      />
      <TextField
        label={t('add.city')}
        autoComplete="address-level2"
        error={error('city')}
        {...register('city')}
      />
      <TextField label={t('add.name')} error={error('name')} {...register('name')} />
      <TextField
        label={t('add.installation_date')}
        type="date"
        min={todayIsoDate()}
        error={error('installationDate')}
        {...register('installationDate')}
      />
      <p className="muted">{t('add.installation_date_hint')}</p>
      {formState.errors.root?.message ? (
        <p className="notice notice--error" role="alert">
          {formState.errors.root.message}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={reason !== undefined || create.isPending}
        disabledReason={create.isPending ? undefined : reason}
      >
        {t('add.submit')}
      </Button>
    </form>
  );
}
