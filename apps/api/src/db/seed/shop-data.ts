import { createHash } from 'node:crypto';
import {
  COUNTRY_CODES,
  PRODUCT_TYPES,
  languageByLocale,
  regionByCode,
  type CountryCode,
  type FlyerSubtype,
  type MarketingBundleType,
  type ProductType,
  type ShopProductKind,
} from '@club/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { sanitizeArticleHtml } from '../../lib/sanitize-html';
import type { Db } from '../database';
import {
  shopCategories,
  shopProductCategories,
  shopProductImages,
  shopProductRegions,
  shopProductTranslations,
  shopProducts,
  shopVariants,
  type ShopVariantAttrValue,
} from '../schema/shop';
import { SHOP_PRODUCT_NAMES } from './shop-names';

/*
 * The demo shop (spec 03 §3): six categories and two dozen products of every type the shop sells apart from
 * the club card, sold in every country. Edge cases on purpose: a sold-out product (measuring tape), one with
 * more than 100 pieces (club T-shirt), an inactive one (cleaning kit) and one hidden in one country (helmet,
 * CZ). Pictures are drawn (coloured shapes and the product's initials); their file keys are hashes of the
 * drawing, so the rows can be written without drawing anything and the files written once the storage is
 * open (writeDemoShopImages), as the demo tag photos are.
 */

