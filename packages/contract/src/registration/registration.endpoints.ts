import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { RegisterCompanyBodySchema, RegisterCompanyResponseSchema } from './registration.schemas';
import { ValidateRegistrationQuerySchema, ValidateRegistrationResponseSchema } from './validate.schemas';

/** spec 01 §2, §7: creates the company and its owner; uniqueness is checked again (422 on a clash). */
export const registerCompany = defineEndpoint({
  method: 'POST',
  path: '/v2/company/register',
  access: 'public',
  summary: 'Register a company and its owner',
  body: RegisterCompanyBodySchema,
  response: { 201: RegisterCompanyResponseSchema, 429: ErrorSchema },
});

export const validateRegistration = defineEndpoint({
  method: 'GET',
  path: '/v2/company/validate',
  access: 'public',
  summary: 'Check that a phone, e-mail or registration number is not taken',
  query: ValidateRegistrationQuerySchema,
  response: { 200: ValidateRegistrationResponseSchema, 429: ErrorSchema },
});
