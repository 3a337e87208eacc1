// Journey: the fulfilment team's orders. An owner orders an e-gift voucher with points; a fulfilment
// operator finds the order, marks it failed with a reason, and the company's balance is back where it
// was; the CSV of the day downloads with the order in it; every screen passes axe-core.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
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
import { balanceOf, installerGet, installerPost, signInInstaller, type Installer } from './shop-api';

let journey: Journey;
let page: Page;
let owner: Installer;
let balanceBefore: number;
let orderNumber: string;

before(async () => {
  journey = await openAdminJourney({ bypassCSP: true });
  ({ page } = journey);
  const base = journey.server.baseUrl;
  owner = await signInInstaller(base, 'jan.nowak@example.com');
  balanceBefore = await balanceOf(base, owner);
  const products = await installerGet<{ data: { uuid: string; price: number }[] }>(
    base,
    owner,
    'v1/shop/products?type=egit&limit=48',
  );
  const fuel = products.data.find((p) => p.price <= balanceBefore);
  assert.ok(
    fuel,
    `an e-gift the demo owner can afford: ${balanceBefore}, ${JSON.stringify(products).slice(0, 300)}`,
  );
  const product = await installerGet<{ variants: { uuid: string; price: number }[] }>(
    base,
    owner,
    `v1/shop/products/${fuel.uuid}`,
  );
  const cheapest = [...product.variants].sort(
    (a: { price: number }, b: { price: number }) => a.price - b.price,
  )[0];
  assert.ok(cheapest, 'a variant');
  const order = await installerPost<{ number: string; points: number }>(base, owner, 'v1/orders', {
    idempotency_key: randomUUID(),
    type: 'egit',
    delivery_type: 0,
    order: [{ uuid: cheapest.uuid, quantity: 1 }],
    customer: {},
  });
  orderNumber = order.number;
  assert.equal(await balanceOf(base, owner), balanceBefore - order.points);
});

after(() => closeJourney(journey));

test('a fulfilment operator finds the order and marks it failed: the points come back', async () => {
  await signInOperator(journey, OPERATORS.fulfilment);
  const entries = await navEntries(page);
  assert.ok(entries.includes('Orders'), entries.join(', '));
  assert.ok(!entries.includes('Shop'), entries.join(', '));
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
  const table = page.getByRole('table', { name: 'Orders of every company' });
  await table.getByRole('link', { name: `Open order ${orderNumber}` }).waitFor();
  await expectAccessible(page, 'orders');
  await screenshot(page, 'orders');

  await page.getByRole('searchbox', { name: 'Number or company' }).fill(orderNumber);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expectEventually(async () => assert.equal(await table.locator('tbody tr').count(), 1));
  await table.getByRole('link', { name: `Open order ${orderNumber}` }).click();
  await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
  await page.getByRole('heading', { name: 'Voucher' }).waitFor();
  await expectAccessible(page, 'order detail');
  await screenshot(page, 'order-detail');

  await page.getByLabel('New status').selectOption({ label: 'Failed' });
  await page.getByRole('button', { name: 'Change status' }).click();
  await page.getByText('Give the reason for the change (3 to 500 characters).').waitFor();
  await page.getByLabel('Reason').fill('The voucher provider refused the code');
  await page.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('status').filter({ hasText: 'The status is changed.' }).waitFor();
  await page.getByRole('listitem').filter({ hasText: 'The voucher provider refused the code' }).waitFor();
  await expectAccessible(page, 'order detail, failed');
  await screenshot(page, 'order-failed');

  await expectEventually(async () =>
    assert.equal(await balanceOf(journey.server.baseUrl, owner), balanceBefore),
  );
});

test('the CSV of the day downloads with the order, its BOM and its columns', async () => {
  await page.getByRole('link', { name: 'Back to the orders' }).click();
  await page.getByRole('heading', { name: 'Export to CSV' }).waitFor();
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('First day').fill(today);
  await page.getByLabel('Last day').fill(today);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), `orders-${today}-${today}.csv`);
  const path = await download.path();
  const text = readFileSync(path, 'utf8');
  assert.equal(text.charCodeAt(0), 0xfeff);
  const lines = text.slice(1).trimEnd().split('\r\n');
  assert.equal(lines[0], 'number,date,company,region,type,items,points,status,delivery,customer');
  const line = lines.find((row) => row.startsWith(`${orderNumber},`));
  assert.ok(line, lines.join('\n'));
  assert.match(line, /,PL,egit,.*,failed,digital,/);
});
