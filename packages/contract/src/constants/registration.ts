import type { CountryCode } from './regions';
import { regionById } from './regions';

/** spec 01 §5, §9: regions where the company registration number is required. */
export const REGISTRATION_NUMBER_REQUIRED_REGIONS = [
  'BG',
  'CZ',
  'HR',
  'HU',
  'SI',
  'SK',
  'UA',
  'EE',
  'LT',
  'LV',
] as const satisfies readonly CountryCode[];

/** spec 01 §2, §5: regions that ask for (and require) a second registration number. */
export const REGISTRATION_NUMBER_2_REGIONS = ['SK', 'EE', 'LV'] as const satisfies readonly CountryCode[];

/** spec 01 §5: messages when a region has no specific text. */
export const REGISTRATION_NUMBER_FALLBACK = {
  label: 'Registration number',
  message: 'Registration number is required.',
  label2: 'VAT number',
  message2: 'VAT number is required.',
} as const;

/** spec 03 §5: at checkout a registration number shorter than this is not sent. */
export const CHECKOUT_REGISTRATION_NUMBER_MIN_LENGTH = 4;

export interface RegistrationNumberField {
  required: boolean;
  /** English label; the web shows the translation of `labelKey` (namespace `register`). */
  label: string;
  labelKey: string;
  /** English message sent by the server; the web translates it by `messageKey`. */
  message: string;
  messageKey: string;
}

export interface RegistrationNumberRule {
  first: RegistrationNumberField;
  /** null: the region has no second number, the field is not shown. */
  second: RegistrationNumberField | null;
}

/**
 * spec 01 §5: each region has its own label and message. The names are the official ones of each
 * country's business register or tax number; regions without one use the fallbacks.
 */
const LOCAL_NAMES: Partial<Record<CountryCode, { first: string; second?: string }>> = {
  BG: { first: 'UIC (EIK)' },
  CZ: { first: 'Company ID (IČO)' },
  HR: { first: 'Personal identification number (OIB)' },
  HU: { first: 'Tax number (adószám)' },
  SI: { first: 'Registration number (matična številka)' },
  SK: { first: 'Company ID (IČO)', second: 'VAT number (IČ DPH)' },
  UA: { first: 'EDRPOU code' },
  EE: { first: 'Registry code (registrikood)', second: 'VAT number (KMKR)' },
  LT: { first: 'Company code (įmonės kodas)' },
  LV: { first: 'Registration number (reģistrācijas numurs)', second: 'VAT number (PVN)' },
  PL: { first: 'Tax number (NIP)' },
  RO: { first: 'Tax code (CUI)' },
};

const isIn = (list: readonly string[], code: string): boolean => list.includes(code);

function field(code: CountryCode, which: 'first' | 'second'): RegistrationNumberField {
  const names = LOCAL_NAMES[code];
  const local = which === 'first' ? names?.first : names?.second;
  const suffix = which === 'first' ? '' : '_2';
  const fallbackLabel =
    which === 'first' ? REGISTRATION_NUMBER_FALLBACK.label : REGISTRATION_NUMBER_FALLBACK.label2;
  const fallbackMessage =
    which === 'first' ? REGISTRATION_NUMBER_FALLBACK.message : REGISTRATION_NUMBER_FALLBACK.message2;
  const lower = code.toLowerCase();
  return {
    required: isIn(
      which === 'first' ? REGISTRATION_NUMBER_REQUIRED_REGIONS : REGISTRATION_NUMBER_2_REGIONS,
      code,
    ),
    label: local ?? fallbackLabel,
    labelKey: local ? `registration_number${suffix}_label_${lower}` : `registration_number${suffix}_label`,
    message: local ? `${local} is required.` : fallbackMessage,
    messageKey: local
      ? `registration_number${suffix}_required_${lower}`
      : `registration_number${suffix}_required`,
  };
}

export function registrationNumberRule(code: CountryCode): RegistrationNumberRule {
  return {
    first: field(code, 'first'),
    second: isIn(REGISTRATION_NUMBER_2_REGIONS, code) ? field(code, 'second') : null,
  };
}

/** The rule for a region id; undefined for region 1 ("All") and unknown ids. */
export function registrationNumberRuleForRegionId(regionId: number): RegistrationNumberRule | undefined {
  const region = regionById(regionId);
  if (!region || region.code === 'ALL') return undefined;
  return registrationNumberRule(region.code);
}