/** A uuid (version 4 layout) derived from a name: the same attribute gets the same uuid in every seed. */
export function stableUuid(name: string): string {
  const hex = createHash('sha256').update(`shop:${name}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface SeedCategory {
  slug: string;
  name: string;
  translations: Record<string, string>;
}

export const SHOP_CATEGORIES: SeedCategory[] = [
  {
    slug: 'tools',
    name: 'Tools',
    translations: {
      pl: 'Narzędzia',
      cs: 'Nářadí',
      sk: 'Náradie',
      hu: 'Szerszámok',
      ro: 'Unelte',
      bg: 'Инструменти',
      hr: 'Alati',
      bs: 'Alati',
      sr: 'Alati',
      sl: 'Orodje',
      et: 'Tööriistad',
      lv: 'Instrumenti',
      lt: 'Įrankiai',
      it: 'Attrezzi',
      tr: 'Aletler',
      uk: 'Інструменти',
    },
  },
  {
    slug: 'workwear',
    name: 'Workwear',
    translations: {
      pl: 'Odzież robocza',
      cs: 'Pracovní oděvy',
      sk: 'Pracovné odevy',
      hu: 'Munkaruha',
      ro: 'Îmbrăcăminte de lucru',
      bg: 'Работно облекло',
      hr: 'Radna odjeća',
      bs: 'Radna odjeća',
      sr: 'Radna odeća',
      sl: 'Delovna oblačila',
      et: 'Töörõivad',
      lv: 'Darba apģērbs',
      lt: 'Darbo drabužiai',
      it: 'Abbigliamento da lavoro',
      tr: 'İş kıyafetleri',
      uk: 'Робочий одяг',
    },
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    translations: {
      pl: 'Akcesoria',
      cs: 'Příslušenství',
      sk: 'Príslušenstvo',
      hu: 'Kiegészítők',
      ro: 'Accesorii',
      bg: 'Аксесоари',
      hr: 'Pribor',
      bs: 'Pribor',
      sr: 'Pribor',
      sl: 'Dodatki',
      et: 'Tarvikud',
      lv: 'Piederumi',
      lt: 'Priedai',
      it: 'Accessori',
      tr: 'Aksesuarlar',
      uk: 'Аксесуари',
    },
  },
  {
    slug: 'installation',
    name: 'Installation materials',
    translations: {
      pl: 'Materiały montażowe',
      cs: 'Montážní materiály',
      sk: 'Montážne materiály',
      hu: 'Szerelési anyagok',
      ro: 'Materiale de montaj',
      bg: 'Монтажни материали',
      hr: 'Montažni materijali',
      bs: 'Montažni materijali',
      sr: 'Montažni materijali',
      sl: 'Montažni material',
      et: 'Paigaldusmaterjalid',
      lv: 'Montāžas materiāli',
      lt: 'Montavimo medžiagos',
      it: 'Materiali di installazione',
      tr: 'Montaj malzemeleri',
      uk: 'Монтажні матеріали',
    },
  },
  {
    slug: 'vouchers',
    name: 'Vouchers',
    translations: {
      pl: 'Bony',
      cs: 'Poukázky',
      sk: 'Poukážky',
      hu: 'Utalványok',
      ro: 'Vouchere',
      bg: 'Ваучери',
      hr: 'Vaučeri',
      bs: 'Vaučeri',
      sr: 'Vaučeri',
      sl: 'Boni',
      et: 'Kinkekaardid',
      lv: 'Dāvanu kartes',
      lt: 'Čekiai',
      it: 'Buoni',
      tr: 'Kuponlar',
      uk: 'Ваучери',
    },
  },
  {
    slug: 'marketing',
    name: 'Marketing',
    translations: {
      pl: 'Marketing',
      cs: 'Marketing',
      sk: 'Marketing',
      hu: 'Marketing',
      ro: 'Marketing',
      bg: 'Маркетинг',
      hr: 'Marketing',
      bs: 'Marketing',
      sr: 'Marketing',
      sl: 'Marketing',
      et: 'Turundus',
      lv: 'Mārketings',
      lt: 'Rinkodara',
      it: 'Marketing',
      tr: 'Pazarlama',
      uk: 'Маркетинг',
    },
  },
];

interface SeedVariant {
  sku: string;
  title: string;
  price: number;
  stock: number;
  /** Size value, for variable products. */
  size?: string;
}

export interface SeedProduct {
  sku: string;
  type: ProductType;
  kind: ShopProductKind;
  name: string;
  /** Polish name (the largest market), as a translation. */
  namePl: string;
  description: string;
  categories: string[];
  variants: SeedVariant[];
  colour: string;
  active?: boolean;
  /** Countries where the product is listed but hidden. */
  hiddenIn?: CountryCode[];
  bundle?: MarketingBundleType;
  subtype?: FlyerSubtype;
  /** Pictures drawn for the product (1 to 3). */
  images?: number;
}

const sizes = (sku: string, price: number, stocks: Record<string, number>): SeedVariant[] =>
  Object.entries(stocks).map(([size, stock]) => ({
    sku: `${sku}-${size}`,
    title: size,
    price,
    stock,
    size,
  }));

const single = (sku: string, price: number, stock: number, title = 'Standard'): SeedVariant[] => [
  { sku: `${sku}-STD`, title, price, stock },
];

const marketing = (
  sku: string,
  name: string,
  namePl: string,
  bundle: MarketingBundleType,
  price: number,
  subtype?: FlyerSubtype,
): SeedProduct => ({
  sku,
  type: PRODUCT_TYPES.BRAND_MS,
  kind: 'simple',
  name,
  namePl,
  description: `<p>${name}, printed with your company's details and the club's brand. You fill in the form, check the proof and we print and send it within 10 working days.</p>`,
  categories: ['marketing'],
  variants: single(sku, price, 1000, 'Print run'),
  colour: '#7b3fa0',
  bundle,
  ...(subtype ? { subtype } : {}),
});

export const SHOP_PRODUCTS: SeedProduct[] = [
  {
    sku: 'BR-DRILL-18V',
    type: PRODUCT_TYPES.BRAND,
    kind: 'simple',
    name: 'Cordless drill 18 V with two batteries',
    namePl: 'Wiertarko-wkrętarka 18 V z dwoma akumulatorami',
    description:
      '<p>A compact drill-driver for daily roof work.</p><ul><li>Two 2.0 Ah batteries and a charger</li><li>Torque 60 Nm, 21 clutch settings</li><li>Case included</li></ul>',
    categories: ['tools'],
    variants: single('BR-DRILL-18V', 1450, 12),
    colour: '#c0392b',
    images: 3,
  },
  {
    sku: 'BR-JACKET',
    type: PRODUCT_TYPES.BRAND,
    kind: 'variable',
    name: 'Softshell work jacket',
    namePl: 'Kurtka robocza softshell',
    description:
      '<p>Windproof and water-repellent softshell with reflective piping and the club logo on the chest.</p>',
    categories: ['workwear'],
    variants: sizes('BR-JACKET', 480, { S: 4, M: 12, L: 0, XL: 7, XXL: 3 }),
    colour: '#2c3e50',
    images: 2,
  },
  {
    sku: 'BR-TROUSERS',
    type: PRODUCT_TYPES.BRAND,
    kind: 'variable',
    name: 'Work trousers with knee pockets',
    namePl: 'Spodnie robocze z kieszeniami na nakolanniki',
    description: '<p>Hard-wearing trousers with holster pockets and knee-pad pockets.</p>',
    categories: ['workwear'],
    variants: sizes('BR-TROUSERS', 390, { '46': 5, '48': 9, '50': 11, '52': 6, '54': 2 }),
    colour: '#34495e',
  },
  {
    sku: 'BR-TSHIRT',
    type: PRODUCT_TYPES.BRAND,
    kind: 'variable',
    name: 'Club T-shirt',
    namePl: 'Koszulka klubowa',
    description: '<p>Cotton T-shirt in the club colours. Printed back: <strong>Installer Club</strong>.</p>',
    categories: ['workwear'],
    variants: sizes('BR-TSHIRT', 60, { S: 120, M: 240, L: 260, XL: 180, XXL: 90 }),
    colour: '#e67e22',
    images: 2,
  },
  {
    sku: 'BR-KNEEPADS',
    type: PRODUCT_TYPES.BRAND,
    kind: 'simple',
    name: 'Gel knee pads',
    namePl: 'Nakolanniki żelowe',
    description: '<p>Gel knee pads for long hours on the roof; fit the trousers’ pockets.</p>',
    categories: ['workwear', 'accessories'],
    variants: single('BR-KNEEPADS', 120, 40),
    colour: '#16a085',
  },
  {
    sku: 'BR-TAPE-8M',
    type: PRODUCT_TYPES.BRAND,
    kind: 'simple',
    name: 'Measuring tape 8 m',
    namePl: 'Taśma miernicza 8 m',
    description: '<p>Magnetic hook, nylon-coated blade, belt clip.</p>',
    categories: ['tools'],
    variants: single('BR-TAPE-8M', 40, 0),
    colour: '#f1c40f',
  },
  {
    sku: 'BR-LEVEL-120',
    type: PRODUCT_TYPES.BRAND,
    kind: 'simple',
    name: 'Spirit level 120 cm',
    namePl: 'Poziomica 120 cm',
    description: '<p>Aluminium level with three vials, accuracy 0.5 mm/m.</p>',
    categories: ['tools'],
    variants: single('BR-LEVEL-120', 180, 25),
    colour: '#2980b9',
  },
  {
    sku: 'BR-KNIFE-SET',
    type: PRODUCT_TYPES.BRAND,
    kind: 'simple',
    name: 'Utility knife with 50 blades',
    namePl: 'Nóż z 50 ostrzami',
    description: '<p>Retractable knife with a quick blade change and 50 spare blades.</p>',
    categories: ['tools'],
    variants: single('BR-KNIFE-SET', 55, 70),
    colour: '#8e44ad',
  },
  {
    sku: 'BR-MUG',
    type: PRODUCT_TYPES.BRAND,
    kind: 'simple',
    name: 'Thermal mug 450 ml',
    namePl: 'Kubek termiczny 450 ml',
    description: '<p>Keeps coffee hot for 6 hours on site.</p>',
    categories: ['accessories'],
    variants: single('BR-MUG', 80, 60),
    colour: '#d35400',
  },
  {
    sku: 'BR-CLEAN-KIT',
    type: PRODUCT_TYPES.BRAND,
    kind: 'simple',
    name: 'Roof window cleaning kit',
    namePl: 'Zestaw do czyszczenia okien dachowych',
    description: '<p>Cleaner, cloth and telescopic handle. No longer sold.</p>',
    categories: ['accessories'],
    variants: single('BR-CLEAN-KIT', 70, 20),
    colour: '#27ae60',
    active: false,
  },
  {
    sku: 'BR-HELMET',
    type: PRODUCT_TYPES.BRAND,
    kind: 'simple',
    name: 'Safety helmet with chin strap',
    namePl: 'Kask ochronny z paskiem podbródkowym',
    description: '<p>EN 397 helmet with a four-point chin strap for work at height.</p>',
    categories: ['workwear'],
    variants: single('BR-HELMET', 150, 30),
    colour: '#f39c12',
    hiddenIn: ['CZ'],
  },
  {
    sku: 'BR-BACKPACK',
    type: PRODUCT_TYPES.BRAND,
    kind: 'simple',
    name: 'Tool backpack',
    namePl: 'Plecak narzędziowy',
    description: '<p>38 pockets, a rigid base and a padded back.</p>',
    categories: ['tools', 'accessories'],
    variants: single('BR-BACKPACK', 620, 9),
    colour: '#7f8c8d',
  },
  {
    sku: 'CP-FOAM',
    type: PRODUCT_TYPES.COMPACON,
    kind: 'simple',
    name: 'Insulating foam, pack of 6',
    namePl: 'Pianka izolacyjna, 6 sztuk',
    description: '<p>Low-expansion foam for window frames; six 750 ml cans.</p>',
    categories: ['installation'],
    variants: single('CP-FOAM', 220, 50),
    colour: '#95a5a6',
  },
  {
    sku: 'CP-FLASHING',
    type: PRODUCT_TYPES.COMPACON,
    kind: 'variable',
    name: 'Flashing kit',
    namePl: 'Kołnierz uszczelniający',
    description: '<p>A flashing for profiled roofing, in the common window sizes.</p>',
    categories: ['installation'],
    variants: sizes('CP-FLASHING', 320, { MK04: 8, MK06: 15, SK06: 6 }),
    colour: '#5d6d7e',
  },
  {
    sku: 'CP-MEMBRANE',
    type: PRODUCT_TYPES.COMPACON,
    kind: 'simple',
    name: 'Vapour barrier collar',
    namePl: 'Kołnierz paroizolacyjny',
    description: '<p>Vapour barrier collar for a tight interior finish.</p>',
    categories: ['installation'],
    variants: single('CP-MEMBRANE', 95, 35),
    colour: '#a04000',
  },
  {
    sku: 'EG-FUEL',
    type: PRODUCT_TYPES.EGIT,
    kind: 'voucher',
    name: 'Fuel voucher',
    namePl: 'Bon paliwowy',
    description: '<p>A digital voucher for fuel and car wash at partner stations, valid for 12 months.</p>',
    categories: ['vouchers'],
    variants: [
      { sku: 'EG-FUEL-100', title: '100 zł', price: 50, stock: 500 },
      { sku: 'EG-FUEL-200', title: '200 zł', price: 100, stock: 500 },
      { sku: 'EG-FUEL-500', title: '500 zł', price: 250, stock: 200 },
    ],
    colour: '#1abc9c',
  },
  {
    sku: 'EG-ELECTRO',
    type: PRODUCT_TYPES.EGIT,
    kind: 'voucher',
    name: 'Electronics store voucher',
    namePl: 'Bon do sklepu z elektroniką',
    description: '<p>A digital voucher for a nationwide electronics chain, online or in store.</p>',
    categories: ['vouchers'],
    variants: [
      { sku: 'EG-ELECTRO-200', title: '200 zł', price: 100, stock: 300 },
      { sku: 'EG-ELECTRO-1000', title: '1000 zł', price: 500, stock: 100 },
      { sku: 'EG-ELECTRO-4000', title: '4000 zł', price: 2000, stock: 20 },
    ],
    colour: '#3498db',
  },
  marketing('MS-BC-H', 'Business cards, horizontal', 'Wizytówki poziome', 'business-card-horizontal', 150),
  marketing('MS-BC-V', 'Business cards, vertical', 'Wizytówki pionowe', 'business-card-vertical', 150),
  marketing('MS-BANNER', 'Banner 3 × 1 m', 'Baner 3 × 1 m', 'banner', 600),
  marketing('MS-STICKER', 'Van sticker', 'Naklejka na samochód', 'sticker', 90),
  marketing('MS-BILLBOARD', 'Billboard', 'Billboard', 'billboard', 2000),
  marketing('MS-FLYER-SRV', 'Flyer: services', 'Ulotka: usługi', 'flyer', 250, 'services'),
  marketing('MS-FLYER-EL', 'Flyer: electric windows', 'Ulotka: okna elektryczne', 'flyer', 250, 'electric'),
  marketing(
    'MS-FLYER-RPL',
    'Flyer: window replacement',
    'Ulotka: wymiana okien',
    'flyer',
    250,
    'replacement',
  ),
  marketing('MS-FLYER-DSP', 'Flyer: sun protection', 'Ulotka: osłony przeciwsłoneczne', 'flyer', 250, 'dsp'),
];

/** Image sizes: the grid's thumbnail and the carousel's large picture (square). */
export const SHOP_IMAGE_SIZES = { thumbnail: 320, large: 1024 } as const;

function initials(name: string): string {
  return name
    .split(/[\s,:×-]+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The drawing of one picture of a product, as SVG (1024 × 1024). */
export function productDrawing(
  product: Pick<SeedProduct, 'name' | 'colour' | 'sku'>,
  position: number,
): string {
  const shapes = [
    `<circle cx="760" cy="260" r="170" fill="#ffffff" fill-opacity="0.25"/>`,
    `<rect x="120" y="640" width="420" height="220" rx="40" fill="#ffffff" fill-opacity="0.2"/>`,
    `<polygon points="700,860 900,560 980,880" fill="#000000" fill-opacity="0.15"/>`,
  ];
  const rotate = position * 25;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
  <rect width="1024" height="1024" fill="${product.colour}"/>
  <g transform="rotate(${rotate} 512 512)">${shapes.join('')}</g>
  <circle cx="512" cy="470" r="250" fill="#ffffff"/>
  <text x="512" y="540" text-anchor="middle" font-family="sans-serif" font-size="200" font-weight="bold" fill="${product.colour}">${initials(product.name)}</text>
  <text x="512" y="930" text-anchor="middle" font-family="sans-serif" font-size="44" fill="#ffffff">${product.sku} · ${position + 1}</text>
</svg>`;
}

/** The storage keys of a drawing: a hash of what is drawn, so a changed drawing gets new names. */
export function drawingKeys(svg: string): { large: string; thumbnail: string } {
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 20);
  return {
    large: `shop-images/${hash}-${SHOP_IMAGE_SIZES.large}.webp`,
    thumbnail: `shop-images/${hash}-${SHOP_IMAGE_SIZES.thumbnail}.webp`,
  };
}

