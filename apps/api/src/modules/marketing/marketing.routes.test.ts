import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MARKETING_MESSAGES,
  PRODUCT_TYPES,
  createOrder,
  deleteOrderFile,
  getQrCode,
  languageByLocale,
  listMarketingServices,
  needServicesMessage,
  regionByCode,
  renderMarketingProof,
  uploadOrderFile,
  type MarketingData,
} from '@club/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createInstaller, createOwner } from '../../../test/factories/users';
import { jpegOfSize, transparentPng } from '../../../test/images';
import { pdfTexts } from '../../../test/pdf-text';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import { orderFiles } from '../../db/schema/marketing';
import { shopProductRegions, shopProducts, shopVariants } from '../../db/schema/shop';
import type { UserRow } from '../../db/schema/users';

const folder = join(tmpdir(), `club-marketing-${randomUUID()}`);
const ctx = setupTestApp({ storage: createLocalStorage(folder) });
const api = testApi(ctx);
const PL = regionByCode('PL')?.id ?? 10;
const CZ = regionByCode('CZ')?.id ?? 4;

let owner: UserRow;
let installer: UserRow;
let stranger: UserRow;
let flyerVariant: string;
let czechVariant: string;
let toolVariant: string;
let seededFlyer: string;

const CUSTOMER = {
  name: 'Anna',
  surname: 'Wiśniewska',
  email: 'anna@example.com',
  phone_region: 'PL',
  phone_number: '512345678',
  region: 'PL',
  country: 'Polska',
  city: 'Kraków',
  postal_code: '30-001',
  street: 'Długa',
  house_number: '5',
};

/** POST order of the seeded services flyer with the form's data. */
const orderFlyer = (who: UserRow, data: MarketingData) =>
  api.as(who).post(createOrder, {
    body: {
      idempotency_key: randomUUID(),
      type: PRODUCT_TYPES.BRAND_MS,
      delivery_type: 1,
      order: [{ uuid: seededFlyer, quantity: 1 }],
      customer: CUSTOMER,
      data,
    },
  });

