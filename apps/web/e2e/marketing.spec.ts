// A marketing print product in Chromium against the production build (spec 03 §3, §5, §7, §9): the owner
// opens the services flyer, is told what is missing on a failed order, fills the form (six services, a
// cover image, an added link with its QR preview after the 1 s debounce), has a logo refused in the browser
// (too large) and by the server (a text file called logo.png), uploads a real one, opens the proof PDF,
// then orders the flyer through the checkout and finds its proof on the order. The form is photographed at
// 360 × 740 with fonts 14 and 20 in English and Polish (MARKETING_SCREENSHOTS=<folder> keeps the pictures).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { companyPoints, launchBrowser, signInByEmail, startServer, type Journey } from './fixtures';

const OWNER = 'jan.nowak@example.com';
const ADMIN_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `club_marketing_${randomBytes(6).toString('hex')}`;
const SHOTS = process.env.MARKETING_SCREENSHOTS ?? '';
// a 1 × 1 red PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

let journey: Journey;
let page: Page;
let admin: pg.Client;

// On PostgreSQL (a database of its own, dropped afterwards) so that the journey can give the company the
// points a flyer costs, as an operator would.
before(async () => {
  admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  const server = await startServer({ DATABASE_URL: url.toString() });
  const browser = await launchBrowser();
  // bypassCSP only lets the journey inject axe-core
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 390, height: 844 },
    bypassCSP: true,
  });
  journey = { server, browser, context, page: await context.newPage() };
  ({ page } = journey);
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  await db.query(
    `with owner as (select company_id from users where email = $1),
       credit as (insert into points_ledger (company_id, variation, points, event, earned_year)
                  select company_id, 'positive', 1000, 'welcome', extract(year from now())::int from owner)
     update companies set points_balance = points_balance + 1000 where id = (select company_id from owner)`,
    [OWNER],
  );
  await db.end();
});

after(async () => {
  await journey?.browser.close();
  await journey?.server.stop();
  await admin?.query(`drop database if exists ${databaseName} with (force)`);
  await admin?.end();
});

