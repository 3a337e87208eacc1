import {
  PRODUCT_TYPES,
  ShopProductSchema,
  ShopProductSummarySchema,
  languageByLocale,
  listOf,
  paged,
  regionByCode,
} from '@club/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createInstaller, createOwner } from '../../../test/factories/users';
import { countQueries } from '../../../test/scans';
import { shopProducts } from '../../db/schema/shop';
import type { UserRow } from '../../db/schema/users';
import { SHOP_PRODUCTS, drawingKeys, productDrawing, renderDrawing } from '../../db/seed/shop-data';
import { SHOP_PRODUCT_NAMES } from '../../db/seed/shop-names';

const ctx = setupTestApp();
const api = testApi(ctx);
const Page = paged(ShopProductSummarySchema);
const Cart = listOf(ShopProductSchema);

let pl: UserRow;
let cz: UserRow;
let english: UserRow;

const uuidOf = async (sku: string) => {
  const [row] = await ctx.database.db
    .select({ uuid: shopProducts.uuid })
    .from(shopProducts)
    .where(eq(shopProducts.sku, sku));
  if (!row) throw new Error(`no product ${sku}`);
  return row.uuid;
};

/** Every product the caller's grid shows, across pages. */
const wholeGrid = async (who: UserRow, query = '') => {
  const all = [];
  for (let page = 1; page < 10; page += 1) {
    const res = await api.as(who).get(`/api/v1/shop/products?page=${page}${query}`);
    expect(res.status).toBe(200);
    const body = Page.parse(res.body);
    all.push(...body.data);
    if (page >= body.meta.last_page) break;
  }
  return all;
};

beforeAll(async () => {
  pl = await createInstaller(ctx.app, await createCompany(ctx.app));
  cz = await createOwner(ctx.app, await createCompany(ctx.app, { regionId: regionByCode('CZ')?.id }));
  english = await createInstaller(ctx.app, await createCompany(ctx.app), {
    languageId: languageByLocale('en')?.id,
  });
});

