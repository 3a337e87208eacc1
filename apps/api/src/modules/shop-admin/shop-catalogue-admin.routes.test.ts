import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ShopAdminCategorySchema,
  ShopAdminImageSchema,
  ShopAdminProductListSchema,
  ShopAdminProductSchema,
  ShopAdminVariantSchema,
  type OperatorRole,
  type ShopAdminProduct,
} from '@club/contract';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi, type Caller } from '../../../test/api';
import { setupTestApp, type SignedIn } from '../../../test/build-app';
import { jpegPhoto } from '../../../test/images';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import { auditLog, operators } from '../../db/schema/accounts';
import { shopVariants } from '../../db/schema/shop';

const ctx = setupTestApp({
  storage: createLocalStorage(join(tmpdir(), `club-shop-admin-${randomUUID()}`)),
});
const api = testApi(ctx);
const as: Partial<Record<OperatorRole, Caller>> = {};
let installer: SignedIn;

const caller = (role: OperatorRole): Caller => {
  const found = as[role];
  if (!found) throw new Error(`no ${role} operator`);
  return found;
};

const auditRows = (action: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.createdAt));

let skuCounter = 0;
async function createProduct(overrides: Record<string, unknown> = {}): Promise<ShopAdminProduct> {
  skuCounter += 1;
  const res = await api.as(caller('content')).post('/api/admin/shop/products', {
    body: {
      sku: `TEST-P${skuCounter}`,
      type: 'brand',
      kind: 'variable',
      names: { en: `Test jacket ${skuCounter}`, pl: `Kurtka testowa ${skuCounter}` },
      regions: [{ region: 'PL', visible: true }],
      ...overrides,
    },
  });
  expect(res.status, res.text).toBe(201);
  return ShopAdminProductSchema.parse(res.body);
}

beforeAll(async () => {
  for (const role of ['admin', 'support', 'content', 'fulfilment'] as const) {
    const [row] = await ctx.database.db
      .insert(operators)
      .values({ email: `${role}.shop@installer.club.example`, name: `Shop ${role}`, role })
      .returning();
    if (!row) throw new Error('operator insert');
    as[role] = { operator: row };
  }
  installer = await ctx.signIn('piotr.zielinski@example.com');
});

