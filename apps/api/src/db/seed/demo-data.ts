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
  },
];

/** The demo back-office operator listed in the README: sign in at /api/admin/login, code in the outbox. */
export const DEMO_OPERATOR = {
  email: 'admin@installer.club.example',
  name: 'Club Admin',
  role: 'admin',
} as const;
