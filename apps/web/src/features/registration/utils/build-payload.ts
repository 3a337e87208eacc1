import {
  CHECKBOX_VALUE,
  addressWithHouseNumber,
  cleanRegistrationNumber,
  languageByLocale,
  regionByCode,
  registrationNumberRule,
  type ProfileSurveyResponse,
  type RegisterCompanyBody,
} from '@club/contract';
import { nationalNumber } from '@/lib/phone';
import type { ChosenDraft } from './draft';
import { PROFILE_SURVEY_QUESTIONS } from '@/components/profile-survey/profile-survey';

const flag = (checked: boolean) => (checked ? CHECKBOX_VALUE.checked : CHECKBOX_VALUE.unchecked);

/** spec 01 §3 Answer: the question's id and text as shown, and the chosen option ids or the number. */
export function surveyResponse(
  draft: ChosenDraft,
  questionText: (id: number) => string,
): ProfileSurveyResponse {
  return PROFILE_SURVEY_QUESTIONS.filter((q) => (draft.survey[q.id]?.length ?? 0) > 0).map((q) => ({
    id: q.id,
    question: questionText(q.id),
    answers: draft.survey[q.id] ?? [],
  }));
}

/**
 * spec 01 §3, §5 Step 5: the registration payload with trimmed values, checkboxes as 1 or 0, the house
 * number appended to the address unless contained, and the survey answers as a JSON string.
 */
export function buildRegistrationPayload(
  draft: ChosenDraft,
  locale: string,
  questionText: (id: number) => string,
): RegisterCompanyBody {
  const v = draft.values;
  const rule = registrationNumberRule(v.region);
  const street = v.companyAddress.trim();
  const answers = surveyResponse(draft, questionText);
  const second = rule.second ? cleanRegistrationNumber(v.companyRegistrationNumber2) : '';
  return {
    email: v.email.trim(),
    name: v.name.trim(),
    surname: v.surname.trim(),
    phone: nationalNumber(v.phone.trim(), v.region),
    regionsId: regionByCode(v.region)?.id ?? 0,
    languagesId: languageByLocale(locale)?.id ?? languageByLocale('en')?.id ?? 0,
    companyName: v.companyName.trim(),
    companyRegistrationNumber: cleanRegistrationNumber(v.companyRegistrationNumber),
    ...(second ? { companyRegistrationNumber2: second } : {}),
    companyAddress: addressWithHouseNumber(street, v.companyHouseNumber),
    companyStreetName: street,
    companyHouseNumber: v.companyHouseNumber.trim(),
    companyCity: v.companyCity.trim(),
    companyPostalCode: v.companyPostalCode.trim(),
    surveyResponse: JSON.stringify(answers),
    email_consent: flag(v.email_consent),
    phone_consent: flag(v.phone_consent),
    invite: v.invite.trim() || null,
  };
}
