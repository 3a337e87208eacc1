import { FIELD_MESSAGES } from '../constants/messages';
import {
  COVER_IMAGE_COUNTS,
  MARKETING_LIMITS,
  SERVICES_COUNTS,
  type FlyerSubtype,
  type MarketingBundleType,
} from '../constants/shop';
import type { MarketingData, MarketingFields } from './shop.schemas';

/*
 * spec 03 §3, §5: the form of a marketing print product and its rules, shared by the server (POST order,
 * the proof) and the app (the form), so both say the same thing about the same data. Field labels are the
 * keys of the app's `marketing` namespace (`fields.<name>`); the server sends them as they are.
 */

/** spec 03 §5, §8: the form's messages. The server sends these; the app shows its own translation. */
export const MARKETING_MESSAGES = {
  required: FIELD_MESSAGES.required,
  needPhoneOrEmail: 'Enter a phone number or an e-mail address.',
  needDescription: 'Enter a short or a long description.',
  needServices: 'Choose exactly {count} services.',
  unknownService: 'Choose the services from the list.',
  duplicateService: 'Each service can be chosen once.',
  needCoverImage: 'Choose a cover image.',
  shortDescriptionTooLong: `At most ${MARKETING_LIMITS.shortDescriptionMax} characters.`,
  longDescriptionTooLong: `At most ${MARKETING_LIMITS.longDescriptionMax} characters.`,
  logoNotFound: 'The logo was not found. Upload it again.',
  logoTooLarge: `The logo is too large: at most ${MARKETING_LIMITS.logoMaxBytes / 1_000_000} MB.`,
  logoWrongType: 'The logo must be a JPEG, PNG, SVG, PDF, EPS, AI, PSD, TIFF or ZIP file.',
} as const;

export const needServicesMessage = (count: number) =>
  MARKETING_MESSAGES.needServices.replace('{count}', String(count));

/** The fields a marketing form can hold (MarketingData's keys, `address` standing for its three lines). */
export const MARKETING_FIELD_NAMES = [
  'name',
  'surname',
  'companyName',
  'address',
  'phone',
  'email',
  'link',
  'shortDescription',
  'longDescription',
  'logo',
  'brandLogo',
] as const;
export type MarketingFieldName = (typeof MARKETING_FIELD_NAMES)[number];

/** Fields kept as text; the others are the logo upload and the brand logo switch. */
export const MARKETING_TEXT_FIELDS = [
  'name',
  'surname',
  'companyName',
  'phone',
  'email',
  'link',
  'shortDescription',
  'longDescription',
] as const satisfies readonly MarketingFieldName[];

const field = (name: MarketingFieldName, group: 'required' | 'optional') => ({
  name,
  label: `fields.${name}`,
  group,
});

interface Layout {
  required: MarketingFieldName[];
  optional: MarketingFieldName[];
  atLeastOne: MarketingFieldName[][];
}

const CONTACT: MarketingFieldName[][] = [['phone', 'email']];

/*
 * The spec names the bundles, the at-least-one groups and the counts but not which fields each bundle
 * prints; these layouts are ours, read from what each print carries: a business card a person, a banner or
 * a billboard a company seen from afar, a sticker a link (its QR code), a flyer a company and its offer.
 */
const LAYOUTS: Record<MarketingBundleType, Layout> = {
  'business-card-horizontal': {
    required: ['name', 'surname', 'companyName'],
    optional: ['phone', 'email', 'address', 'link', 'logo', 'brandLogo'],
    atLeastOne: CONTACT,
  },
  'business-card-vertical': {
    required: ['name', 'surname', 'companyName'],
    optional: ['phone', 'email', 'address', 'link', 'logo', 'brandLogo'],
    atLeastOne: CONTACT,
  },
  banner: {
    required: ['companyName'],
    optional: ['phone', 'email', 'link', 'logo', 'brandLogo'],
    atLeastOne: CONTACT,
  },
  sticker: {
    required: ['companyName', 'link'],
    optional: ['phone', 'email', 'logo', 'brandLogo'],
    atLeastOne: CONTACT,
  },
  billboard: {
    required: ['companyName'],
    optional: ['phone', 'email', 'address', 'link', 'logo', 'brandLogo'],
    atLeastOne: CONTACT,
  },
  flyer: {
    required: ['companyName'],
    optional: [
      'phone',
      'email',
      'shortDescription',
      'longDescription',
      'name',
      'surname',
      'address',
      'link',
      'logo',
      'brandLogo',
    ],
    atLeastOne: [...CONTACT, ['shortDescription', 'longDescription']],
  },
};

const coverImagesOf = (bundle: MarketingBundleType, subtype: FlyerSubtype | null): number => {
  if (bundle === 'banner') return COVER_IMAGE_COUNTS.banner;
  if (bundle === 'billboard') return COVER_IMAGE_COUNTS.billboard;
  if (bundle === 'flyer' && subtype) return COVER_IMAGE_COUNTS[`flyer-${subtype}`];
  return 0;
};

const servicesCountOf = (bundle: MarketingBundleType, subtype: FlyerSubtype | null): number => {
  if (bundle === 'business-card-horizontal') return SERVICES_COUNTS['business-card-horizontal'];
  if (bundle === 'business-card-vertical') return SERVICES_COUNTS['business-card-vertical'];
  if (bundle === 'flyer' && subtype === 'services') return SERVICES_COUNTS.flyer;
  return 0;
};

