import { validateRegistration, type ValidateRegistrationQuery } from '@club/contract';
import { call } from '@/lib/api-client';
import type { FieldErrors } from '@/lib/api-error';

/**
 * spec 01 §5: GET /v2/company/validate checks one value at a time (phone per region, e-mail, registration
 * number per region). The checks of one step run together; their field errors are merged.
 */
export async function validateRegistrationFields(
  queries: readonly ValidateRegistrationQuery[],
): Promise<FieldErrors> {
  const answers = await Promise.all(queries.map((query) => call(validateRegistration, { query })));
  return answers.reduce<FieldErrors>((all, answer) => ({ ...all, ...answer.errors }), {});
}
