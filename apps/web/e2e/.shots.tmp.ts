// temporary screenshot walk (not committed)
import { closeJourney, openJourney, signInByEmail } from './fixtures';

const OUT = '/tmp/shopweb/shots';
const journey = await openJourney();
const { page } = journey;
try {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInByEmail(journey, 'jan.nowak@example.com');
  const ids = await page.evaluate(async () => {
    const raw = localStorage.getItem('token') ?? '';
    const token = raw.startsWith('{') ? (JSON.parse(raw) as { token: string }).token : raw;
    const headers = { Authorization: `Bearer ${token}` };
    const list = (await (await fetch('/api/v1/shop/products?limit=48', { headers })).json()) as {
      data: { uuid: string; name: string }[];
    };
    const out: Record<string, string> = {};
    for (const p of list.data) {
      if ((p.name.startsWith('Club T-shirt') || p.name.startsWith('Koszulka'))) out.tshirt = p.uuid;
      if ((p.name.startsWith('Vapour') || p.name.startsWith('Kołnierz paro'))) out.collar = p.uuid;
      if ((p.name.startsWith('Fuel') || p.name.startsWith('Bon paliw'))) out.fuel = p.uuid;
      if ((p.name.startsWith('Cordless') || p.name.startsWith('Wiertarko'))) out.drill = p.uuid;
    }
    return out as { tshirt: string; collar: string; fuel: string; drill: string };
  });
  // a cart of two types
  await page.goto(`/shop/${ids.tshirt}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto(`/shop/${ids.collar}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/checkout?type=compacon');
  await page.waitForURL('**/checkout/details');
  await page.goto('/checkout/details/address');
  await page.getByRole('textbox', { name: 'Street' }).fill('ul. Księdza Stanisława Staszica');
  await page.getByRole('textbox', { name: 'House number' }).fill('145');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('95-050');
  await page.getByRole('textbox', { name: 'City' }).fill('Konstantynów Łódzki');
  await page.getByRole('textbox', { name: 'Country', exact: true }).fill('Polska');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/checkout/details');
  const shots = async (tag: string, routes: string[]) => {
    for (const lang of ['en', 'pl']) {
      for (const font of [14, 20]) {
        await page.evaluate(
          ([l, f]) => {
            localStorage.setItem('lang', l as string);
            localStorage.setItem('settings', JSON.stringify({ fontSize: f }));
          },
          [lang, font] as const,
        );
        for (const route of routes) {
          await page.goto(route);
          await page.locator('h1').first().waitFor();
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(300);
          const name = `${tag}${route.replace(/[/?=]/g, '_')}-${lang}-${font}.png`;
          await page.screenshot({ path: `${OUT}/${name}`, fullPage: true });
        }
      }
    }
  };
  await shots('a', ['/shop', `/shop/${ids.tshirt}`, `/shop/${ids.fuel}`, `/shop/${ids.drill}`, '/cart', '/checkout/details', '/checkout/details/contact', '/checkout/details/address', '/checkout/summary']);
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto('/checkout/summary');
  await page.getByRole('button', { name: 'Place the order' }).click();
  await page.waitForURL('**/checkout/thankyou');
  const order = await page.getByRole('link', { name: 'See the order' }).getAttribute('href');
  await shots('b', ['/checkout/thankyou', '/orders', order ?? '/orders']);
} finally {
  await closeJourney(journey);
}