/** A product with one variant, sold in `regionId`; answers the variant's uuid. */
async function product(
  type: string,
  settings: { bundle: string | null; subtype: string | null },
  regionId = PL,
  name = 'Ulotka usługowa',
) {
  const { db } = ctx.database;
  const sku = `T-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(shopProducts)
    .values({ type: type as never, kind: 'simple', sku, name, settings: { ...settings, fields: null } })
    .returning();
  await db.insert(shopProductRegions).values({ productId: row!.id, regionId, isVisible: true });
  const [variant] = await db
    .insert(shopVariants)
    .values({ productId: row!.id, sku: `${sku}-1`, title: 'A5, 500 szt.', price: 300, stock: 50 })
    .returning();
  return variant!.uuid;
}

const SERVICES = [
  { icon: 'window-installation', text: 'Montaż okien dachowych' },
  { icon: 'window-replacement', text: 'Wymiana okien' },
  { icon: 'roof-repair', text: 'Naprawa dachu' },
  { icon: 'flashings', text: 'Kołnierze uszczelniające' },
  { icon: 'blinds', text: 'Rolety i markizy' },
  { icon: 'electric-windows', text: 'Okna elektryczne' },
];
const FLYER: MarketingData = {
  companyName: 'Dachy Żółw Sp. z o.o.',
  phone: '+48 600 100 200',
  shortDescription: 'Okna dachowe od 20 lat',
  services: SERVICES,
  selectedImagePosition: 3,
  link: 'https://dachy-zolw.example.pl/kontakt',
};

beforeAll(async () => {
  const company = await createCompany(ctx.app);
  owner = await createOwner(ctx.app, company);
  installer = await createInstaller(ctx.app, company);
  stranger = await createOwner(ctx.app);
  flyerVariant = await product(PRODUCT_TYPES.BRAND_MS, { bundle: 'flyer', subtype: 'services' });
  czechVariant = await product(PRODUCT_TYPES.BRAND_MS, { bundle: 'banner', subtype: null }, CZ);
  toolVariant = await product(PRODUCT_TYPES.BRAND, { bundle: null, subtype: null }, PL, 'Młotek');
  const [seeded] = await ctx.database.db
    .select({ uuid: shopVariants.uuid })
    .from(shopVariants)
    .where(eq(shopVariants.sku, 'MS-FLYER-SRV-STD'));
  seededFlyer = seeded!.uuid;
  await ctx.database.db.transaction((tx) =>
    ctx.app.services.points.credit(tx, { companyId: owner.companyId, points: 10_000, event: 'welcome' }),
  );
});

const upload = (who: UserRow, bytes: Buffer, filename: string, contentType = 'application/octet-stream') =>
  api.as(who).upload(uploadOrderFile, { field: 'file', filename, contentType, bytes });

describe('access', () => {
  it('answers 401 without a session and 403 to an installer where the owner acts', async () => {
    const id = randomUUID();
    expect((await api.anonymous.get(listMarketingServices)).status).toBe(401);
    expect((await api.anonymous.get(getQrCode, { query: { data: 'x' } })).status).toBe(401);
    expect((await api.anonymous.post(renderMarketingProof, { body: {} })).status).toBe(401);
    expect((await api.anonymous.delete(deleteOrderFile, { params: { id } })).status).toBe(401);
    expect((await upload(null as never, Buffer.from('x'), 'a.png')).status).toBe(401);
    expect((await upload(installer, await transparentPng(), 'logo.png')).status).toBe(403);
    expect((await api.as(installer).delete(deleteOrderFile, { params: { id } })).status).toBe(403);
    const proof = await api.as(installer).post(renderMarketingProof, {
      body: { variant: flyerVariant, data: FLYER },
    });
    expect(proof.status).toBe(403);
    // browsing calls are any signed-in user's
    expect((await api.as(installer).get(listMarketingServices)).status).toBe(200);
    expect((await api.as(installer).get(getQrCode, { query: { data: 'x' } })).status).toBe(200);
  });
});

describe('POST /v1/orders/files', () => {
  it('keeps a logo with the type its bytes say, whatever its name and declared type', async () => {
    const png = await transparentPng();
    const res = await upload(owner, png, 'logo.pdf', 'application/pdf');
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({
      uuid: expect.any(String),
      name: 'logo.pdf',
      mime_type: 'image/png',
      size: png.length,
    });
    const [row] = await ctx.database.db.select().from(orderFiles).where(eq(orderFiles.uuid, res.body.uuid));
    expect(row?.companyId).toBe(owner.companyId);
    expect(readFileSync(join(folder, row!.path)).equals(png)).toBe(true);
  });

  it('takes every type of the spec by its content', async () => {
    const cases: [string, Buffer, string][] = [
      [
        'logo.jpg',
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a00' } })
          .jpeg()
          .toBuffer(),
        'image/jpeg',
      ],
      [
        'logo.svg',
        Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/svg+xml',
      ],
      ['logo.pdf', Buffer.from('%PDF-1.7\n%…\n1 0 obj\n'), 'application/pdf'],
      ['logo.ai', Buffer.from('%PDF-1.6\n%Illustrator\n'), 'application/illustrator'],
      ['logo.eps', Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\n'), 'application/eps'],
      ['logo.ps', Buffer.from('%!PS-Adobe-3.0\nshowpage\n'), 'application/postscript'],
      [
        'logo.zip',
        Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(30)]),
        'application/zip',
      ],
      ['logo.tif', Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]), 'image/tiff'],
      [
        'logo.psd',
        Buffer.concat([Buffer.from('8BPS'), Buffer.from([0, 1, 0, 0, 0, 0, 0, 0])]),
        'image/vnd.adobe.photoshop',
      ],
    ];
    for (const [name, bytes, type] of cases) {
      const res = await upload(owner, bytes, name);
      expect(res.status, `${name}: ${res.text}`).toBe(201);
      expect(res.body.mime_type, name).toBe(type);
    }
  });

  it('refuses what is none of them with its own message: text named logo.png, HTML, an SVG-looking page', async () => {
    const cases: [string, Buffer][] = [
      ['logo.png', Buffer.from('just some text, not a picture')],
      ['logo.svg', Buffer.from('<!doctype html><html><svg></svg><script>alert(1)</script></html>')],
      ['logo.svg', Buffer.from('<script>alert(1)</script><svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['logo.gif', Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1')],
    ];
    for (const [name, bytes] of cases) {
      const res = await upload(owner, bytes, name, 'image/png');
      expect(res.status, name).toBe(422);
      expect(res.body.errors).toEqual({ file: [MARKETING_MESSAGES.logoWrongType] });
    }
  });

  it('refuses a file above 10,000,000 bytes with the logo message, and a request without the file', async () => {
    const big = await upload(owner, Buffer.alloc(10_000_001, 0x20), 'big.png');
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(MARKETING_MESSAGES.logoTooLarge);
    const empty = await api.as(owner).post(uploadOrderFile, { body: { file: 'x' } });
    expect(empty.status).toBe(422);
  });

  it('refuses an oversized file over a real socket as it streams, and takes one of exactly the limit', async () => {
    const app = await ctx.build({ storage: createLocalStorage(join(tmpdir(), `club-logo-${randomUUID()}`)) });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { authorization } = await testApi(app).headersOf(owner);
    const send = (file: Buffer, declareLength: boolean) => {
      const boundary = '----club-logo-socket';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      );
      const body = Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      // chunked: the server cannot tell the size before the bytes come, it must count them
      const request =
        `POST /api/v1/orders/files HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Authorization: ${authorization}\r\nConnection: close\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        (declareLength ? `Content-Length: ${body.length}\r\n\r\n` : 'Transfer-Encoding: chunked\r\n\r\n');
      return new Promise<{ status: number; text: string }>((done, fail) => {
        const socket = connect(port, '127.0.0.1');
        const answer: Buffer[] = [];
        socket.on('data', (chunk) => answer.push(chunk));
        socket.on('error', (error) => {
          const code = (error as NodeJS.ErrnoException).code;
          if (code !== 'EPIPE' && code !== 'ECONNRESET') fail(error);
        });
        socket.on('close', () => {
          const text = Buffer.concat(answer).toString('utf8');
          done({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
        });
        socket.once('connect', async () => {
          socket.write(request);
          const limitAt = head.length + 10_000_000;
          for (const [from, to] of [
            [0, 65_536],
            [65_536, limitAt],
            [limitAt, body.length],
          ] as const) {
            if (socket.destroyed) return;
            const piece = body.subarray(from, to);
            socket.write(
              declareLength
                ? piece
                : Buffer.concat([
                    Buffer.from(`${piece.length.toString(16)}\r\n`),
                    piece,
                    Buffer.from('\r\n'),
                  ]),
            );
            await new Promise((r) => setTimeout(r, 20));
          }
          if (!declareLength && !socket.destroyed) socket.write('0\r\n\r\n');
        });
      });
    };
    const tooLarge = await send(await jpegOfSize(10_000_001), false);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.text).toContain(MARKETING_MESSAGES.logoTooLarge);
    expect((await send(await jpegOfSize(10_000_001), true)).status).toBe(413);
    const exact = await send(await jpegOfSize(10_000_000), true);
    expect(exact.status, exact.text).toBe(201);
  }, 60_000);
});

