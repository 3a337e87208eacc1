// Journey: what a content operator publishes for Poland in Polish reaches a Polish installer's home and
// news list, with its picture, and a script handler in the article never reaches anyone.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  closeJourney,
  expectEventually,
  openJourney,
  readCode,
  signInByEmail,
  type Journey,
} from './fixtures';

let journey: Journey;
let token: string;

/** A 32×18 red PNG. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAASCAIAAAC1qksFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAKElEQVQ4jWM4YKlNU8QwaoHlaBBpj6aiA6MZTXu0qDgwWppa0rbCAQBScJEfM067MAAAAABJRU5ErkJggg==',
  'base64',
);

const TITLE = 'Nowe kołnierze do okien dachowych już w sprzedaży';
const SCHEDULED = 'Zapowiedź: szkolenie zimowe';

/** The content operator's session, opened by e-mail code like the back-office opens it. */
async function operatorSession(baseUrl: string, email: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const { request_id: requestId } = (await login.json()) as { request_id: string };
  const code = await readCode(baseUrl, email);
  const verify = await fetch(`${baseUrl}/api/admin/login/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requestId, code }),
  });
  assert.equal(verify.status, 200);
  return ((await verify.json()) as { token: string }).token;
}

async function publish(baseUrl: string, body: Record<string, unknown>) {
  const res = await fetch(`${baseUrl}/api/admin/content`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      type: 'news',
      region_id: 10,
      language_id: 11,
      summary: null,
      youtube_id: null,
      image_id: null,
      is_visible: true,
      published_at: new Date().toISOString(),
      ...body,
    }),
  });
  assert.equal(res.status, 201, await res.clone().text());
  return (await res.json()) as { uuid: string; body_html: string; thumbnail: string | null };
}

before(async () => {
  journey = await openJourney();
  token = await operatorSession(journey.server.baseUrl, 'content@installer.club.example');
});

after(() => closeJourney(journey));

test('a Polish article with a picture appears on the Polish installer’s home and news list', async () => {
  const { baseUrl } = journey.server;
  const form = new FormData();
  // a PNG under a .jpg name: what counts is what the bytes are
  form.append('image', new Blob([new Uint8Array(PICTURE)], { type: 'image/jpeg' }), 'okno.jpg');
  const uploaded = await fetch(`${baseUrl}/api/admin/content/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(uploaded.status, 201);
  const image = (await uploaded.json()) as { uuid: string; url: string };
  const article = await publish(baseUrl, {
    title: TITLE,
    image_id: image.uuid,
    body_html: '<p>Kołnierze pasują do wszystkich okien.</p><img src=x onerror="window.__xss=1">',
  });
  assert.equal(article.body_html, '<p>Kołnierze pasują do wszystkich okien.</p><img src="x">');
  await publish(baseUrl, {
    title: SCHEDULED,
    body_html: '<p>Wkrótce.</p>',
    published_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });

  const { page } = journey;
  await signInByEmail(journey, 'piotr.zielinski@example.com');
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Latest news' });
  const link = latest.getByRole('link', { name: TITLE });
  await link.waitFor();
  const card = latest.locator('.news-card', { has: page.getByRole('link', { name: TITLE }) });
  const img = card.locator('img');
  await expectEventually(async () =>
    assert.ok(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)),
  );
  assert.equal(await img.getAttribute('src'), image.url);

  await page.goto('/news');
  await page.getByRole('link', { name: TITLE }).click();
  await page.getByText('Kołnierze pasują do wszystkich okien.').waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(await page.evaluate(() => (window as { __xss?: unknown }).__xss), undefined);
  assert.equal(await page.getByRole('link', { name: SCHEDULED }).count(), 0);
});
