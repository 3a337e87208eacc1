import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, DELIVERY_TYPE, type DeliveryType } from '@club/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { CheckoutCustomer } from '../model/checkout-draft';
import { missingAddressFields } from '../model/customer-rules';

type AddressFields = Pick<
  CheckoutCustomer,
  'company_name' | 'street' | 'house_number' | 'postal_code' | 'city' | 'country' | 'region'
>;

const TEXT_FIELDS = [
  ['street', 'address-line1'],
  ['house_number', 'off'],
  ['postal_code', 'postal-code'],
  ['city', 'address-level2'],
  ['country', 'country-name'],
] as const;

/** spec 03 §2 /checkout/details/address, §5: complete with street, number, city, postal code, country
 * (and the company name for company delivery). */
export function AddressForm({
  customer,
  deliveryType,
  onSave,
}: {
  customer: CheckoutCustomer;
  deliveryType: DeliveryType;
  onSave: (fields: AddressFields) => void;
}) {
  const { t } = useTranslation('checkout');
  const [fields, setFields] = useState<AddressFields>({
    company_name: customer.company_name,
    street: customer.street,
    house_number: customer.house_number,
    postal_code: customer.postal_code,
    city: customer.city,
    country: customer.country,
    region: customer.region || (COUNTRY_CODES[0] ?? ''),
  });
  const [missing, setMissing] = useState<string[]>([]);
  const set = (field: keyof AddressFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));
  const error = (field: string) => (missing.includes(field) ? t('address.required') : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = missingAddressFields({ ...customer, ...fields }, deliveryType);
    setMissing(next);
    if (next.length === 0) onSave(fields);
  };

  return (
    <form className="form checkout-form" noValidate onSubmit={submit}>
      {deliveryType === DELIVERY_TYPE.COMPANY ? (
        <TextField
          label={t('address.company_name')}
          autoComplete="organization"
          value={fields.company_name}
          onChange={set('company_name')}
          error={error('company_name')}
        />
      ) : null}
      {TEXT_FIELDS.map(([field, autoComplete]) => (
        <TextField
          key={field}
          label={t(`address.${field}`)}
          autoComplete={autoComplete}
          value={fields[field]}
          onChange={set(field)}
          error={error(field)}
        />
      ))}
      <div className="field">
        <label className="field__label" htmlFor="address_region">
          {t('address.region')}
        </label>
        <select id="address_region" className="field__input" value={fields.region} onChange={set('region')}>
          {COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">{t('save')}</Button>
    </form>
  );
}
