// Journeys of field work (spec 02): a product typed in with look-alike characters goes into a new project,
// the survey closes it and the company's points grow; a part-2-less code in a generic-tag region goes
// through the photo; scans saved offline survive a reload and are sent when the connection returns.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import {
  closeJourney,
  expectEventually,
  companyPoints,
  fillProjectAddress,
  labelPhoto,
  newPhone,
  openJourney,
  signInByEmail,
  type Journey,
} from './fixtures';

let journey: Journey;
let page: Page;

const OWNER = 'jan.nowak@example.com';

before(async () => {
  journey = await openJourney({ bypassCSP: true });
  ({ page } = journey);
});

after(() => closeJourney(journey));

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

async function createProject(street: string, checkAxe = false): Promise<string> {
  await page.goto('/projects/add');
  if (checkAxe) {
    await page.getByRole('textbox', { name: 'Street and number' }).waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'new project');
  }
  await fillProjectAddress(page, { street, postalCode: '30-001', city: 'Kraków' });
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** Types a serial on /scan/manual and confirms its details on the review screen. */
async function typeProduct(part1: string, part2: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Serial number, part 1' }).fill(part1);
  await page.getByRole('textbox', { name: 'Part 2' }).fill(part2);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/scan/review');
  await page.getByLabel('Type', { exact: true }).fill('GGL');
  await page.getByLabel('Size', { exact: true }).fill('MK04');
  await page.getByLabel('Variant', { exact: true }).fill('2070');
  await page.getByRole('button', { name: 'Check product' }).click();
}

test('a typed product with look-alikes goes into a new project and the survey credits its points', async () => {
  await signInByEmail(journey, OWNER);
  const before = await companyPoints(page);
  const street = `ul. Długa ${randomInt(1, 999)}`;
  const uuid = await createProject(street, true);
  assert.deepEqual(await seriousViolations(page), [], 'project detail, empty');

  await page.getByRole('button', { name: 'Add a product' }).click();
  await page.goto('/scan/manual');
  assert.deepEqual(await seriousViolations(page), [], 'manual entry');
  const serial = digits(8);
  // O and I typed for 0 and 1, in lower case: the code that is saved is the mapped one
  const typed = serial.replace(/0/g, 'o').replace(/1/g, 'i');
  await page.getByRole('textbox', { name: 'Serial number, part 1' }).fill(typed);
  await page.getByRole('textbox', { name: 'Part 2' }).fill('ab1o');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/scan/review');
  const code = `${serial}AB10`;
  await page.getByText(code, { exact: true }).waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'review with the product details form');

  // the code alone is partial: the manual fields check each detail against the catalogue
  await page.getByLabel('Type', { exact: true }).fill('XYZ');
  await page.getByLabel('Size', { exact: true }).fill('MK04');
  await page.getByLabel('Variant', { exact: true }).fill('2070');
  await page.getByRole('button', { name: 'Check product' }).click();
  await page.getByText('This type is not in the product catalogue.').waitFor();
  await page.getByLabel('Type', { exact: true }).fill('GGL');
  await page.getByRole('button', { name: 'Check product' }).click();
  await page.getByRole('button', { name: 'Add to a project' }).click();
  await page.waitForURL('**/projects/select');
  await expectEventually(async () =>
    assert.equal(await page.getByRole('radio', { name: street }).isChecked(), true, 'the active project'),
  );
  assert.deepEqual(await seriousViolations(page), [], 'project select');
  await page.getByRole('button', { name: 'Save to project' }).click();
  await page.waitForURL(`**/projects/${uuid}`);
  await page.getByText(code, { exact: true }).waitFor();

  // the same product again: the project already holds it
  await page.goto('/scan/manual');
  await page.getByRole('textbox', { name: 'Serial number, part 1' }).fill(serial);
  await page.getByRole('textbox', { name: 'Part 2' }).fill('AB10');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('This product has been scanned already.').waitFor();
  await expectEventually(async () =>
    assert.equal(await page.getByRole('button', { name: 'Add to a project' }).count(), 0),
  );

  await page.goto(`/projects/${uuid}`);
  await page.getByRole('radio', { name: 'Roof renovation' }).check();
  await page.getByRole('radio', { name: 'More than 30 years' }).check();
  await page.getByRole('radio', { name: 'Concrete or clay tiles' }).check();
  await page.getByRole('checkbox', { name: 'Flashing' }).check();
  await page.getByRole('radio', { name: 'Private home owner' }).check();
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  assert.deepEqual(await seriousViolations(page), [], 'project survey');
  await page.getByRole('button', { name: 'Send and close the project' }).click();
  const sheet = page.getByRole('dialog', { name: 'Project closed' });
  await sheet.waitFor();
  // PL demo company at tier level 2: GGL earns 18 points
  await sheet.getByText('+18 points').waitFor();
  assert.equal(await companyPoints(page), before + 18);
  await sheet.getByRole('button', { name: 'Done' }).click();
  await page.getByText('Closed', { exact: true }).first().waitFor();

  // the balance shows the new total, and the sheet the project's entry
  await page.goto('/balance');
  const head = page.getByRole('region', { name: 'Company points' });
  await head.getByText(`${before + 18} points`).waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'balance, tiers');
  await page.getByRole('tab', { name: 'Sheet' }).click();
  const entry = page.getByRole('tabpanel', { name: 'Sheet' }).getByRole('listitem').first();
  await entry.getByText('Project closed').waitFor();
  await entry.getByText('+18').waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'balance, sheet');

  // and the team is told: tapping the notice reads it and opens its text
  await page.goto('/notifications');
  const notice = page.getByRole('button', { name: /Project closed/ }).first();
  await notice.click();
  await page
    .getByText(/^The project .+ is closed\. Points earned: 18\.$/)
    .first()
    .waitFor();
  await expectEventually(async () => assert.equal(await notice.getAttribute('aria-expanded'), 'true'));
  assert.deepEqual(await seriousViolations(page), [], 'notifications');
});