async function openFlyer(): Promise<void> {
  await page.goto('/shop');
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Marketing' }).click();
  await page.waitForURL(/categories=/);
  await page.getByRole('link', { name: /Flyer: services/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Flyer: services' }).waitFor();
  await page.getByRole('textbox', { name: 'Company name' }).waitFor();
}

test('the owner fills the flyer form, is told what is missing, uploads a logo and sees the proof', async () => {
  await signInByEmail(journey, OWNER);
  await openFlyer();

  // errors are set on a failed submit...
  await page.getByRole('button', { name: 'Order' }).click();
  await page.getByText('Enter a phone number or an e-mail address.').waitFor();
  await page.getByText('Enter a short or a long description.').waitFor();
  await page.getByText('Choose exactly 6 services.').waitFor();
  await page.getByText('Choose a cover image.').waitFor();
  assert.equal(new URL(page.url()).pathname.startsWith('/shop/'), true, 'no checkout with errors');
  assert.deepEqual(await seriousViolations(page), [], 'axe on the form with its errors');

  await page.getByRole('textbox', { name: 'Company name' }).fill('Dachy Nowak Sp. z o.o.');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+48 501 234 567');
  // ...and cleared once the field is right
  await page.getByText('Enter a phone number or an e-mail address.').waitFor({ state: 'detached' });
  await page.getByRole('textbox', { name: 'Short description' }).fill('Okna dachowe od 20 lat');
  await page.getByText('Characters left: 58').waitFor();
  const services = page.getByRole('group', { name: /Services/ }).getByRole('checkbox');
  await services.first().waitFor();
  for (let i = 0; i < 6; i += 1) await services.nth(i).check();
  assert.equal(await services.nth(6).isDisabled(), true, 'no seventh service');
  await page.getByText('Chosen: 6 of 6').waitFor();
  await page.getByRole('radio', { name: 'Image 3' }).check();

  await page.getByRole('button', { name: 'Add: Link (website)' }).click();
  await page.getByRole('textbox', { name: 'Link (website)' }).fill('https://dachy-nowak.example.pl');
  await page.getByRole('img', { name: 'QR code of https://dachy-nowak.example.pl' }).waitFor();

  const file = page.getByLabel('Logo', { exact: true });
  await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10_000_001) });
  await page.getByText('The logo is too large: at most 10 MB.').waitFor();
  await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await page.getByText('The logo must be a JPEG, PNG, SVG, PDF, EPS, AI, PSD, TIFF or ZIP file.').waitFor();
  await file.setInputFiles({ name: 'dachy-logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByText('dachy-logo.png').waitFor();

  await page.getByRole('button', { name: 'See the proof' }).click();
  const proof = page.getByRole('link', { name: 'Open the proof (PDF)' });
  await proof.waitFor();
  const head = await page.evaluate(
    async (href) => {
      const bytes = new Uint8Array(await (await fetch(href)).arrayBuffer());
      return String.fromCharCode(...bytes.subarray(0, 5));
    },
    (await proof.getAttribute('href')) ?? '',
  );
  assert.equal(head, '%PDF-');
  assert.deepEqual(await seriousViolations(page), [], 'axe on the filled form');
});

test('the form at 360 × 740, fonts 14 and 20, in English and Polish, within the screen', async () => {
  await page.setViewportSize({ width: 360, height: 740 });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  for (const lang of ['en', 'pl']) {
    for (const fontSize of [14, 20]) {
      await page.evaluate(
        ([size, language]) => {
          localStorage.setItem('settings', JSON.stringify({ fontSize: size }));
          localStorage.setItem('lang', language as string);
        },
        [fontSize, lang] as const,
      );
      await page.reload();
      await page.locator('form.marketing').waitFor();
      await page.waitForLoadState('networkidle');
      if (SHOTS) {
        await page.screenshot({ path: join(SHOTS, `page-${lang}-${fontSize}.png`), fullPage: true });
      }
      // in the column a 360 px screen leaves (328 px), nothing of the form sticks out; the rest of the
      // product page (carousel, price) is the shop's and has its own layout walk
      const outside = await page.evaluate(() => {
        const form = document.querySelector<HTMLElement>('form.marketing');
        if (!form) return ['no form'];
        form.style.width = '328px';
        const right = form.getBoundingClientRect().right;
        const found = [...form.querySelectorAll<HTMLElement>('*')]
          .filter((el) => el.getBoundingClientRect().right > right + 1)
          .slice(0, 6)
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}.${el.className}[${el.getAttribute('type') ?? ''}] +${Math.round(el.getBoundingClientRect().right - right)}`,
          );
        form.style.width = '';
        return found;
      });
      assert.deepEqual(outside, [], `${lang} at ${fontSize}: parts of the form wider than the screen`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 360, `${lang} at ${fontSize}: the product page is ${width} px wide`);
      if (SHOTS) {
        await page.screenshot({ path: join(SHOTS, `marketing-${lang}-${fontSize}.png`), fullPage: true });
      }
    }
  }
  await page.evaluate(() => {
    localStorage.setItem('settings', JSON.stringify({ fontSize: 16 }));
    localStorage.setItem('lang', 'en');
  });
  await page.setViewportSize({ width: 390, height: 844 });
});

test('the flyer is ordered through the checkout and its proof is on the order', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => {
    localStorage.setItem('settings', JSON.stringify({ fontSize: 16 }));
    localStorage.setItem('lang', 'en');
  });
  const before = await companyPoints(page);
  await openFlyer();
  // the reloads above kept nothing of the form (it is stored when ordered): fill what the order needs
  await page.getByRole('textbox', { name: 'Company name' }).fill('Dachy Nowak Sp. z o.o.');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+48 501 234 567');
  await page.getByRole('textbox', { name: 'Short description' }).fill('Okna dachowe od 20 lat');
  const services = page.getByRole('group', { name: /Services/ }).getByRole('checkbox');
  await services.first().waitFor();
  for (let i = 0; i < 6; i += 1) await services.nth(i).check();
  await page.getByRole('radio', { name: 'Image 3' }).check();
  await page.getByRole('button', { name: 'Order' }).click();
  await page.waitForURL(/\/checkout/);

  await page.waitForURL('**/checkout/details');
  // a checkout of its own (the draft is per checkout): the address and the contact are filled here
  await page.getByRole('link', { name: 'Edit address' }).click();
  await page.waitForURL('**/checkout/details/address');
  await page.getByRole('textbox', { name: 'Street' }).fill('ul. Puławska');
  await page.getByRole('textbox', { name: 'House number' }).fill('145');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('02-715');
  await page.getByRole('textbox', { name: 'City' }).fill('Warszawa');
  await page.getByRole('textbox', { name: 'Country', exact: true }).fill('Polska');
  await page.getByRole('combobox', { name: 'Country code' }).selectOption('PL');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/checkout/details');
  await page.getByRole('link', { name: 'Edit contact details' }).click();
  await page.waitForURL('**/checkout/details/contact');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('501 234 567');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/checkout/details');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/checkout/summary');
  await page.getByText('Flyer: services').first().waitFor();
  await page.getByRole('button', { name: 'Place the order' }).click();
  await page.waitForURL('**/checkout/thankyou');
  assert.equal(await companyPoints(page), before - 250, 'the flyer costs 250 points');

  await page.getByRole('link', { name: 'See the order' }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
  await page.getByText('Flyer: services').first().waitFor();
  const uuid = new URL(page.url()).pathname.split('/').pop() ?? '';
  const status = await page.evaluate(async (id) => {
    const raw = localStorage.getItem('token') ?? '';
    const token = raw.startsWith('{') ? (JSON.parse(raw) as { token: string }).token : raw;
    const res = await fetch(`/api/v1/orders/${id}/proof`, { headers: { Authorization: `Bearer ${token}` } });
    return `${res.status} ${res.headers.get('content-type')}`;
  }, uuid);
  assert.equal(status, '200 application/pdf');
});
