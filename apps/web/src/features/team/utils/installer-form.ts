import { z } from 'zod';
import {
  CreateInstallerBodySchema,
  EmailSchema,
  FIELD_MESSAGES,
  MESSAGES,
  type CountryCode,
} from '@club/contract';
import { isValidNationalNumber } from '@/lib/phone';

const { shape } = CreateInstallerBodySchema;

/**
 * spec 03 §5: name and surname required, without digits; the phone required and valid for the owner's
 * region; the e-mail optional. The name rules are the contract's own.
 */
export function installerFormSchema(country: CountryCode) {
  return z.object({
    name: shape.name,
    surname: shape.surname,
    phone: z
      .string()
      .trim()
      .min(1, FIELD_MESSAGES.phoneRequired)
      .refine((value) => isValidNationalNumber(value, country), MESSAGES.invalidPhone),
    email: z.union([z.literal(''), EmailSchema]),
  });
}

export interface InstallerFields {
  name: string;
  surname: string;
  phone: string;
  email: string;
}

// the contract's messages the form can show; the spec's known ones (invalid phone, phone not unique,
// e-mail taken) are the `errors` namespace's
export const INSTALLER_FIELD_KEYS: ReadonlyMap<string, string> = new Map([
  [FIELD_MESSAGES.nameRequired, 'team:form.errors.name_required'],
  [FIELD_MESSAGES.surnameRequired, 'team:form.errors.surname_required'],
  [FIELD_MESSAGES.onlyLetters, 'team:form.errors.only_letters'],
  [FIELD_MESSAGES.tooLong, 'team:form.errors.too_long'],
  [FIELD_MESSAGES.phoneRequired, 'team:form.errors.phone_required'],
  [FIELD_MESSAGES.emailInvalid, 'team:form.errors.email_invalid'],
]);
