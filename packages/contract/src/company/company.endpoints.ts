import { ErrorSchema, ValidationErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { OkSchema, UuidParamsSchema } from '../common/common.schemas';
import {
  CompanySchema,
  ConfirmEmailVerificationQuerySchema,
  EmailVerificationSchema,
  UpdateCompanyBodySchema,
} from './company.schemas';

/** The caller's own company, for any of its members; another company's id answers 404 (ARCHITECTURE §4). */
export const getCompany = defineEndpoint({
  method: 'GET',
  path: '/v1/company/:id',
  access: 'user',
  summary: "The own company: registration numbers, leads settings, status and the registration's invite",
  params: UuidParamsSchema,
  response: {
    200: CompanySchema,
    404: ErrorSchema,
  },
});

/** Another company's id answers 404 (ARCHITECTURE §4). */
export const updateCompany = defineEndpoint({
  method: 'PATCH',
  path: '/v1/company/:id',
  access: 'user',
  // ARCHITECTURE §4: company changes are refused in an emulated session
  emulation: 'refused',
  summary: "Change the own company's survey, registration numbers, availability or status",
  params: UuidParamsSchema,
  body: UpdateCompanyBodySchema,
  response: {
    200: CompanySchema,
    404: ErrorSchema,
  },
});

/** spec 01 §2, §7: sends the verification e-mail to the signed-in user's address. */
export const startEmailVerification = defineEndpoint({
  method: 'POST',
  path: '/v2/company/verification',
  access: 'user',
  summary: 'Send the e-mail verification message',
  // 422 on `email` when the user has no e-mail address to verify
  response: { 200: OkSchema, 422: ValidationErrorSchema, 429: ErrorSchema },
});

/** spec 01 §7 "POST or GET": GET completes the verification with the e-mailed token. */
export const confirmEmailVerification = defineEndpoint({
  method: 'GET',
  path: '/v2/company/verification',
  access: 'public',
  summary: 'Confirm an e-mail address with the token from the message',
  query: ConfirmEmailVerificationQuerySchema,
  response: { 200: EmailVerificationSchema, 404: ErrorSchema },
});