const ENGLISH = 5;

/**
 * Writes the demo shop once (an empty shop_products table), in one transaction. Every product
 * is sold in every country; `hiddenIn` countries list it hidden.
 */
export async function seedDemoShop(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(shopProducts);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction((tx) => insertDemoShop(tx));
  return true;
}

async function insertDemoShop(tx: Db): Promise<void> {
  const categoryRows = await tx
    .insert(shopCategories)
    .values(SHOP_CATEGORIES.map((category, index) => ({ ...category, position: index + 1 })))
    .returning({ id: shopCategories.id, slug: shopCategories.slug });
  const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));
  const countries = COUNTRY_CODES.map((code) => ({ code, id: regionByCode(code)?.id ?? 0 }));

  const productRows = await tx
    .insert(shopProducts)
    .values(
      SHOP_PRODUCTS.map((product, index) => ({
        type: product.type,
        kind: product.kind,
        sku: product.sku,
        name: product.name,
        descriptionHtml: sanitizeArticleHtml(product.description),
        isActive: product.active ?? true,
        settings: { bundle: product.bundle ?? null, subtype: product.subtype ?? null, fields: null },
        position: index + 1,
      })),
    )
    .returning({ id: shopProducts.id, sku: shopProducts.sku });
  const productId = new Map(productRows.map((row) => [row.sku, row.id]));
  const idOf = (sku: string) => {
    const id = productId.get(sku);
    if (id === undefined) throw new Error(`seed: no product ${sku}`);
    return id;
  };

  // the names in every language of the club's countries; the descriptions fall back to the English ones
  const translations = SHOP_PRODUCTS.flatMap((product) =>
    Object.entries({ ...SHOP_PRODUCT_NAMES[product.sku], pl: product.namePl }).map(([locale, name]) => {
      const languageId = languageByLocale(locale)?.id;
      if (languageId === undefined || languageId === ENGLISH) throw new Error(`seed: no language ${locale}`);
      return { productId: idOf(product.sku), languageId, name, descriptionHtml: null };
    }),
  );
  await tx.insert(shopProductTranslations).values(translations);
  await tx.insert(shopProductCategories).values(
    SHOP_PRODUCTS.flatMap((product) =>
      product.categories.map((slug) => {
        const category = categoryId.get(slug);
        if (category === undefined) throw new Error(`seed: no category ${slug}`);
        return { productId: idOf(product.sku), categoryId: category };
      }),
    ),
  );
  await tx.insert(shopProductRegions).values(
    SHOP_PRODUCTS.flatMap((product) =>
      countries.map((country) => ({
        productId: idOf(product.sku),
        regionId: country.id,
        isVisible: !(product.hiddenIn ?? []).includes(country.code),
      })),
    ),
  );
  const sizeAttr = stableUuid('attr:size');
  await tx.insert(shopVariants).values(
    SHOP_PRODUCTS.flatMap((product) =>
      product.variants.map((variant, index) => {
        const attrs: ShopVariantAttrValue[] = variant.size
          ? [
              {
                attrUuid: sizeAttr,
                attrName: 'Size',
                attrValueUuid: stableUuid(`size:${variant.size}`),
                attrValueName: variant.size,
              },
            ]
          : [];
        return {
          productId: idOf(product.sku),
          sku: variant.sku,
          title: variant.title,
          price: variant.price,
          stock: variant.stock,
          attrs,
          position: index + 1,
        };
      }),
    ),
  );
  await tx.insert(shopProductImages).values(
    SHOP_PRODUCTS.flatMap((product) =>
      Array.from({ length: product.images ?? 1 }, (_, position) => {
        const keys = drawingKeys(productDrawing(product, position));
        return {
          productId: idOf(product.sku),
          position,
          fileKey: keys.large,
          thumbnailKey: keys.thumbnail,
          width: SHOP_IMAGE_SIZES.large,
          height: SHOP_IMAGE_SIZES.large,
        };
      }),
    ),
  );
}

