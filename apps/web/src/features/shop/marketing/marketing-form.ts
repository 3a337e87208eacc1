import {
  LOGO_MIME_TYPES,
  MARKETING_LIMITS,
  MARKETING_MESSAGES,
  MARKETING_TEXT_FIELDS,
  validateMarketingData,
  type MarketingData,
  type MarketingFields,
  type ShopProduct,
} from '@club/contract';
import { z } from 'zod';

/*
 * spec 03 §3, §5: the marketing form of a print product, apart from React. The rules are the contract's
 * (`validateMarketingData`), the very ones the server applies to the proof and to POST order, so the form
 * and the server cannot disagree; this file turns the form's values into the data and the rules' messages
 * into the `marketing` namespace's keys.
 */

export type TextFieldName = (typeof MARKETING_TEXT_FIELDS)[number];

export interface MarketingFormValues {
  variant: string;
  quantity: number;
  name: string;
  surname: string;
  companyName: string;
  phone: string;
  email: string;
  link: string;
  shortDescription: string;
  longDescription: string;
  address: { line1: string; line2: string; line3: string };
  /** The uploaded logo's uuid. */
  logo: string;
  brandLogo: boolean;
  /** 0 while none is chosen. */
  selectedImagePosition: number;
  /** Icons of the chosen services, in the order chosen. */
  services: string[];
  /** Optional fields the person added (spec 03 §5: an added field must not stay empty). */
  added: string[];
}

export interface ServiceOption {
  icon: string;
  text: string;
}

/** Fields always on the form: the required ones and those of an at-least-one group. */
export function shownFields(fields: MarketingFields): string[] {
  const names = [...fields.required.map((f) => f.name), ...fields.atLeastOne.flat()];
  return [...new Set(names)];
}

/** Optional fields behind an "add" button (the logo and the brand logo switch are always there). */
export function addableFields(fields: MarketingFields): string[] {
  const shown = new Set(shownFields(fields));
  return fields.optional
    .map((f) => f.name)
    .filter((name) => !shown.has(name) && name !== 'logo' && name !== 'brandLogo');
}

const hasField = (fields: MarketingFields, name: string) =>
  [...fields.required, ...fields.optional].some((f) => f.name === name);

export function emptyValues(product: ShopProduct): MarketingFormValues {
  const variant = product.variants.find((v) => v.stock > 0) ?? product.variants[0];
  return {
    variant: variant?.uuid ?? '',
    quantity: variant && variant.stock > 0 ? 1 : 0,
    name: '',
    surname: '',
    companyName: '',
    phone: '',
    email: '',
    link: '',
    shortDescription: '',
    longDescription: '',
    address: { line1: '', line2: '', line3: '' },
    logo: '',
    brandLogo: false,
    selectedImagePosition: 0,
    services: [],
    added: [],
  };
}

/**
 * The form as it was stored for this product (spec 03 §4: the marketing data is kept after an order, its
 * quantity set to 0): the optional fields it held come back as added.
 */
export function valuesFromStored(
  product: ShopProduct,
  stored: { variant: string; quantity: number; data?: MarketingData },
): MarketingFormValues {
  const values = emptyValues(product);
  const data = stored.data ?? {};
  if (product.variants.some((v) => v.uuid === stored.variant)) values.variant = stored.variant;
  if (stored.quantity > 0) values.quantity = stored.quantity;
  for (const name of MARKETING_TEXT_FIELDS) values[name] = data[name] ?? '';
  values.address = {
    line1: data.address?.line1 ?? '',
    line2: data.address?.line2 ?? '',
    line3: data.address?.line3 ?? '',
  };
  values.logo = data.logo ?? '';
  values.brandLogo = data.brandLogo ?? false;
  values.selectedImagePosition = data.selectedImagePosition ?? 0;
  values.services = (data.services ?? []).map((s) => s.icon);
  const fields = product.settings.fields;
  if (fields) {
    values.added = addableFields(fields).filter((name) =>
      name === 'address' ? data.address !== undefined : data[name as TextFieldName] !== undefined,
    );
  }
  return values;
}

