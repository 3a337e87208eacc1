// Journey: the content team imports a catalogue CSV (one bad line refused with its reason in the check,
// the rest applied) and finds the new product type in the list; an admin changes a country's welcome
// points and finds the change, before and after, in the region's audit trail.
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

let journey: Journey;
let page: Page;

before(async () => {
  journey = await openAdminJourney({ bypassCSP: true });
  ({ page } = journey);
});

after(() => closeJourney(journey));

// as Excel saves it in a Polish locale: BOM, semicolons, CRLF
const CSV =
  '\uFEFFrecord;code;name;kind;region;points\r\n' +
  'type;SKY1;Journey skylight;brand;;\r\n' +
  'points;SKY1;;;PL;25\r\n' +
  'points;SKY1;;;XX;25\r\n' +
  'points;SKY1;;;CZ;22\r\n';

test('a content operator sees the catalogue, not the regions', async () => {
  await signInOperator(journey, OPERATORS.content);
  const entries = await navEntries(page);
  assert.ok(entries.includes('Catalogue'), entries.join(', '));
  assert.ok(!entries.includes('Regions'), entries.join(', '));
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Catalogue' }).click();
  await page.getByRole('heading', { name: 'Scanning catalogue' }).waitFor();
  const types = page.getByRole('table', { name: 'Product types' });
  await types.getByRole('link', { name: 'Edit product type GGL' }).waitFor();
  await expectAccessible(page, 'catalogue');
  await screenshot(page, 'catalogue');
});

test('the CSV check shows the bad line with its reason; apply writes the rest', async () => {
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await page.getByRole('heading', { name: 'Import the catalogue from CSV' }).waitFor();
  await page.getByText('The CSV columns').click();
  await page.getByRole('table', { name: 'Columns of the catalogue CSV' }).waitFor();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV, 'utf8'),
  });
  const applyButton = page.getByRole('button', { name: /^Apply/ });
  await page.getByRole('button', { name: 'Check the file' }).click();
  const refused = page.getByRole('table', { name: 'Refused lines' });
  await refused.waitFor();
  const rows = refused.locator('tbody tr');
  assert.equal(await rows.count(), 1);
  const cells = await rows.first().locator('td').allTextContents();
  assert.equal(cells[0], '4');
  assert.equal(cells[1], 'region');
  assert.match(cells[2] ?? '', /^Unknown region/);
  const changes = page.getByRole('table', { name: 'What the file changes' });
  assert.equal(await changes.locator('tbody tr').count(), 3);
  assert.ok(await applyButton.isEnabled());
  assert.equal(await applyButton.textContent(), 'Apply 3 changes');
  await expectAccessible(page, 'catalogue import, checked');
  await screenshot(page, 'catalogue-import-check');

  await applyButton.click();
  await page.getByRole('heading', { name: 'Import applied' }).waitFor();
  await page.getByText('3 changes were written to the catalogue.').waitFor();
  await screenshot(page, 'catalogue-import-applied');

  // the same file again: nothing left to apply
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByRole('heading', { name: 'Result of the check' }).waitFor();
  await page.getByText('3 unchanged').waitFor();
  assert.ok(await page.getByRole('button', { name: /^Apply/ }).isDisabled());
});

test('the new product type is in the list with its points, and opens in its form', async () => {
  await page.getByRole('link', { name: 'Back to the catalogue' }).click();
  const filters = page.getByRole('search', { name: 'Filter product types' });
  await filters.getByLabel('Code or name').fill('journey');
  await filters.getByRole('button', { name: 'Apply' }).click();
  const types = page.getByRole('table', { name: 'Product types' });
  await expectEventually(async () => assert.equal(await types.locator('tbody tr').count(), 1));
  const row = types.locator('tbody tr').first();
  assert.match((await row.textContent()) ?? '', /Journey skylight.*22–25 in 2 countries/);
  const link = row.getByRole('link', { name: 'Edit product type SKY1' });
  await link.click();
  await page.getByRole('heading', { name: 'Edit product type SKY1' }).waitFor();
  assert.equal(await page.getByLabel('Points in PL').inputValue(), '25');
  assert.equal(await page.getByLabel('Name').inputValue(), 'Journey skylight');
  // a value the server refuses lands on its field
  await page.getByLabel('Points in CZ').fill('20000');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('At most 10000 points.').waitFor();
  await expectAccessible(page, 'product type form');
  await screenshot(page, 'catalogue-type-form');

  // a rule only the server knows: the code is taken
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.getByRole('link', { name: 'New product type' }).click();
  await page.getByRole('heading', { name: 'New product type' }).waitFor();
  await page.getByLabel('Code').fill('GGL');
  await page.getByLabel('Name').fill('A second GGL');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('A product type with this code exists.').waitFor();
  assert.equal(await page.getByLabel('Code').getAttribute('aria-invalid'), 'true');
  await page.getByRole('button', { name: 'Sign out' }).click();
});

test('an admin changes the welcome points of PL, and the change is in its audit trail', async () => {
  await signInOperator(journey, OPERATORS.admin);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Regions' }).click();
  await page.getByRole('heading', { name: 'Regions', level: 1 }).waitFor();
  await expectAccessible(page, 'regions');
  await screenshot(page, 'regions');
  await page.getByRole('link', { name: 'Edit the numbers of PL' }).click();
  await page.getByRole('heading', { name: 'Region PL' }).waitFor();
  const welcome = page.getByLabel('Welcome points');
  const before = await welcome.inputValue();
  await welcome.fill('-5');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Enter 0 to 100000.').waitFor();
  await welcome.fill('175');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').getByText('Saved.').waitFor();
  const trail = page.getByRole('table', { name: 'Latest changes' });
  const latest = trail.locator('tbody tr').first();
  await latest.getByText('Club Admin').waitFor();
  const [, , was, now] = await latest.locator('td').allTextContents();
  assert.match(was ?? '', new RegExp(`Welcome points: ${before}\\b`));
  assert.match(now ?? '', /Welcome points: 175\b/);
  await expectAccessible(page, 'region form');
  await screenshot(page, 'region-form');

  // and in the club's audit log
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit log' }).click();
  const entry = page.getByRole('table', { name: 'Audit log' }).locator('tbody tr').first();
  await entry.getByText('region-config.update').waitFor();
  const text = (await entry.textContent()) ?? '';
  assert.match(text, /Club Admin/);
  assert.match(text, /175/);
  assert.match(text, new RegExp(`\\b${before}\\b`));
});
