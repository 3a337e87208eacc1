// The shop in Chromium against the production build (spec 03 §2–§9): browsing with the category chips, a
// product of each cart type into the cart, a stock change (written straight into the database, as the
// back-office would) corrected on the next visit of /cart with its notice, the checkout of one type with
// company delivery, the thank-you page, the order in /orders and the balance down by its cost; a voucher
// ordered on its own shows its code; an installer who is not the owner sees the products but cannot
// order. axe-core runs on every screen. The server runs on PostgreSQL here (a database of its own,
// dropped afterwards) so that the journey can change a stock.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './axe';
import {
  companyPoints,
  expectEventually,
  launchBrowser,
  signInByEmail,
  startServer,
  type Journey,
  type TestServer,
} from './fixtures';

const OWNER = 'jan.nowak@example.com';
const INSTALLER = 'piotr.zielinski@example.com';
const ADMIN_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `club_shop_${randomBytes(6).toString('hex')}`;

let server: TestServer;
let browser: Browser;
let admin: pg.Client;
let db: pg.Client;
let owner: Journey;
let page: Page;

before(async () => {
  admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  server = await startServer({ DATABASE_URL: url.toString() });
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  browser = await launchBrowser();
  owner = await newJourney();
  ({ page } = owner);
});

after(async () => {
  await browser?.close();
  await db?.end();
  await server?.stop();
  await admin?.query(`drop database if exists ${databaseName} with (force)`);
  await admin?.end();
});

async function newJourney(): Promise<Journey> {
  // bypassCSP only lets the journey inject axe-core
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 390, height: 844 },
    bypassCSP: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  return { server, browser, context, page: await context.newPage() };
}

async function assertAccessible(where: string, target: Page = page): Promise<void> {
  assert.deepEqual(await seriousViolations(target), [], `axe on ${where}`);
}

/** Opens a product of the grid through its category chip. */
async function openProduct(target: Page, category: string, name: string): Promise<void> {
  await target.goto('/shop');
  await target.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: category }).click();
  await target.waitForURL(/categories=/);
  await target.getByRole('link', { name: new RegExp(name) }).click();
  await target.getByRole('heading', { level: 1, name }).waitFor();
}

