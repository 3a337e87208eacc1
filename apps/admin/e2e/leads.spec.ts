// Journey: the dispatch desk. An admin creates an intake API key (shown once, copied), the brand's form
// posts two leads with it, both appear on the desk; the admin gives the Czech one to the other Czech
// company and marks the Polish one lost with a reason; a lead typed in by hand goes to a company by the
// rules; the deadlines and the companies' figures open. A support operator has the desk without the
// set-up, a content operator has neither. Every screen passes axe-core and is saved at 1280 px.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  closeJourney,
  expectAccessible,
  expectEventually,
  navEntries,
  openAdminJourney,
  OPERATORS,
  screenshot,
  signInOperator,
  type Journey,
} from './fixtures';

const CZ = 5;
const PL = 10;

let journey: Journey;
let page: Page;
let apiKey: string;
const leads: Record<'cz' | 'pl', { uuid: string; name: string }> = {
  cz: { uuid: '', name: 'Karel Novotný' },
  pl: { uuid: '', name: 'Ewa Wiśniewska' },
};

async function postLead(body: object, key = apiKey): Promise<Response> {
  return fetch(`${journey.server.baseUrl}/api/v1/intake/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify(body),
  });
}

/** The lead as the server keeps it, read with the signed-in operator's own token. */
/** The demo's Polish companies, all of which take leads. */
const polishCompanies = ['Dachy Nowak Sp. z o.o.', 'Okna Kowalczyk Sp. z o.o.'];

async function leadOnServer(uuid: string) {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('club-admin-session') ?? '{}') as { token?: string }).token,
  );
  const res = await fetch(`${journey.server.baseUrl}/api/admin/leads/${uuid}`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  assert.equal(res.status, 200);
  return (await res.json()) as {
    status: string;
    company: { name: string } | null;
    lost_reason: { slug: string } | null;
    history: { actor: string; to: string; reason: string | null }[];
  };
}

const desk = () => page.getByRole('table', { name: 'Leads of every region' });

before(async () => {
  journey = await openAdminJourney({ bypassCSP: true });
  ({ page } = journey);
  await journey.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: journey.server.baseUrl,
  });
});

after(() => closeJourney(journey));

test('an admin creates an intake key: shown once with a warning, copied, listed by its prefix', async () => {
  await signInOperator(journey, OPERATORS.admin);
  const entries = await navEntries(page);
  assert.ok(entries.includes('Leads') && entries.includes('Lead set-up'), entries.join(', '));
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Lead set-up' }).click();
  await page.getByRole('heading', { name: 'Lead set-up', level: 1 }).waitFor();
  await page.getByText('There are no keys yet.').waitFor();
  await expectAccessible(page, 'intake keys');

  await page.getByRole('button', { name: 'Create the key' }).click();
  await page.getByText('This field is required.').waitFor();
  await page.getByRole('textbox', { name: 'Name' }).fill('Website form');
  await page.getByRole('button', { name: 'Create the key' }).click();
  await page.getByRole('heading', { name: 'Key “Website form” is created' }).waitFor();
  await page.getByRole('alert').filter({ hasText: 'It is shown only this once' }).waitFor();
  apiKey = await page.getByRole('textbox', { name: 'API key' }).inputValue();
  assert.ok(apiKey.length >= 24, apiKey);
  await page.getByRole('button', { name: 'Copy the key' }).click();
  await page.getByRole('status').filter({ hasText: 'The key is copied.' }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), apiKey);
  const row = page.getByRole('row').filter({ hasText: 'Website form' });
  await row.getByRole('cell', { name: 'Active' }).waitFor();
  const prefix = (await row.locator('code').textContent())?.replace('…', '') ?? '';
  assert.ok(prefix.length > 0 && apiKey.includes(prefix), `${prefix} / ${apiKey}`);
  await expectAccessible(page, 'intake key created');
  await screenshot(page, 'leads-intake-key');
  await page.getByRole('button', { name: 'I have stored the key' }).click();
  await page.getByRole('textbox', { name: 'API key' }).waitFor({ state: 'detached' });
});

test('leads posted through the intake endpoint with the key appear on the desk', async () => {
  const refused = await postLead({}, 'not-a-key');
  assert.equal(refused.status, 401);
  const [cz, pl] = await Promise.all([
    postLead({
      region_id: CZ,
      customer_info: {
        FirstName: 'Karel',
        LastName: 'Novotný',
        StreetHouseNumber: 'Dlouhá 12',
        PostalCode: '110 00',
        City: 'Praha',
        Mobile: '601 555 111',
        EmailForRoofWindows: 'karel.novotny@example.com',
      },
      products: [
        { product: 'RoofWindows', quantity: 3 },
        { product: 'Blinds', quantity: 3 },
      ],
      extras: { Notes: 'Attic conversion, call after 4 pm' },
    }),
    postLead({
      region_id: PL,
      customer_info: {
        FirstName: 'Ewa',
        LastName: 'Wiśniewska',
        StreetHouseNumber: 'Lipowa 5',
        PostalCode: '30-001',
        City: 'Kraków',
        Mobile: '600 700 800',
      },
      products: [{ product: 'SunTunnels', quantity: 1 }],
    }),
  ]);
  assert.equal(cz.status, 201, await cz.clone().text());
  assert.equal(pl.status, 201, await pl.clone().text());
  leads.cz.uuid = ((await cz.json()) as { uuid: string }).uuid;
  leads.pl.uuid = ((await pl.json()) as { uuid: string }).uuid;

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Leads' }).click();
  await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
  for (const lead of Object.values(leads)) {
    await desk()
      .getByRole('link', { name: `Open the lead of ${lead.name}` })
      .waitFor();
  }
  const czRow = desk().getByRole('row').filter({ hasText: leads.cz.name });
  await czRow.getByText('Roof windows × 3, Blinds and shutters × 3').waitFor();
  await czRow.getByText('New', { exact: true }).waitFor();
  await expectAccessible(page, 'desk');
  await screenshot(page, 'leads-desk');

  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Czechia' });
  await expectEventually(async () => assert.equal(await desk().locator('tbody tr').count(), 1));
  assert.match(page.url(), /region_id=5/);
  await page.getByRole('button', { name: 'Deadline within 24 hours' }).click();
  assert.doesNotMatch(page.url(), /region_id/);
  assert.match(page.url(), /near_deadline=true/);
  await page.getByRole('button', { name: 'All leads' }).click();
  assert.doesNotMatch(page.url(), /near_deadline|region_id/);
  for (const lead of Object.values(leads)) {
    await desk()
      .getByRole('link', { name: `Open the lead of ${lead.name}` })
      .waitFor();
  }
});

test('the admin re-assigns the Czech lead to the other Czech company; the history names the move', async () => {
  await page.goto('/admin/leads');
  await desk()
    .getByRole('link', { name: `Open the lead of ${leads.cz.name}` })
    .click();
  await page.getByRole('heading', { name: `Lead: ${leads.cz.name}` }).waitFor();
  const before = await leadOnServer(leads.cz.uuid);
  assert.ok(before.company, 'the rules gave the lead to a Czech company');
  const other =
    before.company.name === 'Střechy Dvořák s.r.o.' ? 'Střechy Malý s.r.o.' : 'Střechy Dvořák s.r.o.';
  await page.getByText('Attic conversion, call after 4 pm').waitFor();
  await expectAccessible(page, 'lead detail');
  await screenshot(page, 'leads-detail');

  await page.getByRole('button', { name: 'Re-assign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Give the lead to a company' });
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await dialog.getByText('Choose a company from the list.').waitFor();
  await dialog.getByRole('searchbox', { name: 'Search by company name' }).fill('Střechy');
  await dialog.getByRole('radio', { name: new RegExp(other) }).check();
  // the company that holds the lead is not offered again
  assert.equal(await dialog.getByRole('radio', { name: new RegExp(before.company.name) }).count(), 0);
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('The customer asked for a company nearer Praha');
  await expectAccessible(page, 'assign dialog');
  await screenshot(page, 'leads-assign');
  await dialog.getByRole('button', { name: `Assign to ${other}` }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `The lead is now with ${other}.` })
    .waitFor();
  await page
    .getByRole('row')
    .filter({ hasText: 'The customer asked for a company nearer Praha' })
    .getByText('Operator Club Admin')
    .waitFor();

  const after = await leadOnServer(leads.cz.uuid);
  assert.equal(after.company?.name, other);
  assert.equal(after.status, 'new');
  assert.ok(
    after.history.some(
      (e) => e.actor === 'operator' && e.reason === 'The customer asked for a company nearer Praha',
    ),
    JSON.stringify(after.history),
  );
});

test('the admin marks the Polish lead lost with a reason from the configuration', async () => {
  await page.goto('/admin/leads');
  await desk()
    .getByRole('link', { name: `Open the lead of ${leads.pl.name}` })
    .click();
  await page.getByRole('heading', { name: `Lead: ${leads.pl.name}` }).waitFor();
  await page.getByRole('button', { name: 'Mark lost' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark the lead lost' });
  await dialog.getByRole('combobox', { name: 'Why it was lost' }).waitFor();
  await expectEventually(async () =>
    assert.equal(await dialog.getByRole('combobox', { name: 'Why it was lost' }).isEnabled(), true),
  );
  await dialog.getByRole('button', { name: 'Mark lost' }).click();
  await dialog.getByText('Choose one of the lost reasons.').waitFor();
  await dialog
    .getByRole('combobox', { name: 'Why it was lost' })
    .selectOption({ label: 'The project was postponed' });
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Building permit delayed until spring');
  await expectAccessible(page, 'lost dialog');
  await screenshot(page, 'leads-lost');
  await dialog.getByRole('button', { name: 'Mark lost' }).click();
  await page.getByRole('status').filter({ hasText: 'The lead is marked lost.' }).waitFor();
  await page.getByText('This lead is closed').waitFor();
  await page
    .getByRole('region', { name: 'Lead', exact: true })
    .getByText('The project was postponed')
    .waitFor();
  const kept = await leadOnServer(leads.pl.uuid);
  assert.equal(kept.status, 'lost');
  assert.equal(kept.lost_reason?.slug, 'project-postponed');
  await expectAccessible(page, 'lead lost');
});

test('a lead typed in by hand: field messages first, then assigned by the rules', async () => {
  await page.goto('/admin/leads');
  await page.getByRole('link', { name: 'New lead' }).click();
  await page.getByRole('heading', { name: 'New lead', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Create the lead' }).click();
  await page.locator('.field-error').first().waitFor();
  assert.ok((await page.locator('.field-error').count()) >= 5);
  await expectAccessible(page, 'new lead, errors');
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Poland' });
  await page.getByRole('textbox', { name: 'First name' }).fill('Adam');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Mazur');
  await page.getByRole('textbox', { name: 'Street and house number' }).fill('Polna 7');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('31-002');
  await page.getByRole('textbox', { name: 'City' }).fill('Kraków');
  await page.getByRole('textbox', { name: 'Mobile phone' }).fill('601 202 303');
  await page.getByRole('spinbutton', { name: 'Flat-roof windows' }).fill('2');
  await page
    .getByRole('textbox', { name: 'Club’s notes for the installer' })
    .fill('Called the hotline on Monday');
  await page.getByRole('radio', { name: /Dachy Nowak/ }).waitFor();
  await screenshot(page, 'leads-create');
  await page.getByRole('button', { name: 'Create the lead' }).click();
  await page.getByRole('heading', { name: 'Lead: Adam Mazur' }).waitFor();
  await page.getByText('Typed in by an operator').waitFor();
  // the rules pick one of the Polish companies that take leads (the round robin decides which)
  const created = await leadOnServer(new URL(page.url()).pathname.split('/').pop() ?? '');
  assert.equal(created.status, 'new');
  assert.ok(created.company, 'the lead is assigned');
  assert.ok(polishCompanies.includes(created.company.name), created.company.name);
  await page.getByRole('region', { name: 'Lead', exact: true }).getByText(created.company.name).waitFor();
});

test("the companies' open leads and response times, and the countries' deadlines", async () => {
  await page.goto('/admin/leads');
  await page.getByRole('link', { name: 'Companies and response times' }).click();
  await page.getByRole('heading', { name: 'Companies taking leads', level: 1 }).waitFor();
  const table = page.getByRole('table', { name: 'Companies with their open leads and response times' });
  await table.getByRole('link', { name: 'Show the leads of Dachy Nowak Sp. z o.o.' }).waitFor();
  await expectAccessible(page, 'lead companies');
  await screenshot(page, 'leads-companies');

  await page.getByRole('button', { name: 'Edit Dachy Nowak Sp. z o.o.' }).click();
  const coverage = page.getByRole('dialog', { name: 'Postal codes and cap: Dachy Nowak Sp. z o.o.' });
  await coverage.getByRole('textbox', { name: 'Postal-code beginnings the company covers' }).fill('30, 31-0');
  await coverage.getByRole('spinbutton', { name: /Open leads at most/ }).fill('25');
  await expectAccessible(page, 'coverage dialog');
  await coverage.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').filter({ hasText: 'The postal codes and cap of Dachy Nowak' }).waitFor();
  await table.getByRole('row').filter({ hasText: 'Dachy Nowak' }).getByText('30, 310').waitFor();

  await page.goto('/admin/lead-setup/regions');
  await page.getByRole('heading', { name: 'Deadlines by country' }).waitFor();
  await page.getByRole('button', { name: 'Edit Poland' }).click();
  const region = page.getByRole('dialog', { name: 'Deadlines in Poland' });
  await region.getByRole('spinbutton', { name: 'Answer within (hours)' }).fill('0');
  await region.getByRole('button', { name: 'Save' }).click();
  await region.getByText('Enter a whole number from 1 to 720.').waitFor();
  await region.getByRole('spinbutton', { name: 'Answer within (hours)' }).fill('36');
  await expectAccessible(page, 'region deadlines dialog');
  await region.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').filter({ hasText: 'The deadlines in Poland are saved.' }).waitFor();
  await page
    .getByRole('row')
    .filter({ hasText: 'Poland' })
    .getByRole('cell', { name: '36 h', exact: true })
    .waitFor();
  await expectAccessible(page, 'region deadlines');
  await screenshot(page, 'leads-regions');
});

test('the admin revokes the key after asking; the form is refused with it from then on', async () => {
  await page.goto('/admin/lead-setup');
  await page.getByRole('button', { name: 'Revoke Website form' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke the key “Website form”?' });
  await dialog.getByText('This cannot be undone').waitFor();
  await expectAccessible(page, 'revoke dialog');
  await dialog.getByRole('button', { name: 'Revoke the key' }).click();
  await page.getByRole('status').filter({ hasText: 'The key “Website form” is revoked.' }).waitFor();
  await page
    .getByRole('row')
    .filter({ hasText: 'Website form' })
    .getByText(/^Revoked/)
    .waitFor();
  const res = await postLead({ region_id: PL });
  assert.equal(res.status, 401);
});

test("the audit log holds every one of the desk's changes, with the admin's name", async () => {
  await page.goto('/admin/audit');
  await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
  for (const action of [
    'leads.intake_key.create',
    'leads.assign',
    'leads.lost',
    'leads.create',
    'leads.company_settings',
    'leads.region_settings',
    'leads.intake_key.revoke',
  ]) {
    await page
      .getByRole('row')
      .filter({ hasText: action })
      .filter({ hasText: 'Club Admin' })
      .first()
      .waitFor();
  }
});

test('support has the desk but not the set-up; a content operator has neither', async () => {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInOperator(journey, OPERATORS.support);
  let entries = await navEntries(page);
  assert.ok(entries.includes('Leads'), entries.join(', '));
  assert.ok(!entries.includes('Lead set-up'), entries.join(', '));
  await page.goto('/admin/leads');
  await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Set-up' }).count(), 0);
  await page.goto('/admin/leads/companies');
  await page.getByRole('heading', { name: 'Companies taking leads', level: 1 }).waitFor();
  await page.getByRole('link', { name: 'Show the leads of Dachy Nowak Sp. z o.o.' }).waitFor();
  assert.equal(await page.getByRole('button', { name: /^Edit / }).count(), 0);
  await page.goto('/admin/lead-setup');
  await page.getByRole('heading', { name: 'Not allowed' }).waitFor();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInOperator(journey, OPERATORS.content);
  entries = await navEntries(page);
  assert.ok(!entries.includes('Leads') && !entries.includes('Lead set-up'), entries.join(', '));
  await page.goto('/admin/leads');
  await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
  await expectAccessible(page, 'leads, not allowed');
});
