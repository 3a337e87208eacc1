import { z } from 'zod';
import {
  FIELD_MESSAGES,
  PhoneSchema,
  RegisterCompanyFieldsSchema,
  refineRegistrationNumbers,
  regionByCode,
  type CountryCode,
} from '@club/contract';
import { isValidNationalNumber } from '@/lib/phone';

// spec 01 §5: each step checks its own fields with the contract's rules before the next one opens

/** Step 1: letters-only names, e-mail, a phone valid for the region (ten nines pass), the invite. */
export function personSchema(country: CountryCode) {
  // on the field itself, so that it is reported together with the other fields' errors
  const phone = PhoneSchema.refine(
    (value) => isValidNationalNumber(value, country),
    FIELD_MESSAGES.phoneInvalid,
  );
  return RegisterCompanyFieldsSchema.pick({ name: true, surname: true, email: true }).extend({
    phone,
    invite: z.string(),
  });
}

/** Step 2: the registration numbers the region requires, with the region's own messages. */
export function companySchema(country: CountryCode) {
  const regionsId = regionByCode(country)?.id;
  return RegisterCompanyFieldsSchema.pick({
    companyName: true,
    companyRegistrationNumber: true,
    companyRegistrationNumber2: true,
  }).superRefine((value, ctx) => refineRegistrationNumbers({ ...value, regionsId }, ctx));
}

/** Step 3: address, house number, postal code without letters, city without digits. */
export const addressSchema = RegisterCompanyFieldsSchema.pick({
  companyAddress: true,
  companyHouseNumber: true,
  companyPostalCode: true,
  companyCity: true,
});

export type PersonFields = z.input<ReturnType<typeof personSchema>>;
export type CompanyFields = z.input<ReturnType<typeof companySchema>>;
export type AddressFields = z.input<typeof addressSchema>;