test('the owner browses the shop and puts a product of each cart type in the cart', async () => {
  await signInByEmail(owner, OWNER);
  await page.goto('/shop');
  await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
  await page.locator('.product-grid li').first().waitFor();
  assert.equal(await page.locator('.product-grid li').count(), 12, 'a page holds 12 products');
  await assertAccessible('/shop');
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await page.waitForURL(/page=2/);

  await openProduct(page, 'Workwear', 'Club T-shirt');
  assert.equal(new URL(page.url()).pathname.startsWith('/shop/'), true);
  await page.getByRole('radio', { name: 'M' }).check();
  await page.getByText('In stock: many').waitFor();
  await page.getByRole('button', { name: 'One more' }).click();
  await assertAccessible('/shop/{uuid}');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText('Added. In the cart now: 2.').waitFor();

  await openProduct(page, 'Installation materials', 'Vapour barrier collar');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText('Added. In the cart now: 1.').waitFor();
  assert.equal(await page.getByRole('link', { name: 'Cart, items: 3' }).count(), 1, 'the header counts 3');

  await page.getByRole('link', { name: 'Cart, items: 3' }).click();
  await page.waitForURL('**/cart');
  await page.getByRole('heading', { level: 2, name: 'Brand products' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Compacon products' }).waitFor();
  // two T-shirts (120) do not reach Poland's minimum of 128 for the brand type
  await page.getByText('The minimum order value is 128 points.').first().waitFor();
  assert.equal(await page.locator('.bottom-nav').count(), 0, 'no bottom navigation on /cart');
  await assertAccessible('/cart');
});

test('a stock that went down is corrected on the next visit of the cart, with a notice', async () => {
  await db.query(`update shop_variants set stock = 1 where sku = 'BR-TSHIRT-M'`);
  await page.goto('/cart');
  await page.getByText('Your cart has been updated:').waitFor();
  await page.getByText('Club T-shirt (M): quantity changed to 1 (was 2), all that is in stock.').waitFor();
  const brand = page.getByRole('region', { name: 'Brand products' });
  assert.equal(await brand.getByRole('spinbutton').inputValue(), '1');
  await assertAccessible('/cart with its notice');
});

test('the owner checks out one type with company delivery and pays its points', async () => {
  const before = await companyPoints(page);
  await page.goto('/cart');
  await page
    .getByRole('region', { name: 'Compacon products' })
    .getByRole('button', { name: 'Checkout' })
    .click();
  // the company has a registration number: the checkout goes straight to the details
  await page.waitForURL('**/checkout/details');
  assert.equal(await page.locator('.bottom-nav').count(), 0, 'no bottom navigation in the checkout');
  await page.getByRole('radio', { name: 'Delivery to the company' }).waitFor();
  assert.equal(await page.getByRole('radio', { name: 'Delivery to the company' }).isChecked(), true);
  await page.getByText('The address is not complete.').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Continue' }).isDisabled(), true);
  await assertAccessible('/checkout/details');

  await page.getByRole('link', { name: 'Edit address' }).click();
  await page.waitForURL('**/checkout/details/address');
  assert.equal(
    await page.getByRole('textbox', { name: 'Company name' }).inputValue(),
    'Dachy Nowak Sp. z o.o.',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('This field is required.').first().waitFor();
  await assertAccessible('/checkout/details/address');
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
  await page.getByRole('textbox', { name: 'Phone number' }).fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Invalid phone number.').waitFor();
  await assertAccessible('/checkout/details/contact');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('501 234 567');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/checkout/details');

  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/checkout/summary');
  await page.getByText('Vapour barrier collar').waitFor();
  await assertAccessible('/checkout/summary');
  await page.getByRole('button', { name: 'Place the order' }).click();
  await page.waitForURL('**/checkout/thankyou');
  const confirmation = await page.getByText(/Your order number is/).textContent();
  const number = confirmation?.match(/is (\S+)\.$/)?.[1] ?? '';
  assert.notEqual(number, '', 'the thank-you page names the order');
  await assertAccessible('/checkout/thankyou');

  assert.equal(await companyPoints(page), before - 95, 'the balance is down by the order');
  await page.goto('/cart');
  await page.getByRole('heading', { level: 2, name: 'Brand products' }).waitFor();
  assert.equal(await page.getByRole('heading', { level: 2, name: 'Compacon products' }).count(), 0);

  await page.goto('/orders');
  await page.getByRole('link', { name: new RegExp(`Order ${number}`) }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
  await page.getByText('Vapour barrier collar').waitFor();
  await page.getByText('In progress').waitFor();
  await page.getByText('Dachy Nowak Sp. z o.o.').waitFor();
  await assertAccessible('/orders/{uuid}');
  await page.goto('/orders');
  await assertAccessible('/orders');
});

test('a voucher is ordered on its own and its code is shown', async () => {
  const before = await companyPoints(page);
  await openProduct(page, 'Vouchers', 'Fuel voucher');
  await page.getByRole('radio', { name: '100 zł' }).check();
  await page.getByRole('button', { name: 'Order' }).click();
  await page.waitForURL('**/checkout/details');
  await page.getByText('This product is delivered digitally').waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/checkout/summary');
  await page.getByText('Fuel voucher').waitFor();
  await page.getByRole('button', { name: 'Place the order' }).click();
  await page.waitForURL('**/checkout/thankyou');
  await page.getByRole('heading', { name: 'Your voucher' }).waitFor();
  const code = await page.locator('.voucher__code').first().textContent();
  assert.ok(code && code.length > 0, 'the voucher has a code');
  await assertAccessible('/checkout/thankyou with a voucher');
  assert.equal(await companyPoints(page), before - 50);

  await page.getByRole('link', { name: 'See the order' }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
  await expectEventually(async () => {
    assert.equal(await page.locator('.voucher__code').first().textContent(), code);
  });
  await page.getByRole('button', { name: 'Copy' }).first().click();
  await page.getByText('Copied').waitFor();
});

test('an installer who is not the owner sees the products but cannot order', async () => {
  const installer = await newJourney();
  await signInByEmail(installer, INSTALLER);
  await openProduct(installer.page, 'Tools', 'Spirit level 120 cm');
  await installer.page.getByText('Only the company owner can order.').waitFor();
  assert.equal(await installer.page.getByRole('button', { name: 'Add to cart' }).count(), 0);
  await assertAccessible('/shop/{uuid} as an installer', installer.page);
  await installer.context.close();
});