test('a project list shows the new project under its status', async () => {
  await page.goto('/projects?status=closed');
  await page
    .getByRole('link', { name: /ul\. Długa/ })
    .first()
    .waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'projects list');
});

test('in a generic-tag region a code without part 2 goes through the photo and the project to review', async () => {
  const own = await newPhone(journey, { bypassCSP: true });
  const previous = page;
  page = own.page;
  try {
    await signInByEmail(own, 'olena.kovalenko@example.com');
    const street = `vul. Khreshchatyk ${randomInt(1, 99)}`;
    const uuid = await createProject(street);
    await page.goto('/scan/manual');
    await page.getByText('leave it empty and take a photo', { exact: false }).waitFor();
    await page.getByRole('textbox', { name: 'Serial number, part 1' }).fill(digits(8));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/scan/generic');
    assert.deepEqual(await seriousViolations(page), [], 'generic photo');
    await page.locator('input[type=file]').setInputFiles({
      name: 'label.png',
      mimeType: 'image/png',
      buffer: labelPhoto(),
    });
    await page.waitForURL('**/scan/review');
    await page.getByRole('img', { name: 'Photo of the product label' }).waitFor();
    await page.getByLabel('Type', { exact: true }).fill('GGL');
    await page.getByLabel('Size', { exact: true }).fill('MK04');
    await page.getByLabel('Variant', { exact: true }).fill('2070');
    await page.getByRole('button', { name: 'Check product' }).click();
    await page.getByRole('button', { name: 'Add to a project' }).click();
    await page.getByRole('radio', { name: street }).check();
    await page.getByRole('button', { name: 'Save to project' }).click();
    await page.waitForURL(`**/projects/${uuid}`);
    await page.getByRole('img', { name: /^Photo of product / }).waitFor();

    await page.getByRole('radio', { name: 'New build' }).check();
    await page.getByRole('radio', { name: 'Metal sheet' }).check();
    await page.getByRole('checkbox', { name: 'Nothing else' }).check();
    await page.getByRole('radio', { name: 'Developer' }).check();
    await page.getByRole('button', { name: 'Send and close the project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Project sent for review' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByText('In review', { exact: true }).first().waitFor();
  } finally {
    page = previous;
    await own.context.close();
  }
});

test('offline scans survive a reload and are sent when the connection returns', async () => {
  const street = `ul. Krótka ${randomInt(1, 999)}`;
  await createProject(street);
  // a product registered online first: its offline twin must come back refused
  const taken = digits(8);
  await page.goto('/scan/manual');
  await typeProduct(taken, '2222');
  await page.getByRole('button', { name: 'Add to a project' }).click();
  await page.getByRole('button', { name: 'Save to project' }).click();
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);

  await page.goto('/scan/manual');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const fresh = digits(8);
  await journey.context.setOffline(true);
  try {
    await page.getByText('Your scans are saved on this phone').waitFor();
    for (const [part1, part2] of [
      [fresh, '1111'],
      [taken, '2222'],
    ] as const) {
      await typeProduct(part1, part2);
      await page.getByRole('button', { name: 'Add to a project' }).click();
      await page.getByRole('radio', { name: street }).check();
      await page.getByRole('button', { name: 'Save offline' }).click();
      await page.waitForURL('**/scan/offline');
      await page.getByText(`${part1}${part2}`, { exact: true }).waitFor();
      if (part1 === fresh) await page.getByRole('link', { name: 'Enter another code' }).click();
    }
    assert.deepEqual(await seriousViolations(page), [], 'offline scans');

    await page.reload();
    await page.getByText(`${fresh}1111`, { exact: true }).waitFor();
    await page.getByText(`${taken}2222`, { exact: true }).waitFor();
    await expectEventually(async () => assert.equal(await page.getByText('Waiting to be sent').count(), 2));
    // the first answer after the connection returns is not a list: nothing may be lost
    await page.route('**/api/v1/scans/bulk', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"saved":true}' }),
    );
  } finally {
    await journey.context.setOffline(false);
  }
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByText('Invalid server response.').waitFor();
  await expectEventually(async () => assert.equal(await page.getByText('Waiting to be sent').count(), 2));
  await page.unroute('**/api/v1/scans/bulk');
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByText(`${fresh}1111`, { exact: true }).waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByText('Not added: This product has been scanned already.').waitFor();
  await page.getByText('1 scan could not be added', { exact: false }).waitFor();
});

test('the profile lists the company certificates and downloads one as a PDF', async () => {
  await page.goto('/user');
  // the list or its error, whichever comes: a failed read is reported as what it said
  const section = page.getByRole('region', { name: 'Certificates' });
  await section.getByRole('list').or(section.getByRole('alert')).first().waitFor();
  const failed = await section.getByRole('alert').allTextContents();
  assert.deepEqual(failed, [], 'the certificates were read');
  const item = page.getByRole('listitem').filter({ hasText: 'Certified installer' });
  await item.getByText(/^Valid until /).waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'profile with certificates');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('button', { name: 'Download PDF Certified installer' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'certified-installer.pdf');
  const file = await download.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(file);
  assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
  assert.ok(bytes.length > 10_000, `a PDF with its font, ${bytes.length} bytes`);
});
