// Journey: an installer reads the news and an article, and opens the resources with a tutorial video.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { closeJourney, expectEventually, openJourney, signInByEmail, type Journey } from './fixtures';

let journey: Journey;
let page: Page;

const PROBE_TITLE = 'Safety note on displayed articles';

before(async () => {
  // bypassCSP lets axe-core in, and it also switches off the CSP's ban on inline handlers: the probe
  // article below is then stopped by the app's sanitiser alone.
  journey = await openJourney({ bypassCSP: true });
  page = journey.page;
  await signInByEmail(journey, 'piotr.zielinski@example.com');
});

after(() => closeJourney(journey));

test('the news list shows club-wide and Polish news, 20 at a time, and more on request', async () => {
  await page.goto('/news');
  await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
  await page.getByRole('link', { name: 'Spring season bonus: double points on flashings' }).waitFor();
  assert.equal(
    await page.getByRole('link', { name: 'Szkolenie montażowe w Krakowie – zapisy otwarte' }).count(),
    1,
  );
  // Czech news belongs to another region.
  await expectEventually(async () =>
    assert.equal(await page.getByRole('link', { name: 'Montážní školení v Brně' }).count(), 0),
  );
  const articleLinks = page.locator('.news-list a[href^="/news/"]');
  await expectEventually(async () => assert.equal(await articleLinks.count(), 20));
  assert.deepEqual(await seriousViolations(page), []);

  await page.getByRole('button', { name: 'Show more news' }).click();
  await page.getByRole('link', { name: 'How project surveys earn your points' }).waitFor();
  await expectEventually(async () => assert.equal(await articleLinks.count(), 21));
  await expectEventually(async () =>
    assert.equal(await page.getByRole('button', { name: 'Show more news' }).count(), 0),
  );
});

test('an article shows its text, and script in its stored HTML does not run', async () => {
  await page.getByRole('link', { name: PROBE_TITLE }).click();
  await page.getByRole('heading', { level: 1, name: PROBE_TITLE }).waitFor();
  await page
    .getByText('Articles are written by the club team and checked before they appear in the app.')
    .waitFor();
  const uuid = new URL(page.url()).pathname.split('/').pop() ?? '';

  // The server really sends the probe: the test would fail if the app rendered it unsanitised.
  const stored = await page.evaluate(async (id) => {
    const raw = localStorage.getItem('token') ?? '';
    const token = raw.startsWith('{') ? (JSON.parse(raw) as { token: string }).token : raw;
    const res = await fetch(`/api/v1/content/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { content: { text: string } }).content.text;
  }, uuid);
  assert.match(stored, /onerror=/);
  assert.match(stored, /<script>/);

  await page.waitForLoadState('networkidle');
  assert.equal(await page.evaluate(() => (window as { __xss?: unknown }).__xss), undefined);
  await expectEventually(async () =>
    assert.equal(await page.locator('.article__body [onerror], .article__body script').count(), 0),
  );
  assert.deepEqual(await seriousViolations(page), []);

  await page.getByRole('button', { name: 'Back' }).click();
  await page.waitForURL('**/news');
});

test('resources list the Polish links and tutorial videos with a description to expand', async () => {
  await page.goto('/resources');
  await page.getByRole('heading', { level: 1, name: 'Resources' }).waitFor();
  const guides = page.getByRole('link', { name: /Installation guides/ });
  await guides.waitFor();
  await expectEventually(async () =>
    assert.equal(await guides.getAttribute('href'), 'https://www.skylight.example/pl/instrukcje-montazu'),
  );

  const card = page.locator('.video-card', { hasText: 'Fitting a roof window in a tiled roof' });
  await card.waitFor();
  const watch = card.getByRole('link', { name: /Watch “Fitting a roof window in a tiled roof” on YouTube/ });
  await expectEventually(async () =>
    assert.match((await watch.getAttribute('href')) ?? '', /^https:\/\/www\.youtube\.com\/watch\?v=/),
  );
  // Polish videos show to a Polish installer, Czech ones do not.
  await page.getByRole('heading', { name: 'Montaż okna dachowego w dachu z blachodachówki' }).waitFor();
  await expectEventually(async () =>
    assert.equal(await page.getByRole('heading', { name: 'Montáž střešního okna do tašek' }).count(), 0),
  );

  const description = card.locator('.video-card__description');
  const collapsed = await description.evaluate((el) => el.clientHeight);
  const more = card.getByRole('button', { name: 'More' });
  await more.click();
  const less = card.getByRole('button', { name: 'Less' });
  await expectEventually(async () => assert.equal(await less.getAttribute('aria-expanded'), 'true'));
  assert.ok((await description.evaluate((el) => el.clientHeight)) > collapsed, 'the description opens');
  assert.deepEqual(await seriousViolations(page), []);
});
