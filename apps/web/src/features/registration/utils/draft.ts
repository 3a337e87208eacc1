import { COUNTRY_CODES, type CountryCode } from '@club/contract';
import { readJson, removeItem, writeJson } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** The wizard's fields as typed, under the registration payload's names (spec 01 §3). */
export interface RegistrationValues {
  region: CountryCode;
  name: string;
  surname: string;
  email: string;
  phone: string;
  invite: string;
  companyName: string;
  companyRegistrationNumber: string;
  companyRegistrationNumber2: string;
  /** The street as typed; the house number is appended when the payload is built. */
  companyAddress: string;
  companyHouseNumber: string;
  companyPostalCode: string;
  companyCity: string;
  email_consent: boolean;
  phone_consent: boolean;
}

/** The values as kept: the country stays unchosen until step 0 has it (spec 01 §2). */
export type DraftValues = Omit<RegistrationValues, 'region'> & { region: CountryCode | null };

/** Chosen option ids (or the number typed) per survey question id. */
export type SurveyAnswers = Record<string, number[]>;

export interface RegistrationDraft<Values = DraftValues> {
  /** 0–5, spec 01 §2 Registration wizard. */
  step: number;
  values: Values;
  survey: SurveyAnswers;
}

/** A draft whose country is chosen: what the steps after step 0 work with. */
export type ChosenDraft = RegistrationDraft<RegistrationValues>;

export function withChosenRegion(draft: RegistrationDraft): ChosenDraft | null {
  const { region } = draft.values;
  return region ? { ...draft, values: { ...draft.values, region } } : null;
}

export const LAST_STEP = 5;

export function emptyDraft(region: CountryCode | null, invite = ''): RegistrationDraft {
  return {
    step: 0,
    values: {
      region,
      name: '',
      surname: '',
      email: '',
      phone: '',
      invite,
      companyName: '',
      companyRegistrationNumber: '',
      companyRegistrationNumber2: '',
      companyAddress: '',
      companyHouseNumber: '',
      companyPostalCode: '',
      companyCity: '',
      email_consent: false,
      phone_consent: false,
    },
    survey: {},
  };
}

const isCountryCode = (value: string): value is CountryCode => COUNTRY_CODES.some((code) => code === value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * spec 01 §2: the draft survives between visits. A stored draft from an older build may lack fields, so
 * it is laid over an empty one instead of being trusted as a whole.
 */
export function readDraft(fallback: RegistrationDraft): RegistrationDraft {
  const stored = readJson(STORAGE_KEYS.registrationDraft);
  if (!isRecord(stored) || !isRecord(stored.values)) return fallback;
  const step = typeof stored.step === 'number' ? Math.min(Math.max(0, stored.step), LAST_STEP) : 0;
  const survey = isRecord(stored.survey) ? (stored.survey as SurveyAnswers) : {};
  const values = { ...fallback.values, ...(stored.values as Partial<DraftValues>) };
  const region = typeof values.region === 'string' && isCountryCode(values.region) ? values.region : null;
  return { step, values: { ...values, region }, survey };
}

export function writeDraft(draft: RegistrationDraft): void {
  writeJson(STORAGE_KEYS.registrationDraft, draft);
}

export function clearDraft(): void {
  removeItem(STORAGE_KEYS.registrationDraft);
}