/** spec 03 §3, §5, §9: the form of a print product of this bundle (and flyer subtype). */
export function marketingFieldsFor(
  bundle: MarketingBundleType,
  subtype: FlyerSubtype | null = null,
): MarketingFields {
  const layout = LAYOUTS[bundle];
  return {
    required: layout.required.map((name) => field(name, 'required')),
    optional: layout.optional.map((name) => field(name, 'optional')),
    atLeastOne: layout.atLeastOne.map((group) => [...group]),
    servicesCount: servicesCountOf(bundle, subtype),
    coverImages: coverImagesOf(bundle, subtype),
  };
}

/** Field paths (relative to the data: `phone`, `address.line1`, `services`) to their messages. */
export type MarketingErrors = Record<string, string[]>;

const isFilled = (data: MarketingData, name: string): boolean => {
  if (name === 'address') return Boolean(data.address?.line1?.trim());
  if (name === 'brandLogo') return data.brandLogo !== undefined;
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
};

/** A field the data holds at all (an optional field the user added), filled or not. */
const isPresent = (data: MarketingData, name: string): boolean => {
  if (name === 'address') return data.address !== undefined;
  return (data as Record<string, unknown>)[name] !== undefined;
};

const pathOf = (name: string) => (name === 'address' ? 'address.line1' : name);

/**
 * spec 03 §5: every required field filled; each at-least-one group holds one filled field (phone or
 * e-mail; short or long description), the error on the group's first field; an optional field that was
 * added (present in the data) is not empty; descriptions within 80 and 100 characters; exactly
 * `servicesCount` services, each from `knownServiceIcons` when given, none twice; a cover image among the
 * product's when it has some. `{}` when the data is good.
 */
export function validateMarketingData(
  fields: MarketingFields,
  data: MarketingData,
  knownServiceIcons?: readonly string[],
): MarketingErrors {
  const errors: MarketingErrors = {};
  const add = (path: string, message: string) => {
    const list = (errors[path] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const { name } of fields.required) {
    if (!isFilled(data, name)) add(pathOf(name), MARKETING_MESSAGES.required);
  }
  const grouped = new Set(fields.atLeastOne.flat());
  for (const group of fields.atLeastOne) {
    if (group.some((name) => isFilled(data, name))) continue;
    const first = group[0];
    if (!first) continue;
    add(
      first,
      group.includes('phone') ? MARKETING_MESSAGES.needPhoneOrEmail : MARKETING_MESSAGES.needDescription,
    );
  }
  for (const { name } of fields.optional) {
    if (grouped.has(name) || name === 'brandLogo') continue;
    if (isPresent(data, name) && !isFilled(data, name)) add(pathOf(name), MARKETING_MESSAGES.required);
  }
  if ((data.shortDescription?.trim().length ?? 0) > MARKETING_LIMITS.shortDescriptionMax) {
    add('shortDescription', MARKETING_MESSAGES.shortDescriptionTooLong);
  }
  if ((data.longDescription?.trim().length ?? 0) > MARKETING_LIMITS.longDescriptionMax) {
    add('longDescription', MARKETING_MESSAGES.longDescriptionTooLong);
  }
  const services = data.services ?? [];
  if (fields.servicesCount > 0 && services.length !== fields.servicesCount) {
    add('services', needServicesMessage(fields.servicesCount));
  }
  if (knownServiceIcons && services.some((service) => !knownServiceIcons.includes(service.icon))) {
    add('services', MARKETING_MESSAGES.unknownService);
  }
  if (new Set(services.map((service) => service.icon)).size !== services.length) {
    add('services', MARKETING_MESSAGES.duplicateService);
  }
  if (fields.coverImages > 0) {
    const position = data.selectedImagePosition;
    if (position === undefined || position < 1 || position > fields.coverImages) {
      add('selectedImagePosition', MARKETING_MESSAGES.needCoverImage);
    }
  }
  return errors;
}

/** The fields of the data the form of `fields` prints: anything else the client sent is dropped. */
export function pickMarketingData(fields: MarketingFields, data: MarketingData): MarketingData {
  const allowed = new Set<string>([...fields.required, ...fields.optional].map((f) => f.name));
  const picked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (allowed.has(key)) picked[key] = value;
  }
  if (fields.servicesCount > 0 && data.services) picked.services = data.services;
  if (fields.coverImages > 0 && data.selectedImagePosition !== undefined) {
    picked.selectedImagePosition = data.selectedImagePosition;
  }
  return picked as MarketingData;
}

/** Logo uploads per user, counted in the database like scan photos (decision 013). */
export const ORDER_FILE_QUOTA = {
  perHour: 30,
  perHourWindowMs: 60 * 60 * 1000,
  bytesPerDay: 200 * 1000 * 1000,
  bytesPerDayWindowMs: 24 * 60 * 60 * 1000,
} as const;
export const ORDER_FILE_QUOTA_MESSAGES = {
  perHour: `You have uploaded ${ORDER_FILE_QUOTA.perHour} files in the last hour, the most allowed. Please try again later.`,
  bytesPerDay: `You have uploaded ${ORDER_FILE_QUOTA.bytesPerDay / 1_000_000} MB of files in the last 24 hours, the most allowed. Please try again later.`,
} as const;