/** Draws one picture in both sizes. */
export async function renderDrawing(svg: string): Promise<{ large: Buffer; thumbnail: Buffer }> {
  const source = sharp(Buffer.from(svg));
  const [large, thumbnail] = await Promise.all([
    source.clone().resize(SHOP_IMAGE_SIZES.large).webp({ quality: 82 }).toBuffer(),
    source.clone().resize(SHOP_IMAGE_SIZES.thumbnail).webp({ quality: 78 }).toBuffer(),
  ]);
  return { large, thumbnail };
}

/**
 * Writes the demo shop's pictures that the storage lacks (after the first seed, or into a new storage).
 * Drawing all of them takes a few seconds (4.5 s for 30 on a busy 2-core machine); a test database never needs them, so this is not part of
 * the seed transaction.
 */
export async function writeDemoShopImages(db: Db, storage: FileStorage): Promise<number> {
  const rows = await db
    .select({ sku: shopProducts.sku, position: shopProductImages.position, key: shopProductImages.fileKey })
    .from(shopProductImages)
    .innerJoin(shopProducts, eq(shopProducts.id, shopProductImages.productId));
  const bySku = new Map(SHOP_PRODUCTS.map((product) => [product.sku, product]));
  let written = 0;
  for (const row of rows) {
    const product = bySku.get(row.sku);
    if (!product) continue;
    const svg = productDrawing(product, row.position);
    const keys = drawingKeys(svg);
    // an operator's own picture, or one already written
    if (keys.large !== row.key || (await storage.get(keys.large))) continue;
    const images = await renderDrawing(svg);
    await storage.put(keys.large, images.large, 'image/webp');
    await storage.put(keys.thumbnail, images.thumbnail, 'image/webp');
    written += 1;
  }
  return written;
}
