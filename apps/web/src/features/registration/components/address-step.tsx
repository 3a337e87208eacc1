import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import type { AddressSuggestion } from '@/lib/search-address';
import { useCountryName } from '../hooks/use-country-name';
import { useDraftSync } from '../hooks/use-draft-sync';
import { translateFieldMessage } from '@/lib/error-message';
import { registrationFieldKeys } from '../utils/field-messages';
import { addressSchema, type AddressFields } from '../utils/step-schemas';
import { AddressSuggestions } from '@/components/address-suggestions/address-suggestions';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

/** spec 01 §2 step 3: the company's address in the chosen country, which is shown but not editable. */
export function AddressStep({ values, onChange, onBack, onNext }: StepProps) {
  const { t } = useTranslation(['registration', 'errors']);
  const country = values.region;
  const countryName = useCountryName(country);
  const [picked, setPicked] = useState<string | null>(null);
  const { control, register, handleSubmit, formState, setValue, watch } = useForm<AddressFields>({
    resolver: zodResolver(addressSchema),
    defaultValues: {
      companyAddress: values.companyAddress,
      companyHouseNumber: values.companyHouseNumber,
      companyPostalCode: values.companyPostalCode,
      companyCity: values.companyCity,
    },
  });
  useDraftSync(watch, onChange);
  const address = useWatch({ control, name: 'companyAddress' });
  const error = (name: keyof AddressFields) =>
    translateFieldMessage(t, formState.errors[name]?.message, { keys: registrationFieldKeys(country) });

  const pick = (suggestion: AddressSuggestion) => {
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('companyAddress', suggestion.street ?? suggestion.label, options);
    if (suggestion.houseNumber) setValue('companyHouseNumber', suggestion.houseNumber, options);
    if (suggestion.postalCode) setValue('companyPostalCode', suggestion.postalCode, options);
    if (suggestion.city) setValue('companyCity', suggestion.city, options);
    setPicked(suggestion.street ?? suggestion.label);
  };

  return (
    <form className="form" noValidate onSubmit={handleSubmit(() => onNext())}>
      <TextField
        label={t('address.address')}
        autoComplete="address-line1"
        required
        error={error('companyAddress')}
        {...register('companyAddress')}
      />
      <AddressSuggestions query={address} country={country} isHidden={picked === address} onPick={pick} />
      <TextField
        label={t('address.house_number')}
        required
        error={error('companyHouseNumber')}
        {...register('companyHouseNumber')}
      />
      <TextField
        label={t('address.postal_code')}
        autoComplete="postal-code"
        required
        error={error('companyPostalCode')}
        {...register('companyPostalCode')}
      />
      <TextField
        label={t('address.city')}
        autoComplete="address-level2"
        required
        error={error('companyCity')}
        {...register('companyCity')}
      />
      <TextField label={t('address.country')} value={countryName} readOnly />
      <StepActions onBack={onBack} />
    </form>
  );
}
