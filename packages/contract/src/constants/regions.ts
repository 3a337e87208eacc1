/** spec 01 §3: regions, id = code. Region 1 ("All") is the club-wide region. */
export const REGIONS = [
  { id: 1, code: 'ALL' },
  { id: 2, code: 'BA' },
  { id: 3, code: 'BG' },
  { id: 4, code: 'HR' },
  { id: 5, code: 'CZ' },
  { id: 6, code: 'EE' },
  { id: 7, code: 'HU' },
  { id: 8, code: 'IT' },
  { id: 9, code: 'LV' },
  { id: 10, code: 'PL' },
  { id: 11, code: 'RO' },
  { id: 12, code: 'RS' },
  { id: 13, code: 'SK' },
  { id: 14, code: 'SI' },
  { id: 15, code: 'TR' },
  { id: 16, code: 'UA' },
  { id: 17, code: 'LT' },
] as const;

export type Region = (typeof REGIONS)[number];
export type RegionId = Region['id'];
export type RegionCode = Region['code'];
/** The 16 countries a company can belong to (every region but "All"). */
export type CountryCode = Exclude<RegionCode, 'ALL'>;

export const REGION_CODES = REGIONS.map((r) => r.code) as RegionCode[];
export const COUNTRY_CODES = REGION_CODES.filter((c): c is CountryCode => c !== 'ALL');

export function regionById(id: number): Region | undefined {
  return REGIONS.find((r) => r.id === id);
}

export function regionByCode(code: string): Region | undefined {
  const upper = code.toUpperCase();
  return REGIONS.find((r) => r.code === upper);
}

/** spec 01 §3: phone country codes per country. */
export const PHONE_COUNTRY_CODES: Record<CountryCode, string> = {
  BA: '+387',
  BG: '+359',
  HR: '+385',
  CZ: '+420',
  EE: '+372',
  HU: '+36',
  IT: '+39',
  LT: '+370',
  LV: '+371',
  PL: '+48',
  RO: '+40',
  RS: '+381',
  SK: '+421',
  SI: '+386',
  TR: '+90',
  UA: '+380',
};
