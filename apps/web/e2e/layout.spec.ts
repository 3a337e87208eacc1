// Every route of the app on a 360 px phone, at the smallest and the largest font setting: nothing may be
// wider than the screen, and the bottom navigation's labels must fit their boxes without a word broken.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { closeJourney, fillProjectAddress, openJourney, signInByEmail, type Journey } from './fixtures';

let journey: Journey;
let page: Page;

const OWNER = 'jan.nowak@example.com';
const FONT_SIZES = [14, 20] as const;
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000001';

const PUBLIC_ROUTES = [
  '/maintenance',
  '/login',
  '/register',
  '/close',
  '/close?source=survey',
  '/settings',
  '/settings/font',
  '/settings/language',
  '/settings/other',
  '/no-such-page',
];

function signedInRoutes(ids: {
  project: string;
  news: string;
  product: string;
  member: string;
  chat: string;
}): string[] {
  const id = PLACEHOLDER_ID;
  return [
    '/',
    '/menu',
    '/more',
    '/projects',
    '/projects/add',
    '/projects/select',
    `/projects/${ids.project}`,
    `/projects/${ids.project}/edit`,
    '/scan/manual',
    '/scan/review',
    '/scan/generic',
    '/scan/offline',
    '/notifications',
    '/user',
    '/user/edit',
    '/news',
    `/news/${ids.news}`,
    '/resources',
    '/support/chat',
    '/support/chat/new',
    `/support/chat/${id}`,
    `/support/chat/${ids.chat}`,
    '/shop',
    '/shop/club-card',
    `/shop/${ids.product}`,
    '/cart',
    '/checkout',
    '/checkout/details',
    '/checkout/details/contact',
    '/checkout/details/address',
    '/checkout/details/person',
    '/checkout/details/company',
    '/checkout/summary',
    '/checkout/thankyou',
    '/orders',
    `/orders/${id}`,
    '/team',
    '/team/add',
    `/team/${ids.member}`,
    '/club-card',
    '/club-card/verify',
    '/club-card/transfer',
    '/balance',
    '/verify-email',
    '/surveys',
    '/leads',
    `/leads/${id}`,
    `/leads/${id}/archive`,
    '/settings',
  ];
}

before(async () => {
  journey = await openJourney();
  ({ page } = journey);
  await page.setViewportSize({ width: 360, height: 740 });
});

after(() => closeJourney(journey));

async function setFont(fontSize: number, lang: string): Promise<void> {
  await page.evaluate(
    ([size, language]) => {
      localStorage.setItem('settings', JSON.stringify({ fontSize: size }));
      localStorage.setItem('lang', language as string);
    },
    [fontSize, lang] as const,
  );
}

/** Loads a route and waits until the screen has settled (its heading shown, no loading indicator). */
async function open(route: string): Promise<void> {
  await page.goto(route);
  await page.locator('h1').first().waitFor({ timeout: 10_000 });
  await page.waitForLoadState('networkidle');
}

async function overflow(): Promise<{ html: number; body: number; width: number }> {
  return page.evaluate(() => ({
    html: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    width: window.innerWidth,
  }));
}

async function checkRoutes(routes: string[], lang: string): Promise<string[]> {
  const failures: string[] = [];
  for (const fontSize of FONT_SIZES) {
    await setFont(fontSize, lang);
    for (const route of routes) {
      await open(route);
      const { html, body, width } = await overflow();
      if (html > width || body > width) {
        failures.push(
          `${route} at font ${fontSize} (${lang}): ${Math.max(html, body)} px wide on ${width} px`,
        );
      }
    }
  }
  return failures;
}

/** Each word of each bottom navigation label lies on one line inside the label's box. */
async function brokenNavLabels(): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const label of document.querySelectorAll<HTMLElement>('.bottom-nav__label')) {
      const box = label.closest('a')?.getBoundingClientRect() ?? label.getBoundingClientRect();
      const text = label.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) continue;
      const content = text.textContent ?? '';
      for (const match of content.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        const rect = range.getBoundingClientRect();
        const hyphenated = lines.size > 1 && content.includes('\u00AD');
        if ((lines.size > 1 && !hyphenated) || rect.left < box.left - 0.5 || rect.right > box.right + 0.5) {
          problems.push(
            `"${match[0]}" (${lines.size} lines, ${Math.round(rect.width)} px in ${Math.round(box.width)} px)`,
          );
        }
      }
    }
    return problems;
  });
}

/**
 * Puts the shop's first product in the cart and a complete checkout draft in storage, so that the cart
 * and the checkout steps show their content instead of sending the walk elsewhere. Returns the product.
 */
