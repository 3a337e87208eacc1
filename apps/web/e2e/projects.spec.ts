// Journeys of the project screens (spec 02 §2, §4, §5): a new project takes its street from the address
// search and needs a postal code before it can be sent; a scheduled project is edited until it starts; the
// generic photo is scaled down to a quarter before it is kept.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import {
  closeJourney,
  expectEventually,
  labelPhoto,
  launchBrowser,
  newPhone,
  signInByEmail,
  startServer,
  type Journey,
} from './fixtures';

let journey: Journey;
let page: Page;
let photon: Server;

const OWNER = 'jan.nowak@example.com';
const street = `Floriańska ${randomInt(1, 999)}`;

/** A stand-in Photon: every query finds the typed street in Kraków, with its postal code. */
function startPhoton(): Promise<string> {
  photon = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    const [name = query, number = ''] = query.split(/\s+(?=\d+$)/);
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        features: [
          {
            properties: {
              countrycode: 'PL',
              type: 'house',
              street: name,
              housenumber: number,
              postcode: '31-019',
              city: 'Kraków',
            },
          },
        ],
      }),
    );
  });
  return new Promise((resolve) =>
    photon.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(photon.address() as AddressInfo).port}`),
    ),
  );
}

before(async () => {
  const server = await startServer({
    ADDRESS_SEARCH_PROVIDER: 'photon',
    ADDRESS_SEARCH_URL: await startPhoton(),
  });
  const browser = await launchBrowser();
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 390, height: 844 },
    bypassCSP: true,
  });
  journey = { server, browser, context, page: await context.newPage() };
  ({ page } = journey);
});

after(async () => {
  await closeJourney(journey);
  await new Promise((resolve) => photon.close(resolve));
});

/** The project as the API has it, read with the page's own session. */
function readProject(uuid: string): Promise<{ name: string | null; installation_date: string | null }> {
  return page.evaluate(async (id) => {
    const raw = localStorage.getItem('token') ?? '';
    const token = raw.startsWith('{') ? (JSON.parse(raw) as { token: string }).token : raw;
    const res = await fetch(`/api/v1/projects/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    return (await res.json()) as { name: string | null; installation_date: string | null };
  }, uuid);
}