describe('DELETE /v1/orders/files/{id}', () => {
  it("deletes the company's own file only; another company's is not found", async () => {
    const res = await upload(owner, await transparentPng(), 'logo.png');
    const id = res.body.uuid as string;
    expect((await api.as(stranger).delete(deleteOrderFile, { params: { id } })).status).toBe(404);
    expect((await api.as(owner).delete(deleteOrderFile, { params: { id } })).status).toBe(204);
    expect((await api.as(owner).delete(deleteOrderFile, { params: { id } })).status).toBe(404);
    expect((await api.as(owner).delete(deleteOrderFile, { params: { id: 'nope' } })).status).toBe(422);
  });

  it('keeps a file an order uses: the order has it, a delete only forgets the draft', async () => {
    const res = await upload(owner, await transparentPng(), 'logo.png');
    const id = res.body.uuid as string;
    const order = await orderFlyer(owner, { ...FLYER, logo: id });
    expect(order.status, order.text).toBe(201);
    expect(order.body.items[0].inputData).toEqual({ ...FLYER, logo: id });
    const proof = await api.as(owner).get(order.body.proof);
    expect(proof.status).toBe(200);
    expect(proof.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfTexts(proof.bytes).join('\n')).toContain('Dachy Żółw Sp. z o.o.');
    expect((await api.as(owner).delete(deleteOrderFile, { params: { id } })).status).toBe(204);
    const [row] = await ctx.database.db.select().from(orderFiles).where(eq(orderFiles.uuid, id));
    expect(row?.orderUuid).toBe(order.body.uuid);
    expect(readFileSync(join(folder, row!.path)).length).toBeGreaterThan(0);
    // used once, the logo is the order's: another order cannot take it
    const again = await orderFlyer(owner, { ...FLYER, logo: id });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ 'data.logo': [MARKETING_MESSAGES.logoNotFound] });
  });
});

