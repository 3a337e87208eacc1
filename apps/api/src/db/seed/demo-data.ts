interface DemoPerson {
  name: string;
  surname: string;
  phone: string;
  email: string;
}

export interface DemoCompany {
  country: 'PL' | 'CZ' | 'SK' | 'LV' | 'UA';
  locale: 'pl' | 'cs' | 'sk' | 'lv' | 'uk';
  name: string;
  registrationNumber: string;
  /** The second registration number (VAT number) of SK, EE and LV companies; missing when not given yet. */
  registrationNumber2?: string;
  /** When the company and its people registered; now when not given. */
  registeredAt?: string;
  streetName: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  crmCustomerId: string;
  owner: DemoPerson & {
    /** false: the profile survey is asked after the next sign-in (spec 01 §2 Login step 4). */
    hasSurvey?: boolean;
    /** false: the CZ/SK terms modal is shown (spec 01 §2 Dashboard shell). */
    hasAgreedToTerms?: boolean;
  };
  installer?: DemoPerson;
  /** Points history amounts: welcome and project points of last year, this year's, and spent this year. */
  points: { welcome: number; lastYear: number; thisYear: number; spent: number };
  /** Scans this year per tier category id (1, 2, 3, 99). */
  tierProgress: Record<number, number>;
}

/** The demo accounts listed in the README: sign in with these contacts, read the code from the outbox. */
export const DEMO_COMPANIES: DemoCompany[] = [
  {
    country: 'PL',
    locale: 'pl',
    name: 'Dachy Nowak Sp. z o.o.',
    registrationNumber: '5252344078',
    streetName: 'ul. Puławska',
    houseNumber: '145',
    postalCode: '02-715',
    city: 'Warszawa',
    crmCustomerId: 'PL-104233',
    owner: { name: 'Jan', surname: 'Nowak', phone: '+48501234567', email: 'jan.nowak@example.com' },
    installer: {
      name: 'Piotr',
      surname: 'Zieliński',
      phone: '+48502345678',
      email: 'piotr.zielinski@example.com',
    },
    points: { welcome: 100, lastYear: 120, thisYear: 45, spent: 60 },
    tierProgress: { 1: 62, 2: 12, 3: 31, 99: 0 },
  },
  {
    country: 'CZ',
    locale: 'cs',
    name: 'Střechy Dvořák s.r.o.',
    registrationNumber: '27082440',
    streetName: 'Vídeňská',
    houseNumber: '55',
    postalCode: '639 00',
    city: 'Brno',
    crmCustomerId: 'CZ-201187',
    owner: { name: 'Tomáš', surname: 'Dvořák', phone: '+420601234567', email: 'tomas.dvorak@example.com' },
    installer: {
      name: 'Lukáš',
      surname: 'Svoboda',
      phone: '+420602345678',
      email: 'lukas.svoboda@example.com',
    },
    points: { welcome: 50, lastYear: 80, thisYear: 30, spent: 0 },
    tierProgress: { 1: 18, 2: 25, 3: 4, 99: 120 },
  },
];

/**
 * The accounts that show the steps after the code and the terms modal (spec 01 §2): an SK owner without
 * the second registration number, an LV owner who skipped the profile survey, and a CZ owner registered
 * before 2024-01-31 who has not agreed to the terms.
 */