/** The data POST order and the proof take: shown fields when filled, added fields always. */
export function toMarketingData(
  fields: MarketingFields,
  values: MarketingFormValues,
  services: readonly ServiceOption[],
): MarketingData {
  const data: MarketingData = {};
  const shown = new Set(shownFields(fields));
  const added = new Set(values.added);
  for (const name of MARKETING_TEXT_FIELDS) {
    if (!hasField(fields, name)) continue;
    const value = values[name].trim();
    if ((shown.has(name) && value) || added.has(name)) data[name] = value;
  }
  if (hasField(fields, 'address') && (shown.has('address') || added.has('address'))) {
    const { line1, line2, line3 } = values.address;
    if (shown.has('address') ? line1.trim() : true) {
      data.address = { line1: line1.trim(), line2: line2.trim(), line3: line3.trim() };
      if (!data.address.line2) delete data.address.line2;
      if (!data.address.line3) delete data.address.line3;
    }
  }
  if (hasField(fields, 'logo') && values.logo) data.logo = values.logo;
  if (hasField(fields, 'brandLogo')) data.brandLogo = values.brandLogo;
  if (fields.coverImages > 0 && values.selectedImagePosition > 0) {
    data.selectedImagePosition = values.selectedImagePosition;
  }
  if (fields.servicesCount > 0) {
    data.services = values.services.map((icon) => ({
      icon,
      text: services.find((s) => s.icon === icon)?.text ?? icon,
    }));
  }
  return data;
}

/** The `marketing` namespace's key (under `errors.`) of a message of the rules or of the server. */
export function messageKey(message: string): string {
  if (/^Choose exactly \d+ services\.$/.test(message)) return 'errors.needServices';
  const entry = Object.entries(MARKETING_MESSAGES).find(([, text]) => text === message);
  if (entry) return `errors.${entry[0]}`;
  if (message === 'This value is too long.') return 'errors.tooLong';
  return 'errors.invalid';
}

/** Form paths (`phone`, `address.line1`, `services`) to message keys: what the form shows. */
export function validateForm(
  fields: MarketingFields,
  values: MarketingFormValues,
  services: readonly ServiceOption[],
): Record<string, string> {
  const errors = validateMarketingData(
    fields,
    toMarketingData(fields, values, services),
    services.length ? services.map((s) => s.icon) : undefined,
  );
  return Object.fromEntries(
    Object.entries(errors).flatMap(([path, messages]) =>
      messages[0] ? [[path, messageKey(messages[0])]] : [],
    ),
  );
}

/** react-hook-form's schema: the shape, then the contract's rules on the whole. */
export function marketingFormSchema(fields: MarketingFields, services: readonly ServiceOption[]) {
  const text = z.string();
  return z
    .object({
      variant: z.string().min(1, 'errors.required'),
      quantity: z.number().int().min(1, 'errors.quantity'),
      name: text,
      surname: text,
      companyName: text,
      phone: text,
      email: text,
      link: text,
      shortDescription: text,
      longDescription: text,
      address: z.object({ line1: text, line2: text, line3: text }),
      logo: text,
      brandLogo: z.boolean(),
      selectedImagePosition: z.number().int(),
      services: z.array(z.string()),
      added: z.array(z.string()),
    })
    .superRefine((values, context) => {
      for (const [path, message] of Object.entries(validateForm(fields, values, services))) {
        context.addIssue({ code: 'custom', path: path.split('.'), message });
      }
    });
}

/** Server field paths (`data.phone`) back to the form's (`phone`); others are left out. */
export function serverErrorsToForm(errors: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    if (path.startsWith('data.')) out[path.slice(5)] = messageKey(message);
    else if (path === 'variant') out.variant = messageKey(message);
  }
  return out;
}

const LOGO_EXTENSIONS = /\.(jpe?g|png|svg|pdf|ps|eps|ai|zip|tiff?|psd)$/i;

/**
 * spec 03 §5: the browser's own check before sending: one file of at most 10,000,000 bytes whose type or
 * name is one of the spec's (the server checks the bytes again). A message key, or null when it may go.
 */
export function checkLogoFile(file: { size: number; type: string; name: string }): string | null {
  if (file.size > MARKETING_LIMITS.logoMaxBytes) return 'errors.logoTooLarge';
  const typeKnown = (LOGO_MIME_TYPES as readonly string[]).includes(file.type);
  if (!typeKnown && !LOGO_EXTENSIONS.test(file.name)) return 'errors.logoWrongType';
  if (file.size === 0) return 'errors.logoWrongType';
  return null;
}

/** Characters left of a description (spec 03 §5 remaining-characters hint). */
export function remaining(field: 'shortDescription' | 'longDescription', value: string): number {
  const max =
    field === 'shortDescription' ? MARKETING_LIMITS.shortDescriptionMax : MARKETING_LIMITS.longDescriptionMax;
  return max - value.trim().length;
}