describe('GET /v1/qr-code', () => {
  it('answers a real PNG that reads back as the link', async () => {
    const link = 'https://dachy-zolw.example.pl/kontakt?utm=naklejka';
    const res = await api.as(owner).get(getQrCode, { query: { data: link } });
    expect(res.status).toBe(200);
    const [, base64] = /^data:image\/png;base64,(.+)$/.exec(res.body.data) ?? [];
    const png = Buffer.from(base64 ?? '', 'base64');
    expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      true,
    );
    const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    await prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasm).buffer }, fireImmediately: true });
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const [code] = await readBarcodes(
      { data: new Uint8ClampedArray(data), width: info.width, height: info.height, colorSpace: 'srgb' },
      { formats: ['QRCode'] },
    );
    expect(code?.text).toBe(link);
  });

  it('refuses no link and a link too long with 422 on the field', async () => {
    expect((await api.as(owner).get(getQrCode)).body.errors.data).toBeDefined();
    const long = await api.as(owner).get(getQrCode, { query: { data: `https://x.pl/${'a'.repeat(600)}` } });
    expect(long.status).toBe(422);
    expect(long.body.errors.data).toBeDefined();
  });
});

describe('GET /v1/shop/marketing/services', () => {
  it("lists at least ten services in the caller's language", async () => {
    const pl = await api.as(owner).get(listMarketingServices);
    expect(pl.status).toBe(200);
    expect(pl.body.data.length).toBeGreaterThanOrEqual(10);
    expect(pl.body.data[0]).toEqual({ icon: 'window-installation', text: 'Montaż okien dachowych' });
    const english = await createOwner(ctx.app, undefined, { languageId: languageByLocale('en')!.id });
    const en = await api.as(english).get(listMarketingServices);
    expect(en.body.data[0]).toEqual({ icon: 'window-installation', text: 'Roof window installation' });
    expect(en.body.data.map((s: { icon: string }) => s.icon)).toEqual(
      pl.body.data.map((s: { icon: string }) => s.icon),
    );
  });
});

