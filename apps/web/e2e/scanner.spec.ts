// Journey: the camera scanner on Chromium's fake camera, fed a video of a product QR code made here. The
// product is scanned, reviewed, added to a new project, the survey is answered and the balance grows.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { seriousViolations } from './axe';
import {
  closeJourney,
  expectEventually,
  companyPoints,
  fillProjectAddress,
  openJourney,
  signInByEmail,
  type Journey,
} from './fixtures';
import { writeQrVideo } from './support/qr-video';

let journey: Journey;
let folder: string;
const serial = `${randomInt(10_000_000, 99_999_999)}${randomInt(1000, 9999)}`;

before(async () => {
  folder = await mkdtemp(join(tmpdir(), 'club-camera-'));
  const video = join(folder, 'product.y4m');
  await writeQrVideo(video, `https://skylight.example/p/GGL_MK04_2070_${serial}`);
  journey = await openJourney({
    bypassCSP: true,
    browserArgs: [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
});

after(async () => {
  await closeJourney(journey);
  await rm(folder, { recursive: true, force: true });
});

test('a scanned QR code goes through review into a new project, and its survey credits the points', async () => {
  const { page } = journey;
  await signInByEmail(journey, 'jan.nowak@example.com');
  const before = await companyPoints(journey.page);

  await page.goto('/scan');
  await page.getByRole('heading', { name: 'Scan a product' }).waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'scanner');
  await page.waitForURL('**/scan/review', { timeout: 20_000 });
  await page.getByText(serial, { exact: true }).waitFor();
  await page.getByText('GGL', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Add to a project' }).click();
  await page.getByRole('link', { name: 'New project' }).click();
  const street = `ul. Kamerowa ${randomInt(1, 999)}`;
  await fillProjectAddress(page, { street, postalCode: '31-100' });
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.waitForURL('**/projects/select');
  await expectEventually(async () =>
    assert.equal(await page.getByRole('radio', { name: street }).isChecked(), true, 'the new project'),
  );
  await page.getByRole('button', { name: 'Save to project' }).click();
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  await page.getByText(serial, { exact: true }).waitFor();

  await page.getByRole('radio', { name: 'New build' }).check();
  await page.getByRole('radio', { name: 'Slate' }).check();
  await page.getByRole('checkbox', { name: 'Nothing else' }).check();
  await page.getByRole('radio', { name: 'Private home owner' }).check();
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('button', { name: 'Send and close the project' }).click();
  await page.getByRole('dialog', { name: 'Project closed' }).getByText('+18 points').waitFor();
  assert.equal(await companyPoints(journey.page), before + 18);
});

test('a QR code of another domain is ignored and the scanner stays', async () => {
  const { page, browser } = journey;
  const other = join(folder, 'other.y4m');
  await writeQrVideo(other, `https://example.org/p/GGL_MK04_2070_${serial}`);
  // a second browser with the other video: the fake camera is chosen at launch
  const { launchBrowser } = await import('./fixtures');
  const second = await launchBrowser([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${other}`,
  ]);
  try {
    const context = await second.newContext({
      baseURL: journey.server.baseUrl,
      viewport: { width: 390, height: 844 },
    });
    const own = await context.newPage();
    await signInByEmail({ ...journey, browser: second, context, page: own }, 'piotr.zielinski@example.com');
    await own.goto('/scan');
    await own.getByText("Hold the product's QR code inside the square.").waitFor();
    await own.waitForTimeout(3000);
    await expectEventually(() => assert.equal(new URL(own.url()).pathname, '/scan'));
  } finally {
    await second.close();
  }
  assert.ok(browser.isConnected());
  await expectEventually(() => assert.equal(new URL(page.url()).pathname.startsWith('/projects/'), true));
});

test('without a camera the scanner says it is broken and offers a reload', async () => {
  const { launchBrowser } = await import('./fixtures');
  const plain = await launchBrowser();
  try {
    const context = await plain.newContext({
      baseURL: journey.server.baseUrl,
      viewport: { width: 390, height: 844 },
    });
    const own = await context.newPage();
    await signInByEmail({ ...journey, browser: plain, context, page: own }, 'tomas.dvorak@example.com');
    await own.goto('/scan');
    await own.getByRole('alert').getByRole('button', { name: 'Reload the app' }).waitFor();
    await own.getByRole('alert').getByRole('link', { name: 'Enter the code manually' }).waitFor();
  } finally {
    await plain.close();
  }
});
