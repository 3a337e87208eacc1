// Journey: a content operator writes a news article for Poland in Polish with a picture and publishes it
// now; a Polish installer finds it on the app's home and in the news list with the picture. An article
// whose HTML carries an event handler is stored without it; the surveys of a region are listed. An
// English translation of the article reaches an installer reading English, and goes again.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { signInByEmail } from '../../web/e2e/fixtures';
import {
  closeJourney,
  DESKTOP,
  expectAccessible,
  expectEventually,
  navEntries,
  openAdminJourney,
  OPERATORS,
  screenshot,
  signInOperator,
  type Journey,
} from './fixtures';

/** A 32×18 red PNG, sent under a .jpg name: the server goes by its bytes. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAASCAIAAAC1qksFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAKElEQVQ4jWM4YKlNU8QwaoHlaBBpj6aiA6MZTXu0qDgwWppa0rbCAQBScJEfM067MAAAAABJRU5ErkJggg==',
  'base64',
);
const TITLE = 'Nowe kołnierze do okien dachowych już w sprzedaży';
const PROBE = 'Artykuł z niebezpiecznym kodem';
const TITLE_EN = 'New flashings for roof windows now on sale';

let journey: Journey;
let page: Page;

before(async () => {
  journey = await openAdminJourney({ bypassCSP: true });
  ({ page } = journey);
  await signInOperator(journey, OPERATORS.content);
});

after(() => closeJourney(journey));

async function startArticle(title: string) {
  await page.goto('/admin/content');
  await page.getByRole('link', { name: 'Write new' }).click();
  await page.getByRole('heading', { level: 1, name: 'New item' }).waitFor();
  // the header has a language switch of its own
  const form = page.locator('form');
  await form.getByLabel('Region').selectOption({ label: 'Poland' });
  await form.getByLabel('Language').selectOption({ label: 'PL' });
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
}

test('a content operator sees content and surveys, and the list of news', async () => {
  assert.deepEqual(
    (await navEntries(page)).filter((entry) => ['Content', 'Surveys'].includes(entry)),
    ['Content', 'Surveys'],
  );
  await page.goto('/admin/content');
  await page.getByRole('link', { name: 'Szkolenie montażowe w Krakowie – zapisy otwarte' }).waitFor();
  await expectAccessible(page, 'content list');
  await screenshot(page, 'content-list');
});

test('a refused article shows the server’s message on its field', async () => {
  await startArticle('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  const title = page.getByRole('textbox', { name: 'Title' });
  await expectEventually(async () => assert.equal(await title.getAttribute('aria-invalid'), 'true'));
  await page.getByText('Enter a title.').waitFor();
});

test('a Polish article with a picture, published now, reaches a Polish installer’s home', async () => {
  await startArticle(TITLE);
  await page.getByRole('textbox', { name: 'Text' }).fill('Kołnierze pasują do wszystkich okien dachowych.');
  await page
    .getByLabel('Picture')
    .setInputFiles({ name: 'okno.jpg', mimeType: 'image/jpeg', buffer: PICTURE });
  const preview = page.getByRole('img', { name: 'The picture as installers will see it' });
  await preview.waitFor();
  await expectEventually(async () =>
    assert.ok(await preview.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)),
  );
  await expectAccessible(page, 'content editor');
  await screenshot(page, 'content-editor');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`“${TITLE}” is saved.`).waitFor();
  const imageUrl = await preview.getAttribute('src');
  assert.match(imageUrl ?? '', /^\/api\/v1\/content\/images\//);

  await page.goto('/admin/content');
  await page.getByRole('link', { name: TITLE }).waitFor();

  // the Polish installer, on a phone
  const context = await journey.browser.newContext({
    baseURL: journey.server.baseUrl,
    viewport: { width: 390, height: 844 },
  });
  const phone = await context.newPage();
  try {
    await signInByEmail({ ...journey, context, page: phone }, 'piotr.zielinski@example.com');
    await phone.goto('/');
    const latest = phone.getByRole('region', { name: 'Latest news' });
    await latest.getByRole('link', { name: TITLE }).waitFor();
    const img = latest
      .locator('.news-card', { has: phone.getByRole('link', { name: TITLE }) })
      .locator('img');
    assert.equal(await img.getAttribute('src'), imageUrl);
    // a card's picture loads lazily: in view, and with the time a busy machine takes
    await img.scrollIntoViewIfNeeded();
    await expectEventually(
      async () => assert.ok(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)),
      30_000,
    );
    await phone.goto('/news');
    await phone.getByRole('link', { name: TITLE }).waitFor();
  } finally {
    await context.close();
  }
});

test('an English translation of the article reaches an installer reading English, and goes again', async () => {
  await page.goto('/admin/content');
  await page.getByRole('link', { name: TITLE }).click();
  const section = page.getByRole('region', { name: 'Translations' });
  await section.getByText('No translation yet.').waitFor();
  await section.getByRole('button', { name: 'Add a translation' }).click();
  const dialog = page.getByRole('dialog', { name: 'A new translation' });
  await dialog.getByLabel('Language').selectOption({ label: 'EN' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE_EN);
  await dialog
    .getByRole('textbox', { name: 'Text (optional)' })
    .fill('Flashings that fit every roof window.');
  await expectAccessible(page, 'translation dialog');
  await screenshot(page, 'content-translation');
  await dialog.getByRole('button', { name: 'Save the translation' }).click();
  await section.getByText('The EN translation is saved.').waitFor();
  await section.getByRole('listitem').filter({ hasText: TITLE_EN }).waitFor();
  assert.equal(await dialog.count(), 0);

  // a phone in Poland that reads English (the journeys pick it before signing in)
  const context = await journey.browser.newContext({
    baseURL: journey.server.baseUrl,
    viewport: { width: 390, height: 844 },
  });
  const phone = await context.newPage();
  try {
    // another reader of the same region than the previous test's, whose code was just sent
    await signInByEmail({ ...journey, context, page: phone }, 'jan.nowak@example.com');
    await phone.goto('/news');
    await phone.getByRole('link', { name: TITLE_EN }).click();
    await phone.getByText('Flashings that fit every roof window.').waitFor();

    await section.getByRole('button', { name: 'Remove EN' }).click();
    await page
      .getByRole('dialog', { name: 'Remove the EN translation?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await section.getByText('The EN translation is removed.').waitFor();
    await section.getByText('No translation yet.').waitFor();
    await phone.goto('/news');
    await phone.getByRole('link', { name: TITLE }).waitFor();
    assert.equal(await phone.getByRole('link', { name: TITLE_EN }).count(), 0);
  } finally {
    await context.close();
  }
});

test('an article whose HTML has an event handler is stored without it', async () => {
  await startArticle(PROBE);
  await page.getByRole('button', { name: 'HTML' }).click();
  await page
    .getByRole('textbox', { name: 'Text' })
    .fill('<p>Uwaga na dachu.</p><img src=x onerror="window.__xss=1">');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`“${PROBE}” is saved.`).waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Edit item' }).waitFor();
  await page.getByRole('button', { name: 'HTML' }).click();
  const stored = await page.getByRole('textbox', { name: 'Text' }).inputValue();
  assert.match(stored, /Uwaga na dachu\./);
  assert.doesNotMatch(stored, /onerror/);
  assert.equal(await page.evaluate(() => (window as { __xss?: unknown }).__xss), undefined);
});

test('the surveys of every region, with their collector link', async () => {
  await page.goto('/admin/surveys');
  await page.getByRole('heading', { level: 1, name: 'Surveys' }).waitFor();
  await page
    .getByRole('link', { name: 'Open product-satisfaction-2026 in the collector (new tab)' })
    .waitFor();
  await expectAccessible(page, 'surveys');
  await screenshot(page, 'surveys');
});

test('the editor runs under the server’s CSP without a violation', async () => {
  // a context of its own without bypassCSP: the policy the server sends is in force
  // and the operator's session, as the signed-in page holds it
  const context = await journey.browser.newContext({
    baseURL: journey.server.baseUrl,
    viewport: DESKTOP,
    storageState: await journey.context.storageState(),
  });
  await context.addInitScript(() => {
    localStorage.setItem('club-admin-lang', 'en');
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = ((window as { __violations?: string[] }).__violations ??= []);
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const strict = await context.newPage();
  const console: string[] = [];
  strict.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  try {
    await strict.goto('/admin/content/new');
    const text = strict.getByRole('textbox', { name: 'Text' });
    await text.click();
    await strict.keyboard.type('Pierwszy akapit');
    await strict.getByRole('button', { name: 'Bulleted list' }).click();
    await expectEventually(async () =>
      assert.equal(await text.locator('ul li', { hasText: 'Pierwszy akapit' }).count(), 1),
    );
    assert.deepEqual(
      await strict.evaluate(() => (window as { __violations?: string[] }).__violations ?? []),
      [],
    );
    assert.deepEqual(console, []);
  } finally {
    await context.close();
  }
});