describe('GET /api/v1/shop/products', () => {
  it('needs a signed-in user', async () => {
    expect((await api.anonymous.get('/api/v1/shop/products')).status).toBe(401);
    expect((await api.anonymous.get('/api/v1/shop/categories')).status).toBe(401);
    expect((await api.anonymous.get('/api/v1/shop/cart?uuids=')).status).toBe(401);
  });

  it('pages the active products visible in the region, 12 a page, in the caller’s language', async () => {
    const res = await api.as(pl).get('/api/v1/shop/products');
    expect(res.status).toBe(200);
    const page = Page.parse(res.body);
    expect(page.data).toHaveLength(12);
    expect(page.meta.per_page).toBe(12);
    const expected = SHOP_PRODUCTS.filter((p) => p.active !== false).length;
    expect(page.meta.total).toBe(expected);
    const drill = page.data.find((p) => p.name.startsWith('Wiertarko'));
    expect(drill).toMatchObject({ type: 'brand', kind: 'simple', price: 1450, stock: 12 });
    expect(drill?.thumbnail).toMatch(/^\/api\/v1\/shop\/images\/[a-f0-9]{20}-320\.webp$/);

    const grid = await wholeGrid(english);
    expect(grid).toHaveLength(expected);
    expect(grid.map((p) => p.name)).not.toContain('Roof window cleaning kit');
    const tshirt = grid.find((p) => p.name === 'Club T-shirt');
    // the lowest price of the variants and their summed stock
    expect(tshirt).toMatchObject({ price: 60, stock: 890 });
    expect(grid.find((p) => p.name === 'Measuring tape 8 m')?.stock).toBe(0);
  });

  it('names the demo products in the caller’s language, whichever of the club’s it is', async () => {
    for (const locale of ['cs', 'uk', 'tr'] as const) {
      const user = await createInstaller(ctx.app, await createCompany(ctx.app), {
        languageId: languageByLocale(locale)?.id,
      });
      const tools = await wholeGrid(user, '&categories=tools');
      const drill = SHOP_PRODUCT_NAMES['BR-DRILL-18V']?.[locale];
      expect(drill).toBeTruthy();
      expect(tools.map((p) => p.name)).toContain(drill);
    }
  });

  it('hides a product invisible in the region', async () => {
    const czGrid = await wholeGrid(cz);
    const plGrid = await wholeGrid(english);
    expect(plGrid.some((p) => p.name === 'Safety helmet with chin strap')).toBe(true);
    expect(czGrid.some((p) => p.name === 'Safety helmet with chin strap')).toBe(false);
    expect(czGrid).toHaveLength(plGrid.length - 1);
  });

  it('filters by a comma list of category slugs and by type', async () => {
    const tools = await wholeGrid(english, '&categories=tools');
    expect(tools.map((p) => p.name).sort()).toEqual(
      SHOP_PRODUCTS.filter((p) => p.categories.includes('tools') && p.active !== false)
        .map((p) => p.name)
        .sort(),
    );
    const both = await wholeGrid(english, '&categories=tools,vouchers');
    expect(both.length).toBe(tools.length + 2);
    const vouchers = await wholeGrid(english, '&type=egit');
    expect(vouchers.map((p) => p.kind)).toEqual(['voucher', 'voucher']);
    expect(await wholeGrid(english, '&categories=nothing-here')).toEqual([]);
    // both at once: the type within the categories
    const brandTools = await wholeGrid(english, `&categories=tools,vouchers&type=${PRODUCT_TYPES.BRAND}`);
    const expected = SHOP_PRODUCTS.filter(
      (p) =>
        p.type === PRODUCT_TYPES.BRAND &&
        p.active !== false &&
        p.categories.some((c) => c === 'tools' || c === 'vouchers'),
    );
    expect(brandTools.map((p) => p.name).sort()).toEqual(expected.map((p) => p.name).sort());
    expect(expected.length).toBeGreaterThan(0);
    expect(await wholeGrid(english, '&categories=vouchers&type=egit')).toHaveLength(2);
  });

  it('answers a page past the end with its total, and 422 on bad input', async () => {
    const res = await api.as(pl).get('/api/v1/shop/products?page=9');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.meta.total).toBeGreaterThan(12);
    const bad = await api.as(pl).get('/api/v1/shop/products?limit=500&type=bike&page=0');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['limit', 'page', 'type']);
  });

  it('reads any page size in the same number of queries', async () => {
    const queries = async (limit: number) =>
      (
        await countQueries(ctx.database, async () => {
          const res = await api.as(pl).get(`/api/v1/shop/products?limit=${limit}`);
          expect(res.body.data.length).toBe(limit);
        })
      ).queries;
    const one = await queries(1);
    expect(await queries(20)).toBe(one);
    expect(one).toBeLessThanOrEqual(3);
  });
});

describe('GET /api/v1/shop/categories', () => {
  it('lists the categories with a product of the region, in the caller’s language', async () => {
    const res = await api.as(pl).get('/api/v1/shop/categories');
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { slug: string }) => c.slug)).toEqual([
      'tools',
      'workwear',
      'accessories',
      'installation',
      'vouchers',
      'marketing',
    ]);
    expect(res.body.data[0]).toEqual({ slug: 'tools', name: 'Narzędzia' });
    const vouchers = await api.as(english).get('/api/v1/shop/categories?type=egit');
    expect(vouchers.body.data).toEqual([{ slug: 'vouchers', name: 'Vouchers' }]);
    const bad = await api.as(pl).get('/api/v1/shop/categories?region_id=99&type=x');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['region_id', 'type']);
  });
});

