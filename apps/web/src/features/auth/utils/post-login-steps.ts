import { regionById, type CountryCode, type LoginResponse } from '@club/contract';

/** spec 01 §2 Login, step 4: what may still be asked between the code and the stored token. */
export type PostLoginStep = 'survey' | 'second_registration_number';

/** spec 01 §9: the regions with a second registration number. */
export const SECOND_REGISTRATION_NUMBER_REGIONS: readonly CountryCode[] = ['SK', 'EE', 'LV'];

/** spec 01 §2 Login, step 4: the profile survey first, then the second registration number. */
export function postLoginSteps(answer: LoginResponse): PostLoginStep[] {
  const steps: PostLoginStep[] = [];
  if (!answer.has_survey) steps.push('survey');
  const code = regionById(answer.region)?.code;
  const needsSecondNumber = SECOND_REGISTRATION_NUMBER_REGIONS.some((region) => region === code);
  if (needsSecondNumber && !answer.has_regnr2) steps.push('second_registration_number');
  return steps;
}