/** A day `days` from today, as the date input writes it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let projectUuid = '';

test('a new project needs its street chosen from the address search and a postal code', async () => {
  await signInByEmail(journey, OWNER);
  await page.goto('/projects/add');
  const create = page.getByRole('button', { name: 'Create project' });
  const streetField = page.getByRole('textbox', { name: 'Street and number' });
  const postalCode = page.getByRole('textbox', { name: 'Postal code' });
  await streetField.waitFor();
  assert.equal(await create.isDisabled(), true, 'nothing entered yet');
  await page.getByText('Choose the street from the address suggestions.').waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'new project, empty');

  // typed but not chosen: still not enough, even with a postal code
  await streetField.fill(street);
  await postalCode.fill('30-001');
  const suggestions = page.getByRole('list', { name: 'Address suggestions' });
  await suggestions.getByRole('button', { name: `${street}, 31-019 Kraków` }).waitFor();
  assert.equal(await create.isDisabled(), true, 'a typed street that was not chosen');

  // the search's suggestion fills the postal code and the city
  await suggestions.getByRole('button', { name: `${street}, 31-019 Kraków` }).click();
  assert.equal(await postalCode.inputValue(), '31-019');
  assert.equal(await page.getByRole('textbox', { name: 'City' }).inputValue(), 'Kraków');
  await expectEventually(async () =>
    assert.equal(await create.isDisabled(), false, 'street and postal code'),
  );

  // without the postal code it is refused again, with the reason under the button
  await postalCode.fill('');
  await page.getByText('Enter the postal code.').waitFor();
  assert.equal(await create.isDisabled(), true, 'no postal code');
  await postalCode.fill('31-019');

  // a street changed after the choice has to be chosen again; the typed entry is a choice too
  await streetField.fill(`${street}A`);
  await page.getByText('Choose the street from the address suggestions.').waitFor();
  assert.equal(await create.isDisabled(), true, 'changed after the choice');
  await suggestions.getByRole('button', { name: `Use “${street}A”` }).click();
  await expectEventually(async () =>
    assert.equal(await create.isDisabled(), false, 'the typed entry chosen'),
  );

  await page.getByRole('textbox', { name: 'Project name (optional)' }).fill('Dom Zielińskich');
  await page.getByLabel('Installation date (optional)').fill(dayFromNow(30));
  assert.deepEqual(await seriousViolations(page), [], 'new project, filled in');
  await create.click();
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  projectUuid = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.getByRole('heading', { name: 'Dom Zielińskich' }).waitFor();
  await page.getByText('Scheduled', { exact: true }).first().waitFor();
  assert.equal((await readProject(projectUuid)).installation_date, dayFromNow(30));
});

test('a scheduled project is edited from its page, until it has started', async () => {
  await page.goto(`/projects/${projectUuid}`);
  await page.getByRole('link', { name: 'Edit project' }).click();
  await page.waitForURL(`**/projects/${projectUuid}/edit`);
  const save = page.getByRole('button', { name: 'Save changes' });
  const name = page.getByRole('textbox', { name: 'Project name (optional)' });
  const date = page.getByLabel('Installation date', { exact: true });
  assert.equal(await name.inputValue(), 'Dom Zielińskich');
  assert.equal(await date.inputValue(), dayFromNow(30));
  assert.equal(await save.isDisabled(), true, 'nothing changed yet');
  await page.getByText('Change the name or the date first.').waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'edit project');

  // the date cannot be emptied or moved into the past
  await date.fill('');
  await expectEventually(async () => assert.equal(await save.isDisabled(), false));
  await save.click();
  await page.getByText('Choose the installation date.').waitFor();
  await date.fill(dayFromNow(45));
  await name.fill('Dom Zielińskich, poddasze');
  await save.click();
  await page.waitForURL(`**/projects/${projectUuid}`);
  await page.getByRole('status').filter({ hasText: 'Changes saved.' }).waitFor();
  await page.getByRole('heading', { name: 'Dom Zielińskich, poddasze' }).waitFor();
  await page.getByText(/^Installation in 45 days/).waitFor();
  const saved = await readProject(projectUuid);
  assert.equal(saved.name, 'Dom Zielińskich, poddasze');
  assert.equal(saved.installation_date, dayFromNow(45));
  // the list shows the new name too
  await page.goto('/projects');
  await page.getByRole('link', { name: /Dom Zielińskich, poddasze/ }).waitFor();

  // started elsewhere while the form is open: the server refuses, the form says why
  await page.goto(`/projects/${projectUuid}/edit`);
  await name.waitFor();
  await page.evaluate(async (id) => {
    const raw = localStorage.getItem('token') ?? '';
    const token = raw.startsWith('{') ? (JSON.parse(raw) as { token: string }).token : raw;
    await fetch(`/api/v1/projects/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 1 }),
    });
  }, projectUuid);
  await name.fill('Too late');
  await save.click();
  await page.getByRole('alert').filter({ hasText: 'This project can no longer be changed.' }).waitFor();
  assert.equal((await readProject(projectUuid)).name, 'Dom Zielińskich, poddasze');

  // in progress, its page offers no editing, and the edit address says why
  await page.goto(`/projects/${projectUuid}`);
  await page.getByText('In progress', { exact: true }).first().waitFor();
  assert.equal(await page.getByRole('link', { name: 'Edit project' }).count(), 0);
  await page.goto(`/projects/${projectUuid}/edit`);
  await page.getByText('Only a scheduled project can be changed.', { exact: false }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Save changes' }).count(), 0);
  assert.deepEqual(await seriousViolations(page), [], 'edit project, not editable');
});

test('the generic photo is kept at a quarter of its size, never below 640 px, never enlarged', async () => {
  // the test reads the kept photo back from its blob: address, which the app's CSP does not let it fetch
  const own = await newPhone(journey, { bypassCSP: true });
  try {
    // UA is a generic-tag region: a code without part 2 asks for the photo
    await signInByEmail(own, 'olena.kovalenko@example.com');
    const photo = own.page.getByRole('img', { name: 'Photo of the product label' });
    const cases: [number, number, string][] = [
      [4032, 3024, '1008×756'], // a 12 MP phone photo: a quarter of each side
      [1600, 1200, '640×480'], // a quarter would be 400 px: kept readable at 640
      [320, 240, '320×240'], // smaller than that already: as it is
    ];
    for (const [width, height, expected] of cases) {
      await own.page.goto('/scan/manual');
      await own.page
        .getByRole('textbox', { name: 'Serial number, part 1' })
        .fill(String(randomInt(1e7, 1e8)));
      await own.page.getByRole('button', { name: 'Continue' }).click();
      await own.page.waitForURL('**/scan/generic');
      await own.page.locator('input[type=file]').setInputFiles({
        name: 'label.png',
        mimeType: 'image/png',
        buffer: labelPhoto(width, height),
      });
      await own.page.waitForURL('**/scan/review');
      await photo.waitFor();
      await expectEventually(async () => {
        const size = await photo.evaluate(
          (img: HTMLImageElement) => `${img.naturalWidth}×${img.naturalHeight}`,
        );
        assert.equal(size, expected, `${width}×${height}`);
      });
      // kept as a JPEG at the spec's quality: far smaller than the PNG
      const bytes = await photo.evaluate(async (img: HTMLImageElement) => {
        const blob = await (await fetch(img.src)).blob();
        return { type: blob.type, size: blob.size };
      });
      assert.equal(bytes.type, 'image/jpeg');
    }
  } finally {
    await own.context.close();
  }
});