async function fillCartAndCheckout(): Promise<string> {
  return page.evaluate(async () => {
    const raw = localStorage.getItem('token') ?? '';
    const token = raw.startsWith('{') ? (JSON.parse(raw) as { token: string }).token : raw;
    const headers = { Authorization: `Bearer ${token}` };
    const list = (await (await fetch('/api/v1/shop/products?limit=1', { headers })).json()) as {
      data: { uuid: string }[];
    };
    const uuid = list.data[0]?.uuid ?? '';
    const product = (await (await fetch(`/api/v1/shop/products/${uuid}`, { headers })).json()) as {
      uuid: string;
      name: string;
      type: string;
      variants: { uuid: string; sku: string; title: string; price: number; stock: number }[];
    };
    const variant = product.variants.find((v) => v.stock > 0) ?? product.variants[0];
    if (!variant) return uuid;
    localStorage.setItem(
      'cart',
      JSON.stringify({
        version: 1,
        entries: { [product.type]: { [variant.uuid]: 1 } },
        products: { [uuid]: { uuid, name: product.name, type: product.type, thumbnail: null } },
        variants: { [variant.uuid]: { ...variant, product: uuid } },
        uuids: [uuid],
      }),
    );
    localStorage.setItem(
      'checkout',
      JSON.stringify({
        source: { kind: 'cart', type: product.type },
        deliveryType: 2,
        prefilled: true,
        idempotency: null,
        placed: null,
        customer: {
          name: 'Jan',
          surname: 'Nowak-Wielkopolski',
          email: 'jan.nowak@example.com',
          phone_region: 'PL',
          phone_number: '501234567',
          region: 'PL',
          country: 'Polska',
          city: 'Konstantynów Łódzki',
          postal_code: '95-050',
          street: 'ul. Księdza Stanisława Staszica',
          house_number: '145',
          company_name: 'Dachy Nowak Sp. z o.o.',
        },
      }),
    );
    return uuid;
  });
}

test('signed out, every public route fits a 360 px screen at font 14 and 20', async () => {
  await page.goto('/login');
  const failures = await checkRoutes(PUBLIC_ROUTES, 'en');
  assert.deepEqual(failures, []);
});

test('signed in as the owner, every route fits a 360 px screen at font 14 and 20', async () => {
  await setFont(14, 'en');
  await signInByEmail(journey, OWNER);
  await page.goto('/projects/add');
  await fillProjectAddress(page, {
    street: `ul. Wąska ${randomInt(1, 999)}`,
    postalCode: '30-001',
    city: 'Kraków',
  });
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  const project = new URL(page.url()).pathname.split('/').pop() ?? '';
  const news = await page.evaluate(async () => {
    const raw = localStorage.getItem('token') ?? '';
    const token = raw.startsWith('{') ? (JSON.parse(raw) as { token: string }).token : raw;
    const res = await fetch('/api/v1/content?type=news', { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: { uuid: string }[] };
    return body.data?.[0]?.uuid ?? null;
  });
  const product = await fillCartAndCheckout();
  // a real member of the owner's team, so that the edit form is walked and not its error
  const member = await page.evaluate(async () => {
    const raw = localStorage.getItem('token') ?? '';
    const token = raw.startsWith('{') ? (JSON.parse(raw) as { token: string }).token : raw;
    const res = await fetch('/api/v1/installer/user', { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: { uuid: string; is_self: boolean }[] };
    return body.data?.find((m) => !m.is_self)?.uuid ?? null;
  });
  // a support thread with a long message, written as the app writes one
  const chat = await page.evaluate(async () => {
    const raw = localStorage.getItem('token') ?? '';
    const token = raw.startsWith('{') ? (JSON.parse(raw) as { token: string }).token : raw;
    const res = await fetch('/api/v1/support/chats', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'Skaner nie rozpoznaje naklejki na oknie dachowym w łazience',
        body: 'Dzień dobry, od wczorajszej aktualizacji skaner pokazuje czarny ekran. '.repeat(6),
        info: {
          language: 'pl',
          hostname: location.hostname,
          region: 'pl',
          appVersion: '3.5.7',
          appType: 'pwa',
          userAgent: navigator.userAgent,
        },
      }),
    });
    return res.ok ? ((await res.json()) as { uuid: string }).uuid : null;
  });
  assert.ok(chat, 'the support conversation is created');
  const routes = signedInRoutes({
    project,
    news: news ?? PLACEHOLDER_ID,
    product,
    member: member ?? PLACEHOLDER_ID,
    chat,
  });

  const failures = [...(await checkRoutes(routes, 'en')), ...(await checkRoutes(routes, 'pl'))];
  assert.deepEqual(failures, []);
});

test('the bottom navigation labels fit their boxes without a word broken, in every font size', async () => {
  for (const lang of ['pl', 'en', 'uk', 'hu']) {
    for (const fontSize of FONT_SIZES) {
      await setFont(fontSize, lang);
      await open('/');
      await page.locator('.bottom-nav__label').first().waitFor();
      assert.deepEqual(await brokenNavLabels(), [], `bottom navigation at font ${fontSize} (${lang})`);
    }
  }
});