describe('GET /api/v1/shop/products/:id', () => {
  it('answers the product with variants, attributes, pictures and sanitised HTML', async () => {
    const res = await api.as(english).get(`/api/v1/shop/products/${await uuidOf('BR-JACKET')}`);
    expect(res.status).toBe(200);
    const product = ShopProductSchema.parse(res.body);
    expect(product).toMatchObject({
      name: 'Softshell work jacket',
      kind: 'variable',
      active: 1,
      is_visible: 1,
    });
    expect(product.variants.map((v) => v.title)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(product.variants[0]?.attrs[0]).toMatchObject({ attrName: 'Size', attrValueName: 'S' });
    expect(product.images.map((i) => i.position)).toEqual([0, 1]);
    expect(product.description).toContain('<p>');
    expect(product.settings).toEqual({ bundle: null, subtype: null, fields: null });
  });

  it('shows an inactive product and one hidden in the region with their flags', async () => {
    const inactive = await api.as(pl).get(`/api/v1/shop/products/${await uuidOf('BR-CLEAN-KIT')}`);
    expect(inactive.status).toBe(200);
    expect(inactive.body).toMatchObject({ active: 0, is_visible: 1 });
    const hidden = await api.as(cz).get(`/api/v1/shop/products/${await uuidOf('BR-HELMET')}`);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ active: 1, is_visible: 0 });
  });

  it('carries the marketing bundle and subtype', async () => {
    const res = await api.as(pl).get(`/api/v1/shop/products/${await uuidOf('MS-FLYER-EL')}`);
    expect(res.body.settings).toMatchObject({ bundle: 'flyer', subtype: 'electric' });
  });

  it('is 404 for an unknown product and one the region does not sell, 422 for a bad id', async () => {
    expect((await api.as(pl).get(`/api/v1/shop/products/${crypto.randomUUID()}`)).status).toBe(404);
    const uuid = await uuidOf('BR-MUG');
    const [row] = await ctx.database.db
      .insert(shopProducts)
      .values({ type: 'brand', kind: 'simple', sku: 'T-NOWHERE', name: 'Sold nowhere' })
      .returning({ uuid: shopProducts.uuid });
    expect((await api.as(pl).get(`/api/v1/shop/products/${row?.uuid}`)).status).toBe(404);
    expect((await api.as(pl).get(`/api/v1/shop/products/${uuid}`)).status).toBe(200);
    const bad = await api.as(pl).get('/api/v1/shop/products/not-a-uuid');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['id']);
  });
});

describe('GET /api/v1/shop/cart', () => {
  it('answers the known products, leaves unknown ones out, in a fixed number of queries', async () => {
    const skus = ['BR-JACKET', 'BR-TSHIRT', 'BR-MUG', 'CP-FOAM', 'BR-CLEAN-KIT', 'EG-FUEL'];
    const uuids = await Promise.all(skus.map(uuidOf));
    const all = [...uuids, crypto.randomUUID()].join(',');
    const res = await api.as(pl).get(`/api/v1/shop/cart?uuids=${all}`);
    expect(res.status).toBe(200);
    const cart = Cart.parse(res.body);
    expect(cart.data.map((p) => p.uuid).sort()).toEqual([...uuids].sort());
    expect(cart.data.find((p) => p.sku === 'BR-CLEAN-KIT')?.active).toBe(0);

    const queries = async (list: string[]) =>
      (
        await countQueries(ctx.database, async () => {
          const answer = await api.as(pl).get(`/api/v1/shop/cart?uuids=${list.join(',')}`);
          expect(answer.body.data).toHaveLength(list.length);
        })
      ).queries;
    expect(await queries(uuids)).toBe(await queries(uuids.slice(0, 1)));
    expect((await api.as(pl).get('/api/v1/shop/cart?uuids=')).body.data).toEqual([]);
  });

  it('is 422 for a uuid list that is not one', async () => {
    const res = await api.as(pl).get('/api/v1/shop/cart?uuids=abc,def');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)[0]).toMatch(/^uuids/);
  });
});

describe('GET /api/v1/shop/images/:name', () => {
  it('serves a stored picture to anyone with an immutable cache, 404 for a missing one', async () => {
    const product = SHOP_PRODUCTS[0];
    if (!product) throw new Error('no seed product');
    const svg = productDrawing(product, 0);
    const keys = drawingKeys(svg);
    const images = await renderDrawing(svg);
    await ctx.app.services.shop.storeImage(keys.thumbnail, images.thumbnail);
    const name = keys.thumbnail.split('/')[1];
    const res = await api.anonymous.get(`/api/v1/shop/images/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.bytes.equals(images.thumbnail)).toBe(true);
    expect((await api.anonymous.get('/api/v1/shop/images/0123456789abcdef0000-320.webp')).status).toBe(404);
    expect((await api.anonymous.get('/api/v1/shop/images/..%2F..%2Fsecret.webp')).status).toBe(422);
  });
});