describe("the shop's catalogue in the back-office", () => {
  it('is for admins and the content team: others are refused', async () => {
    const calls = [
      ['GET', '/api/admin/shop/categories', undefined],
      ['GET', '/api/admin/shop/products', undefined],
    ] as const;
    for (const [method, url] of calls) {
      expect((await api.as(undefined).get(url)).status, `${method} ${url} anonymous`).toBe(401);
      expect([401, 403]).toContain((await api.as(installer).get(url)).status);
      for (const role of ['support', 'fulfilment'] as const) {
        expect((await api.as(caller(role)).get(url)).status, `${url} ${role}`).toBe(403);
      }
      for (const role of ['admin', 'content'] as const) {
        expect((await api.as(caller(role)).get(url)).status, `${url} ${role}`).toBe(200);
      }
    }
  });

  it('answers 422 with the field paths for bad input and 404 for unknown ids', async () => {
    const bad = await api.as(caller('content')).post('/api/admin/shop/products', {
      body: {
        sku: 'has space',
        type: 'card-provider',
        kind: 'sofa',
        names: { pl: 'Bez angielskiego', xx: 'nope' },
        regions: [
          { region: 'PL', visible: true },
          { region: 'PL', visible: false },
        ],
        settings: { bundle: 'flyer', subtype: 'services' },
      },
    });
    expect(bad.status, bad.text).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining(['sku', 'type', 'kind', 'names', 'regions.1.region']),
    );

    const noEnglish = await api.as(caller('content')).post('/api/admin/shop/products', {
      body: { sku: 'OK-1', type: 'brand', kind: 'simple', names: { pl: 'Tylko polski' } },
    });
    expect(noEnglish.status).toBe(422);
    expect(noEnglish.body.errors['names.en']).toEqual(['Enter the English name.']);

    const bundleOnBrand = await api.as(caller('content')).post('/api/admin/shop/products', {
      body: {
        sku: 'OK-2',
        type: 'brand',
        kind: 'simple',
        names: { en: 'A cap' },
        settings: { bundle: 'banner', subtype: 'dsp' },
      },
    });
    expect(bundleOnBrand.status).toBe(422);
    expect(bundleOnBrand.body.errors['settings.bundle']).toEqual([
      'Only marketing print products have a bundle.',
    ]);
    expect(bundleOnBrand.body.errors['settings.subtype']).toEqual(['Only flyers have a subtype.']);

    const unknownCategory = await api.as(caller('content')).post('/api/admin/shop/products', {
      body: { sku: 'OK-3', type: 'brand', kind: 'simple', names: { en: 'A cap' }, categories: [999_999] },
    });
    expect(unknownCategory.status).toBe(422);
    expect(unknownCategory.body.errors.categories).toEqual(['Unknown category.']);

    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await api.as(caller('content')).get(`/api/admin/shop/products/${missing}`)).status).toBe(404);
    expect(
      (await api.as(caller('content')).patch(`/api/admin/shop/variants/${missing}`, { body: { price: 1 } }))
        .status,
    ).toBe(404);
    expect(
      (await api.as(caller('content')).patch('/api/admin/shop/categories/999999', { body: { position: 1 } }))
        .status,
    ).toBe(404);
    expect((await api.as(caller('content')).get('/api/admin/shop/products?sort=price')).status).toBe(422);

    // an id past what a table can hold is refused with its field, never sent to the database
    const tooBig = 2_147_483_648;
    const filter = await api.as(caller('content')).get(`/api/admin/shop/products?category=${tooBig}`);
    expect(filter.status, filter.text).toBe(422);
    expect(Object.keys(filter.body.errors)).toEqual(['category']);
    const category = await api
      .as(caller('content'))
      .patch(`/api/admin/shop/categories/${tooBig}`, { body: { position: 1 } });
    expect(category.status, category.text).toBe(422);
    expect(Object.keys(category.body.errors)).toEqual(['id']);
    const linked = await api.as(caller('content')).post('/api/admin/shop/products', {
      body: { sku: 'OK-4', type: 'brand', kind: 'simple', names: { en: 'A cap' }, categories: [tooBig] },
    });
    expect(linked.status, linked.text).toBe(422);
    expect(Object.keys(linked.body.errors)).toEqual(['categories.0']);
  });

  it('creates and renames a category, refusing a slug in use; each write audited', async () => {
    const res = await api.as(caller('content')).post('/api/admin/shop/categories', {
      body: { slug: 'Test-Tools', names: { en: 'Test tools', pl: 'Narzędzia testowe' }, position: 7 },
    });
    expect(res.status, res.text).toBe(201);
    const category = ShopAdminCategorySchema.parse(res.body);
    expect(category).toMatchObject({
      slug: 'test-tools',
      names: { en: 'Test tools', pl: 'Narzędzia testowe' },
    });

    const again = await api.as(caller('content')).post('/api/admin/shop/categories', {
      body: { slug: 'test-tools', names: { en: 'Again' } },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.slug).toEqual(['A category with this slug exists.']);

    const renamed = await api.as(caller('admin')).patch(`/api/admin/shop/categories/${category.id}`, {
      body: { names: { en: 'Tools for tests', de: 'x' } },
    });
    expect(renamed.status).toBe(422);
    const ok = await api.as(caller('admin')).patch(`/api/admin/shop/categories/${category.id}`, {
      body: { names: { en: 'Tools for tests', cs: 'Nářadí' } },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.names).toEqual({ en: 'Tools for tests', cs: 'Nářadí' });

    const [created] = await auditRows('shop.category.create');
    expect(created).toMatchObject({ targetType: 'shop_category', targetId: String(category.id) });
    const [updated] = await auditRows('shop.category.update');
    expect(updated?.before).toMatchObject({ names: { en: 'Test tools' } });
    expect(updated?.after).toMatchObject({ names: { en: 'Tools for tests' } });

    const list = await api.as(caller('content')).get('/api/admin/shop/categories');
    expect(list.body.data.map((row: { slug: string }) => row.slug)).toContain('test-tools');
  });

  it('creates a product with sanitised descriptions per language, lists it with filters and edits it', async () => {
    const category = ShopAdminCategorySchema.parse(
      (
        await api.as(caller('content')).post('/api/admin/shop/categories', {
          body: { slug: 'test-wear', names: { en: 'Test wear' } },
        })
      ).body,
    );
    const product = await createProduct({
      sku: 'TEST-HOODIE',
      categories: [category.id],
      descriptions: {
        en: '<p>Warm <b>hoodie</b><script>alert(1)</script><img src=x onerror="alert(2)"></p>',
        pl: '<p>Ciepła bluza</p>',
      },
      regions: [
        { region: 'PL', visible: true },
        { region: 'CZ', visible: false },
      ],
    });
    expect(product.descriptions.en).not.toMatch(/script|onerror/);
    expect(product.descriptions.en).toContain('<b>hoodie</b>');
    expect(product.descriptions.pl).toBe('<p>Ciepła bluza</p>');
    // in the regions' order
    expect(product.regions).toEqual([
      { region: 'CZ', visible: false },
      { region: 'PL', visible: true },
    ]);
    expect(product.categories).toEqual([category.id]);

    const listed = ShopAdminProductListSchema.parse(
      (
        await api
          .as(caller('content'))
          .get(`/api/admin/shop/products?q=hoodie&type=brand&category=${category.id}&active=false`)
      ).body,
    );
    expect(listed.data.map((row) => row.sku)).toEqual(['TEST-HOODIE']);
    expect(listed.data[0]).toMatchObject({ categories: ['Test wear'], regions: 2, variants: 0, price: null });
    const none = await api.as(caller('content')).get('/api/admin/shop/products?q=hoodie&active=true');
    expect(none.body.data).toEqual([]);

    const descriptionWithoutName = await api
      .as(caller('content'))
      .patch(`/api/admin/shop/products/${product.uuid}`, { body: { descriptions: { hu: '<p>Meleg</p>' } } });
    expect(descriptionWithoutName.status).toBe(422);
    expect(descriptionWithoutName.body.errors['names.hu']).toBeDefined();

    const edited = await api.as(caller('content')).patch(`/api/admin/shop/products/${product.uuid}`, {
      body: {
        active: true,
        names: { en: 'Warm hoodie', pl: 'Ciepła bluza' },
        regions: [{ region: 'SK', visible: true }],
      },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({
      active: true,
      names: { en: 'Warm hoodie' },
      regions: [{ region: 'SK' }],
    });
    const [audit] = await auditRows('shop.product.update');
    expect(audit).toMatchObject({ targetType: 'shop_product', targetId: product.uuid });
    expect(audit?.before).toMatchObject({ active: false, names: { en: 'Test jacket 1' } });
    expect(audit?.after).toMatchObject({ active: true, names: { en: 'Warm hoodie' } });

    const printWithBundle = await api
      .as(caller('content'))
      .patch(`/api/admin/shop/products/${product.uuid}`, {
        body: { type: 'brand-ms', settings: { bundle: 'flyer', subtype: 'electric' } },
      });
    expect(printWithBundle.status, printWithBundle.text).toBe(200);
    expect(printWithBundle.body.settings).toEqual({ bundle: 'flyer', subtype: 'electric' });
  });

  it('adds variants, sets price and absolute stock, receives deliveries without losing concurrent changes', async () => {
    const product = await createProduct();
    const url = `/api/admin/shop/products/${product.uuid}/variants`;
    const res = await api.as(caller('content')).post(url, {
      body: { sku: 'TEST-V-M', title: 'M', price: 120, stock: 5, attrs: [{ name: 'Size', value: 'M' }] },
    });
    expect(res.status, res.text).toBe(201);
    const variant = ShopAdminVariantSchema.parse(res.body);
    const taken = await api.as(caller('content')).post(url, {
      body: { sku: 'TEST-V-M', title: 'M again', price: 1 },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.sku).toEqual(['A product or variant with this SKU exists.']);
    const negative = await api
      .as(caller('content'))
      .patch(`/api/admin/shop/variants/${variant.uuid}`, { body: { price: -1, stock: 1.5 } });
    expect(negative.status).toBe(422);
    expect(Object.keys(negative.body.errors).sort()).toEqual(['price', 'stock']);

    const [before] = await ctx.database.db
      .select()
      .from(shopVariants)
      .where(eq(shopVariants.uuid, variant.uuid));
    const edited = await api.as(caller('content')).patch(`/api/admin/shop/variants/${variant.uuid}`, {
      body: { price: 95, stock: 12, attrs: [{ name: 'Size', value: 'L' }] },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ price: 95, stock: 12, attrs: [{ name: 'Size', value: 'L' }] });
    const [after] = await ctx.database.db
      .select()
      .from(shopVariants)
      .where(eq(shopVariants.uuid, variant.uuid));
    // the attribute keeps its uuid (a cart names it); the new value gets its own
    expect(after?.attrs[0]?.attrUuid).toBe(before?.attrs[0]?.attrUuid);
    expect(after?.attrs[0]?.attrValueUuid).not.toBe(before?.attrs[0]?.attrValueUuid);

    // an order takes 2 pieces between the operator's reading and the receipt: the receipt adds to what is left
    await ctx.database.db.update(shopVariants).set({ stock: 10 }).where(eq(shopVariants.uuid, variant.uuid));
    const received = await api
      .as(caller('content'))
      .post(`/api/admin/shop/variants/${variant.uuid}/stock-receipts`, { body: { quantity: 30 } });
    expect(received.status, received.text).toBe(200);
    expect(received.body.stock).toBe(40);
    const [receipt] = await auditRows('shop.variant.stock_receipt');
    expect(receipt).toMatchObject({ before: { stock: 10 }, after: { stock: 40, received: 30 } });
    const zero = await api
      .as(caller('content'))
      .post(`/api/admin/shop/variants/${variant.uuid}/stock-receipts`, { body: { quantity: 0 } });
    expect(zero.status).toBe(422);
    expect(zero.body.errors.quantity).toBeDefined();

    const detail = ShopAdminProductSchema.parse(
      (await api.as(caller('content')).get(`/api/admin/shop/products/${product.uuid}`)).body,
    );
    expect(detail.variants).toEqual([expect.objectContaining({ sku: 'TEST-V-M', price: 95, stock: 40 })]);
    // what the installers' shop shows (the product is sold in the installer's region, PL)
    const shown = await api.as(installer).get(`/api/v1/shop/products/${product.uuid}`);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.variants).toEqual([expect.objectContaining({ sku: 'TEST-V-M', price: 95, stock: 40 })]);
  });

  it('uploads pictures through the re-encoding pipeline, reorders and deletes them', async () => {
    const product = await createProduct();
    const upload = async (width: number) =>
      api.as(caller('content')).upload(`/api/admin/shop/products/${product.uuid}/images`, {
        field: 'image',
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
        bytes: await jpegPhoto(width, 60),
      });
    const first = ShopAdminImageSchema.parse((await upload(80)).body);
    const second = ShopAdminImageSchema.parse((await upload(90)).body);
    expect([first.position, second.position]).toEqual([0, 1]);
    expect(second.width).toBe(90);
    const served = await api.as(undefined).get(second.thumbnail);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const notAPicture = await api
      .as(caller('content'))
      .upload(`/api/admin/shop/products/${product.uuid}/images`, {
        field: 'image',
        filename: 'x.jpg',
        contentType: 'image/jpeg',
        bytes: Buffer.from('<html><script>alert(1)</script>'),
      });
    expect(notAPicture.status).toBe(422);
    expect(notAPicture.body.errors.image).toBeDefined();

    const order = `/api/admin/shop/products/${product.uuid}/images/order`;
    const wrong = await api.as(caller('content')).put(order, { body: { images: [first.id] } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.images).toEqual(['Send every image of the product exactly once.']);
    const reordered = await api.as(caller('content')).put(order, { body: { images: [second.id, first.id] } });
    expect(reordered.status, reordered.text).toBe(200);
    expect(reordered.body.data.map((image: { id: number }) => image.id)).toEqual([second.id, first.id]);

    const removed = await api.as(caller('content')).delete(`/api/admin/shop/images/${second.id}`);
    expect(removed.status, removed.text).toBe(200);
    const detail = ShopAdminProductSchema.parse(
      (await api.as(caller('content')).get(`/api/admin/shop/products/${product.uuid}`)).body,
    );
    expect(detail.images.map((image) => [image.id, image.position])).toEqual([[first.id, 0]]);
    expect((await api.as(caller('content')).delete(`/api/admin/shop/images/${second.id}`)).status).toBe(404);
    expect((await auditRows('shop.image.upload')).length).toBeGreaterThanOrEqual(2);
    expect(await auditRows('shop.image.delete')).toHaveLength(1);
  });
});
