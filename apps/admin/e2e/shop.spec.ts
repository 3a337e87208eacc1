// Journey: the shop's catalogue in the back-office. A support operator does not see the shop or the
// orders; a content operator finds a product, changes a variant's price and stock, and the installers'
// API shows the new price and stock; every screen passes axe-core.
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
import { installerGet, signInInstaller } from './shop-api';

let journey: Journey;
let page: Page;

before(async () => {
  journey = await openAdminJourney({ bypassCSP: true });
  ({ page } = journey);
});

after(() => closeJourney(journey));

test('a support operator sees neither the shop nor the orders, and is refused their addresses', async () => {
  await signInOperator(journey, OPERATORS.support);
  const entries = await navEntries(page);
  assert.ok(!entries.includes('Shop'), entries.join(', '));
  assert.ok(!entries.includes('Orders'), entries.join(', '));
  await page.goto('/admin/shop');
  await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
  await page.goto('/admin/orders');
  await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
  await page.getByRole('button', { name: 'Sign out' }).click();
});

test('a content operator changes a price and a stock, and the installers’ shop shows them', async () => {
  await signInOperator(journey, OPERATORS.content);
  const entries = await navEntries(page);
  assert.ok(entries.includes('Shop'), entries.join(', '));
  assert.ok(!entries.includes('Orders'), entries.join(', '));
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Shop' }).click();
  await page.getByRole('heading', { name: 'Shop catalogue' }).waitFor();
  await page.getByRole('table', { name: 'Shop products' }).locator('tbody tr').first().waitFor();
  await page.getByRole('heading', { name: 'Categories' }).waitFor();
  await expectAccessible(page, 'shop products');
  await screenshot(page, 'shop-products');

  await page.getByRole('searchbox', { name: 'Name or SKU' }).fill('BR-DRILL');
  await page.getByRole('button', { name: 'Apply' }).click();
  const rows = page.getByRole('table', { name: 'Shop products' }).locator('tbody tr');
  await expectEventually(async () => assert.equal(await rows.count(), 1));
  await rows.first().getByRole('link').click();
  await page.getByRole('heading', { name: /^Edit product/ }).waitFor();
  const productUuid = page.url().split('/').at(-1) ?? '';
  const variant = page.getByRole('form', { name: 'Variant BR-DRILL-18V-STD' });
  await variant.waitFor();
  await expectAccessible(page, 'shop product');
  await screenshot(page, 'shop-product');

  await variant.getByLabel('Price (points)').fill('321');
  await variant.getByLabel('Stock', { exact: true }).fill('17');
  await variant.getByRole('button', { name: 'Save' }).click();
  // the list is read again after the save: the form then holds what the server stored
  await expectEventually(async () => {
    const saved = page.getByRole('form', { name: 'Variant BR-DRILL-18V-STD' });
    assert.equal(await saved.getByLabel('Stock', { exact: true }).inputValue(), '17');
    assert.equal(await saved.getByLabel('Price (points)').inputValue(), '321');
  });

  // a delivery of 5 on top of the counted 17
  await page.getByLabel('Received pieces of BR-DRILL-18V-STD').fill('5');
  await page.getByRole('button', { name: 'Add to stock' }).first().click();
  await expectEventually(async () => {
    const form = page.getByRole('form', { name: 'Variant BR-DRILL-18V-STD' });
    assert.equal(await form.getByLabel('Stock', { exact: true }).inputValue(), '22');
  });

  const owner = await signInInstaller(journey.server.baseUrl, 'jan.nowak@example.com');
  let shown: { sku: string; price: number; stock: number } | undefined;
  for (let attempt = 0; attempt < 25; attempt += 1) {
    const product = await installerGet<{ variants: { sku: string; price: number; stock: number }[] }>(
      journey.server.baseUrl,
      owner,
      `v1/shop/products/${productUuid}`,
    );
    shown = product.variants.find((v) => v.sku === 'BR-DRILL-18V-STD');
    if (shown?.stock === 22) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.equal(shown?.price, 321);
  assert.equal(shown?.stock, 22);
});