export const DEMO_ONBOARDING_COMPANIES: DemoCompany[] = [
  {
    country: 'SK',
    locale: 'sk',
    name: 'Strechy Horváth s.r.o.',
    registrationNumber: '47258314',
    streetName: 'Račianska',
    houseNumber: '66',
    postalCode: '831 02',
    city: 'Bratislava',
    crmCustomerId: 'SK-300412',
    owner: { name: 'Marek', surname: 'Horváth', phone: '+421905123456', email: 'marek.horvath@example.com' },
    points: { welcome: 50, lastYear: 40, thisYear: 20, spent: 0 },
    tierProgress: { 1: 9, 2: 3, 3: 0, 99: 0 },
  },
  {
    country: 'LV',
    locale: 'lv',
    name: 'Jumti Bērziņš SIA',
    registrationNumber: '40103671234',
    registrationNumber2: 'LV40103671234',
    streetName: 'Brīvības iela',
    houseNumber: '155',
    postalCode: 'LV-1012',
    city: 'Rīga',
    crmCustomerId: 'LV-410077',
    owner: {
      name: 'Jānis',
      surname: 'Bērziņš',
      phone: '+37126123456',
      email: 'janis.berzins@example.com',
      hasSurvey: false,
    },
    points: { welcome: 50, lastYear: 25, thisYear: 15, spent: 0 },
    tierProgress: { 1: 7, 2: 0, 3: 2, 99: 0 },
  },
  {
    country: 'CZ',
    locale: 'cs',
    name: 'Střechy Malý s.r.o.',
    registrationNumber: '28617789',
    registeredAt: '2023-05-15T08:30:00Z',
    streetName: 'Štefánikova',
    houseNumber: '32',
    postalCode: '150 00',
    city: 'Praha',
    crmCustomerId: 'CZ-198034',
    owner: {
      name: 'Pavel',
      surname: 'Malý',
      phone: '+420603456789',
      email: 'pavel.maly@example.com',
      hasAgreedToTerms: false,
    },
    points: { welcome: 50, lastYear: 60, thisYear: 10, spent: 0 },
    tierProgress: { 1: 14, 2: 6, 3: 1, 99: 0 },
  },
  {
    // A generic-tag region (spec 02 §5): serials may come without part 2, then a photo is taken.
    country: 'UA',
    locale: 'uk',
    name: 'Dakh-Servis TOV',
    registrationNumber: '38745102',
    streetName: 'vul. Velyka Vasylkivska',
    houseNumber: '72',
    postalCode: '03150',
    city: 'Kyiv',
    crmCustomerId: 'UA-520311',
    owner: {
      name: 'Olena',
      surname: 'Kovalenko',
      phone: '+380671234567',
      email: 'olena.kovalenko@example.com',
    },
    points: { welcome: 50, lastYear: 20, thisYear: 30, spent: 0 },
    tierProgress: { 1: 3, 2: 0, 3: 0, 99: 0 },
  },
];

/**
 * spec 03 §2–§6: a PL company whose owner has an ACTIVE club card with a history of every top-up status
 * (docs/decisions/029). Jan Nowak's company, with its scans this year and no card, shows the order.
 */
export const DEMO_CLUB_CARD_COMPANY: DemoCompany = {
  country: 'PL',
  locale: 'pl',
  name: 'Okna Kowalczyk Sp. z o.o.',
  registrationNumber: '6762468912',
  streetName: 'ul. Wielicka',
  houseNumber: '28',
  postalCode: '30-552',
  city: 'Kraków',
  crmCustomerId: 'PL-104871',
  owner: {
    name: 'Katarzyna',
    surname: 'Kowalczyk',
    phone: '+48503456789',
    email: 'katarzyna.kowalczyk@example.com',
  },
  points: { welcome: 100, lastYear: 300, thisYear: 900, spent: 0 },
  tierProgress: { 1: 40, 2: 8, 3: 12, 99: 0 },
};

/** The card (its serial is one the sandbox provider knows and keeps active) and its top-ups. */
export const DEMO_CLUB_CARD = {
  serial: '5123456780',
  verifiedDaysAgo: 40,
  /**
   * Newest first. The PENDING one has the reference of a provider that never answers
   * (`SBX-SILENT-…`), so that it stays pending for the screens and the back-office's queue of silent
   * top-ups (older than 72 hours).
   */
  topUps: [
    { status: 'PENDING', points: 50, daysAgo: 4 },
    { status: 'SUCCEEDED', points: 100, daysAgo: 6 },
    { status: 'REFUSED', points: 250, daysAgo: 10 },
    { status: 'SUCCEEDED', points: 250, daysAgo: 20 },
    { status: 'REJECTED', points: 1000, daysAgo: 25 },
    { status: 'SUCCEEDED', points: 100, daysAgo: 35 },
  ],
} as const;

/**
 * The demo back-office operators listed in the README, one per role (ARCHITECTURE §4): each signs in at
 * /admin with a code sent to their e-mail (the dev outbox shows it).
 */
export const DEMO_OPERATORS = [
  { email: 'admin@installer.club.example', name: 'Club Admin', role: 'admin' },
  { email: 'support@installer.club.example', name: 'Sam Support', role: 'support' },
  { email: 'content@installer.club.example', name: 'Cora Content', role: 'content' },
  { email: 'fulfilment@installer.club.example', name: 'Finn Fulfilment', role: 'fulfilment' },
] as const;
