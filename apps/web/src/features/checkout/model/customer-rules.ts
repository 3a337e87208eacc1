import {
  ADDRESS_REQUIRED_FIELDS,
  DELIVERY_TYPE,
  type CountryCode,
  type DeliveryType,
  type OrderCustomer,
} from '@club/contract';
import { isValidNationalNumber, nationalNumber } from '@/lib/phone';
import type { CheckoutCustomer } from './checkout-draft';

/** spec 03 §5: an address is complete with street, house number, city, postal code and country, plus the
 * company name for company delivery. Returns the fields that are missing. */
export function missingAddressFields(customer: CheckoutCustomer, deliveryType: DeliveryType): string[] {
  const required: string[] = [...ADDRESS_REQUIRED_FIELDS, 'region'];
  if (deliveryType === DELIVERY_TYPE.COMPANY) required.push('company_name');
  return required.filter((field) => !customer[field as keyof CheckoutCustomer].trim());
}

/** spec 03 §5: the phone checked against the chosen phone region (the ten-nines bypass passes). */
export function isPhoneValid(customer: CheckoutCustomer): boolean {
  if (!customer.phone_number.trim()) return false;
  if (!customer.phone_region) return false;
  return isValidNationalNumber(customer.phone_number, customer.phone_region as CountryCode);
}

export type DetailsProblem = 'contact_missing' | 'phone_invalid' | 'address_incomplete' | 'region_mismatch';

/** What blocks continuing from /checkout/details (spec 03 §5). */
export function detailsProblems(customer: CheckoutCustomer, deliveryType: DeliveryType): DetailsProblem[] {
  const problems: DetailsProblem[] = [];
  if (!customer.name.trim() || !customer.surname.trim() || !customer.email.trim())
    problems.push('contact_missing');
  if (!isPhoneValid(customer)) problems.push('phone_invalid');
  if (deliveryType !== DELIVERY_TYPE.DIGITAL) {
    if (missingAddressFields(customer, deliveryType).length > 0) problems.push('address_incomplete');
    else if (customer.phone_region && customer.region && customer.phone_region !== customer.region) {
      problems.push('region_mismatch');
    }
  }
  return problems;
}

/**
 * The customer as POST /v1/orders takes it: empty fields dropped (spec 03 §5), the phone as its national
 * number, the address only for physical delivery, the company name only for company delivery.
 */
export function customerForOrder(customer: CheckoutCustomer, deliveryType: DeliveryType): OrderCustomer {
  const phone = customer.phone_region
    ? nationalNumber(customer.phone_number, customer.phone_region as CountryCode)
    : customer.phone_number;
  const fields: Record<string, string> = {
    name: customer.name,
    surname: customer.surname,
    email: customer.email,
    phone_region: customer.phone_region,
    phone_number: phone,
  };
  if (deliveryType !== DELIVERY_TYPE.DIGITAL) {
    Object.assign(fields, {
      region: customer.region,
      country: customer.country,
      city: customer.city,
      postal_code: customer.postal_code,
      street: customer.street,
      house_number: customer.house_number,
    });
  }
  if (deliveryType === DELIVERY_TYPE.COMPANY) fields.company_name = customer.company_name;
  return Object.fromEntries(
    Object.entries(fields)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  ) as OrderCustomer;
}
