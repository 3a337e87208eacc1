import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ClubCardCustomerSchema, type ClubCardCustomer, type User } from '@club/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, isApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/form-errors';
import { useOrderClubCard } from '../api/club-card';
import { createAttemptKeys } from '../utils/attempt-key';
import { clubCardError, clubCardFieldMessage } from '../utils/messages';

const FIELDS = [
  'name',
  'surname',
  'email',
  'phone',
  'company_name',
  'street',
  'house_number',
  'postal_code',
  'city',
] as const satisfies readonly (keyof ClubCardCustomer)[];

const AUTOCOMPLETE: Record<(typeof FIELDS)[number], string> = {
  name: 'given-name',
  surname: 'family-name',
  email: 'email',
  phone: 'tel',
  company_name: 'organization',
  street: 'address-line1',
  house_number: 'address-line2',
  postal_code: 'postal-code',
  city: 'address-level2',
};

interface OrderFormProps {
  user: User;
  disabledReason?: string;
  onOrdered: () => void;
}

/**
 * /shop/club-card: who holds the card and where it goes, filled in from the account; the server's field
 * errors (`customer.<field>`) land on their fields. One idempotency key per attempt.
 */
export function OrderForm({ user, disabledReason, onOrdered }: OrderFormProps) {
  const { t } = useTranslation(['club_card', 'errors']);
  const { t: tErrors } = useTranslation('errors');
  const order = useOrderClubCard();
  // one object for the form's life: its attempt's key survives re-renders
  const [keys] = useState(createAttemptKeys);
  const form = useForm<ClubCardCustomer>({
    resolver: zodResolver(ClubCardCustomerSchema),
    defaultValues: {
      name: user.name,
      surname: user.surname,
      email: user.email ?? '',
      phone: user.phone ?? '',
      company_name: user.company.name,
      street: '',
      house_number: '',
      postal_code: '',
      city: '',
    },
  });
  const { register, handleSubmit, formState, setError } = form;

  const submit = handleSubmit(async (customer) => {
    try {
      await order.mutateAsync({ customer, idempotency_key: keys.keyFor(customer) });
      keys.settle();
      onOrdered();
    } catch (failure) {
      keys.settle(failure);
      const onFields = applyServerErrors(form, nestedFieldErrors(failure), FIELDS);
      if (!onFields) setError('root', { type: 'server', message: clubCardError(t, tErrors, failure) });
    }
  });

  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby="club-card-order-address">
      <h2 id="club-card-order-address" className="club-card-section-title">
        {t('order.address')}
      </h2>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`order.${field}`)}
          autoComplete={AUTOCOMPLETE[field]}
          type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
          required
          error={clubCardFieldMessage(t, formState.errors[field]?.message)}
          {...register(field)}
        />
      ))}
      {formState.errors.root?.message ? (
        <p role="alert" className="form__error">
          {formState.errors.root.message}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={Boolean(disabledReason) || formState.isSubmitting}
        disabledReason={disabledReason}
      >
        {t('order.submit')}
      </Button>
    </form>
  );
}

/** The server names the fields `customer.<field>`; the form's fields are the customer's own. */
function nestedFieldErrors(failure: unknown): unknown {
  if (!isApiError(failure) || !failure.errors) return failure;
  const errors = Object.fromEntries(
    Object.entries(failure.errors).map(([field, messages]) => [field.replace(/^customer\./, ''), messages]),
  );
  return new ApiError({ status: failure.status, message: failure.message, code: failure.code, errors });
}