describe('POST /v1/shop/marketing/proof', () => {
  it('renders a PDF of the form with the company, the services and the chosen cover', async () => {
    const logo = await upload(owner, await transparentPng(), 'logo.png');
    const res = await api.as(owner).post(renderMarketingProof, {
      body: { variant: flyerVariant, data: { ...FLYER, logo: logo.body.uuid } },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const texts = pdfTexts(res.bytes).join('\n');
    expect(texts).toContain('Dachy Żółw Sp. z o.o.');
    expect(texts).toContain('Ulotka usługowa');
    expect(texts).toContain('Kołnierze uszczelniające');
    expect(texts).toContain('Chosen: 3 of 7');
  });

  it('answers 422 with field paths for data the form refuses', async () => {
    const res = await api.as(owner).post(renderMarketingProof, {
      body: {
        variant: flyerVariant,
        data: { companyName: 'Dachy', services: SERVICES.slice(0, 2), selectedImagePosition: 9 },
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'data.phone': [MARKETING_MESSAGES.needPhoneOrEmail],
      'data.shortDescription': [MARKETING_MESSAGES.needDescription],
      'data.services': [needServicesMessage(6)],
      'data.selectedImagePosition': [MARKETING_MESSAGES.needCoverImage],
    });
    const long = await api.as(owner).post(renderMarketingProof, {
      body: { variant: flyerVariant, data: { ...FLYER, shortDescription: 'x'.repeat(81) } },
    });
    expect(long.status).toBe(422);
    expect(long.body.errors['data.shortDescription']).toBeDefined();
    const noVariant = await api.as(owner).post(renderMarketingProof, { body: { data: FLYER } });
    expect(noVariant.body.errors.variant).toBeDefined();
  });

  it("answers 404 for another region's product, no print product or an unknown variant; 422 for another company's logo", async () => {
    for (const variant of [czechVariant, toolVariant, randomUUID()]) {
      const res = await api.as(owner).post(renderMarketingProof, { body: { variant, data: FLYER } });
      expect(res.status, variant).toBe(404);
    }
    const theirs = await upload(stranger, await transparentPng(), 'logo.png');
    const res = await api.as(owner).post(renderMarketingProof, {
      body: { variant: flyerVariant, data: { ...FLYER, logo: theirs.body.uuid } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'data.logo': [MARKETING_MESSAGES.logoNotFound] });
  });
});

describe('POST /v1/orders of a print product', () => {
  it('refuses invalid marketing data with 422 and data.<field> paths, and takes nothing', async () => {
    const before = await ctx.database.db
      .select()
      .from(shopVariants)
      .where(eq(shopVariants.uuid, seededFlyer));
    const res = await orderFlyer(owner, { email: '', phone: '', name: '' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'data.companyName': [MARKETING_MESSAGES.required],
      'data.phone': [MARKETING_MESSAGES.needPhoneOrEmail],
      'data.shortDescription': [MARKETING_MESSAGES.needDescription],
      'data.name': [MARKETING_MESSAGES.required],
      'data.services': [needServicesMessage(6)],
      'data.selectedImagePosition': [MARKETING_MESSAGES.needCoverImage],
    });
    const after = await ctx.database.db.select().from(shopVariants).where(eq(shopVariants.uuid, seededFlyer));
    expect(after[0]?.stock).toBe(before[0]?.stock);
  });

  it('serves the form of each bundle as settings.fields of the product', async () => {
    const [row] = await ctx.database.db
      .select({ uuid: shopProducts.uuid })
      .from(shopProducts)
      .innerJoin(shopVariants, eq(shopVariants.productId, shopProducts.id))
      .where(eq(shopVariants.uuid, seededFlyer));
    const res = await api.as(owner).get(`/api/v1/shop/products/${row!.uuid}`);
    expect(res.status).toBe(200);
    expect(res.body.settings.fields).toMatchObject({ servicesCount: 6, coverImages: 7 });
    expect(res.body.settings.fields.atLeastOne).toEqual([
      ['phone', 'email'],
      ['shortDescription', 'longDescription'],
    ]);
  });
});
