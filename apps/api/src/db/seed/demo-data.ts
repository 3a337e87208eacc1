interface DemoPerson {
  name: string;
  surname: string;
  phone: string;
  email: string;
}

export interface DemoCompany {
  country: 'PL' | 'CZ';
  locale: 'pl' | 'cs';
  name: string;
  registrationNumber: string;
  streetName: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  crmCustomerId: string;
  owner: DemoPerson;
  installer: DemoPerson;
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

/** The demo back-office operator listed in the README: sign in at /api/admin/login, code in the outbox. */
export const DEMO_OPERATOR = {
  email: 'admin@installer.club.example',
  name: 'Club Admin',
  role: 'admin',
} as const;
