import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, PHONE_COUNTRY_CODES } from '@club/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { CheckoutCustomer } from '../model/checkout-draft';
import { isPhoneValid } from '../model/customer-rules';

type ContactFields = Pick<CheckoutCustomer, 'name' | 'surname' | 'email' | 'phone_region' | 'phone_number'>;

/**
 * spec 03 §2 /checkout/details/contact, §5: the phone is checked against the chosen phone region (the
 * ten-nines test numbers pass); empty fields are dropped when the order is sent.
 */
export function ContactForm({
  customer,
  onSave,
}: {
  customer: CheckoutCustomer;
  onSave: (fields: ContactFields) => void;
}) {
  const { t } = useTranslation('checkout');
  const [fields, setFields] = useState<ContactFields>({
    name: customer.name,
    surname: customer.surname,
    email: customer.email,
    phone_region: customer.phone_region || (COUNTRY_CODES[0] ?? ''),
    phone_number: customer.phone_number,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof ContactFields, string>>>({});
  const set = (field: keyof ContactFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<keyof ContactFields, string>> = {};
    if (!fields.name.trim()) next.name = t('contact.name_required');
    if (!fields.surname.trim()) next.surname = t('contact.surname_required');
    if (!fields.email.trim()) next.email = t('contact.email_required');
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email.trim())) next.email = t('contact.email_invalid');
    if (!isPhoneValid({ ...customer, ...fields })) next.phone_number = t('contact.phone_invalid');
    setErrors(next);
    if (Object.keys(next).length === 0) onSave(fields);
  };

  return (
    <form className="form checkout-form" noValidate onSubmit={submit}>
      <TextField
        label={t('contact.name')}
        autoComplete="given-name"
        value={fields.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        label={t('contact.surname')}
        autoComplete="family-name"
        value={fields.surname}
        onChange={set('surname')}
        error={errors.surname}
      />
      <TextField
        label={t('contact.email')}
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={set('email')}
        error={errors.email}
      />
      <div className="field">
        <label className="field__label" htmlFor="phone_region">
          {t('contact.phone_region')}
        </label>
        <select
          id="phone_region"
          className="field__input"
          value={fields.phone_region}
          onChange={set('phone_region')}
        >
          {COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {`${code} ${PHONE_COUNTRY_CODES[code]}`}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('contact.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={fields.phone_number}
        onChange={set('phone_number')}
        error={errors.phone_number}
      />
      <Button type="submit">{t('save')}</Button>
    </form>
  );
}
