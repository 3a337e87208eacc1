// Journey: two companies on one phone. User A saves a scan offline and logs out; user B of another company
// signs in and finds nothing of A's (projects, active project, scan in hand, offline scans), and sends none
// of A's scans; when A signs in again, A's scan is sent.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  closeJourney,
  expectEventually,
  fillProjectAddress,
  openJourney,
  signInByEmail,
  type Journey,
} from './fixtures';

let journey: Journey;
let page: Page;

const USER_A = 'jan.nowak@example.com';
const USER_B = 'olena.kovalenko@example.com';

before(async () => {
  journey = await openJourney();
  ({ page } = journey);
});

after(() => closeJourney(journey));

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

async function logOut(): Promise<void> {
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/login');
}

function companyKeys(): Promise<Record<string, string | null>> {
  return page.evaluate(() =>
    Object.fromEntries(
      ['scan', 'activeProject', 'projectsCache'].map((key) => [key, localStorage.getItem(key)]),
    ),
  );
}

test("a logout leaves nothing of the company but its user's unsent scans, sent when that user returns", async () => {
  await signInByEmail(journey, USER_A);
  const firstCodeAt = Date.now();
  const street = `ul. Cicha ${randomInt(1, 999)}`;
  await page.goto('/projects/add');
  await fillProjectAddress(page, { street, postalCode: '30-001', city: 'Kraków' });
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectUuid = new URL(page.url()).pathname.split('/').pop() ?? '';

  // the projects list is remembered for offline assignment once the select screen has loaded it
  await page.goto('/scan/manual');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const code = `${digits(8)}3333`;
  await page.getByRole('textbox', { name: 'Serial number, part 1' }).fill(code.slice(0, 8));
  await page.getByRole('textbox', { name: 'Part 2' }).fill(code.slice(8));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/scan/review');
  await page.getByLabel('Type', { exact: true }).fill('GGL');
  await page.getByLabel('Size', { exact: true }).fill('MK04');
  await page.getByLabel('Variant', { exact: true }).fill('2070');
  await page.getByRole('button', { name: 'Check product' }).click();
  await page.getByRole('button', { name: 'Add to a project' }).click();
  await page.getByRole('radio', { name: street }).waitFor();
  // the connection drops on the roof: the scan is saved on the phone
  await journey.context.setOffline(true);
  try {
    await page.getByRole('radio', { name: street }).check();
    await page.getByRole('button', { name: 'Save offline' }).click();
    await page.waitForURL('**/scan/offline');
    await page.getByText(code, { exact: true }).waitFor();
    // a second scan in hand, not saved anywhere yet
    await page.goto('/scan/manual');
    await page.getByRole('textbox', { name: 'Serial number, part 1' }).fill(digits(8));
    await page.getByRole('textbox', { name: 'Part 2' }).fill('4444');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/scan/review');
    const before = await companyKeys();
    assert.ok(before.projectsCache?.includes(street), 'A has the projects list for offline use');
    assert.ok(before.scan, 'A has a scan in hand');
    await logOut();
  } finally {
    await journey.context.setOffline(false);
  }
  assert.deepEqual(await companyKeys(), { scan: null, activeProject: null, projectsCache: null });

  // user B, another company: nothing of A's, and none of A's scans sent with B's session
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/scans') && request.method() === 'POST') sent.push(request.url());
  });
  await signInByEmail(journey, USER_B);
  await page.goto('/scan/offline');
  await page.locator('h1').waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(await page.getByText(code, { exact: true }).count(), 0, "B does not see A's scan");
  await page.goto('/projects/select');
  await page.locator('h1').waitFor();
  assert.equal(await page.getByText(street).count(), 0, "B is offered none of A's projects");
  assert.deepEqual(sent, [], "B's session sent nothing of A's");
  await logOut();

  // A again (a new code only after the server's 60 s resend window): the scan goes to A's project
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, firstCodeAt + 61_000 - Date.now())));
  await signInByEmail(journey, USER_A);
  await page.goto(`/projects/${projectUuid}`);
  await expectEventually(async () => {
    await page.reload();
    await page.getByText(code, { exact: true }).waitFor({ timeout: 2000 });
  }, 20_000);
});
