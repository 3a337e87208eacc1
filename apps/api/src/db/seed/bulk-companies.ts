import { ROLES, USER_STATUS, languageByLocale } from '@club/contract';
import type { Database } from '../database';

const NAMES = ['Dachy', 'Okna', 'Dekarstwo', 'Montaż', 'Stolarka', 'Poddasza', 'Budmax', 'Fenestra'];
const SURNAMES = ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski', 'Zieliński'];

const textArray = (values: readonly string[]) => `(array[${values.map((v) => `'${v}'`).join(', ')}])`;

/**
 * `npm run seed -- --companies=10000`: that many more companies, each with an owner, for measuring the
 * operators' search (`npm run bench`). Two set inserts over generate_series: seconds, not minutes.
 * Names, registration numbers, e-mail addresses and phone numbers are unique and spread over the
 * country regions (2–17), like a club of that size.
 */
export async function seedBulkCompanies(database: Database, count: number): Promise<void> {
  const name = `${textArray(NAMES)}[1 + g % ${NAMES.length}] || ' ' || ${textArray(SURNAMES)}[1 + (g / ${NAMES.length}) % ${SURNAMES.length}] || ' ' || g || ' Sp. z o.o.'`;
  await database.executeSql(
    `insert into companies (name, region_id, registration_number, street_name, house_number, postal_code,
       city, address, status)
     select ${name}, 2 + g % 16, 'B' || lpad(g::text, 9, '0'), 'ul. Pomiarowa', g::text, '00-001',
       'Warszawa', 'ul. Pomiarowa ' || g, ${USER_STATUS.ACTIVE}
     from generate_series(1, $1::int) g`,
    [count],
  );
  await database.executeSql(
    `insert into users (company_id, role_id, name, surname, email, phone, region_id, language_id, status)
     select c.id, ${ROLES.companyOwner.id}, 'Właściciel', 'Firmy', 'biuro' || c.id || '@firma' || c.id || '.example',
       '+4879' || lpad(c.id::text, 7, '0'), c.region_id, ${languageByLocale('pl')?.id ?? 11}, ${USER_STATUS.ACTIVE}
     from companies c
     where c.registration_number like 'B%' and not exists (select 1 from users u where u.company_id = c.id)`,
  );
  await database.executeSql('analyze companies');
  await database.executeSql('analyze users');
}
