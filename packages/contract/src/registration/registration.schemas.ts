import { z } from 'zod';
import { FIELD_MESSAGES } from '../constants/messages';
import { registrationNumberRuleForRegionId } from '../constants/registration';
import {
  CountryRegionIdSchema,
  Flag01Schema,
  IdSchema,
  LanguageIdSchema,
  UuidSchema,
  requiredText,
} from '../common/common.schemas';
import {
  CitySchema,
  EmailSchema,
  PhoneSchema,
  PostalCodeSchema,
  RegistrationNumberSchema,
  personName,
} from '../common/contact.schemas';
import { SurveyResponseJsonSchema } from '../surveys/profile-survey.schemas';
import { UserOptionsJsonSchema } from '../users/users.schemas';
import { cleanRegistrationNumber } from '../rules/registration-number';

/**
 * spec 01 §3 registration payload, field by field (spec 01 §5 rules). Without the per-region check, so
 * that the wizard can pick the fields of each step; the terms tick is a form-only field.
 */
export const RegisterCompanyFieldsSchema = z.strictObject({
  email: EmailSchema,
  name: personName(FIELD_MESSAGES.nameRequired),
  surname: personName(FIELD_MESSAGES.surnameRequired),
  phone: PhoneSchema,
  regionsId: CountryRegionIdSchema,
  languagesId: LanguageIdSchema,
  companyName: requiredText(FIELD_MESSAGES.companyNameRequired, 200),
  companyRegistrationNumber: RegistrationNumberSchema.optional(),
  companyRegistrationNumber2: RegistrationNumberSchema.optional(),
  /** The full address line; the house number is appended unless it is already in it. */
  companyAddress: requiredText(FIELD_MESSAGES.addressRequired, 255),
  companyStreetName: z.string().trim().max(255, FIELD_MESSAGES.tooLong).optional(),
  companyHouseNumber: requiredText(FIELD_MESSAGES.houseNumberRequired, 20),
  companyCity: CitySchema,
  companyPostalCode: PostalCodeSchema,
  surveyResponse: SurveyResponseJsonSchema.optional(),
  email_consent: Flag01Schema,
  phone_consent: Flag01Schema,
  options: UserOptionsJsonSchema.optional(),
  invite: z.string().trim().max(255, FIELD_MESSAGES.tooLong).nullable().optional(),
});

export interface RegistrationNumbersInput {
  regionsId?: unknown;
  companyRegistrationNumber?: unknown;
  companyRegistrationNumber2?: unknown;
}

const present = (value: unknown): boolean =>
  typeof value === 'string' && cleanRegistrationNumber(value) !== '';

/**
 * spec 01 §5: registration numbers required per region, with the region's own message. Reads its input
 * defensively because it also runs when other fields failed, so that all errors are listed at once.
 */
export function refineRegistrationNumbers(value: RegistrationNumbersInput, ctx: z.RefinementCtx): void {
  // not even an object (no body at all): the object check has said so already
  if (typeof value !== 'object' || value === null || typeof value.regionsId !== 'number') return;
  const rule = registrationNumberRuleForRegionId(value.regionsId);
  if (!rule) return;
  if (rule.first.required && !present(value.companyRegistrationNumber)) {
    ctx.addIssue({ code: 'custom', path: ['companyRegistrationNumber'], message: rule.first.message });
  }
  if (rule.second?.required && !present(value.companyRegistrationNumber2)) {
    ctx.addIssue({ code: 'custom', path: ['companyRegistrationNumber2'], message: rule.second.message });
  }
}

/** POST /v2/company/register body. */
export const RegisterCompanyBodySchema = RegisterCompanyFieldsSchema.superRefine(refineRegistrationNumbers, {
  when: () => true,
}).meta({ id: 'RegisterCompanyBody' });
export type RegisterCompanyBody = z.infer<typeof RegisterCompanyBodySchema>;

/** spec 01 §7 does not show the answer; the success screen needs the welcome points. */
export const RegisterCompanyResponseSchema = z
  .object({
    user_id: IdSchema,
    company_id: IdSchema,
    company_uuid: UuidSchema,
    welcome_points: z.number().int().nonnegative(),
  })
  .meta({ id: 'RegisterCompanyResponse' });
export type RegisterCompanyResponse = z.infer<typeof RegisterCompanyResponseSchema>;
