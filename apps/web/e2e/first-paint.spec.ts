// Journey: the first screen before the JavaScript arrives. /login is rendered to HTML at build time in every
// language and served in the saved language, else the one the browser asks for; the app then hydrates
// that markup without a mismatch, and no page breaks the content security policy (no eval probe).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { closeJourney, expectEventually, openJourney, signInByEmail, type Journey } from './fixtures';

const OWNER = 'jan.nowak@example.com';

let journey: Journey;

before(async () => {
  // the server's CSP applies: this journey checks that nothing violates it
  journey = await openJourney();
});

after(() => closeJourney(journey));

async function loginHtml(headers: Record<string, string>): Promise<{ html: string; response: Response }> {
  const response = await fetch(`${journey.server.baseUrl}/login`, {
    headers: { accept: 'text/html', ...headers },
  });
  assert.equal(response.status, 200);
  return { html: await response.text(), response };
}

/** The page's console errors and warnings, uncaught errors and CSP violations, as they happen. */
async function watch(page: Page) {
  const problems: string[] = [];
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
    // the first heading the parser puts into the page: hydration keeps this very node
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('#root h1');
      if (!heading) return;
      (window as unknown as { firstHeading: Element }).firstHeading = heading;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  return { problems, violations };
}

test('the /login HTML holds the sign-in screen in the saved language, else the browser’s', async () => {
  const polish = await loginHtml({ 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.5' });
  assert.match(polish.html, /<html lang="pl"/);
  assert.match(polish.html, /<h1 class="page__title">Zaloguj się<\/h1>/);
  assert.match(polish.html, />Telefon<\/button>/);
  assert.match(polish.html, /<title>Zaloguj się · Installer Club<\/title>/);
  assert.equal(polish.response.headers.get('cache-control'), 'no-cache');
  assert.match(polish.response.headers.get('vary') ?? '', /accept-language/i);
  assert.match(polish.response.headers.get('vary') ?? '', /cookie/i);

  // the language chosen in the settings wins over the browser's
  const czech = await loginHtml({ 'accept-language': 'pl-PL,pl;q=0.9', cookie: 'lang=cs' });
  assert.match(czech.html, /<html lang="cs"/);
  assert.match(czech.html, /<h1 class="page__title">Přihlásit se<\/h1>/);

  const other = await loginHtml({ 'accept-language': 'de-DE,de;q=0.9,fr;q=0.8' });
  assert.match(other.html, /<html lang="en"/);
  assert.match(other.html, /<h1 class="page__title">Sign in<\/h1>/);
});

test('without JavaScript, /login already shows the sign-in screen', async () => {
  const context = await journey.browser.newContext({
    baseURL: journey.server.baseUrl,
    viewport: { width: 360, height: 740 },
    javaScriptEnabled: false,
    locale: 'pl-PL',
  });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Zaloguj się' }).waitFor();
    await page.getByRole('button', { name: 'Telefon' }).waitFor();
    await page.getByRole('link', { name: 'Zarejestruj firmę' }).waitFor();
  } finally {
    await context.close();
  }
});

test('the app hydrates the prerendered /login without a mismatch, and it works', async () => {
  const context = await journey.browser.newContext({
    baseURL: journey.server.baseUrl,
    viewport: { width: 390, height: 844 },
    locale: 'pl-PL',
  });
  try {
    const page = await context.newPage();
    const { problems, violations } = await watch(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'E-mail' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).waitFor();
    assert.equal(
      await page.evaluate(
        () => (window as unknown as { firstHeading?: Element }).firstHeading === document.querySelector('h1'),
      ),
      true,
      'the heading painted from the HTML is the one React kept',
    );
    assert.equal(await page.evaluate(() => document.title), 'Zaloguj się · Installer Club');
    assert.deepEqual(problems, []);
    assert.deepEqual(violations, []);
  } finally {
    await context.close();
  }
});

test('the scripts start after the page has painted, and a tap made before they arrive is not lost', async () => {
  const context = await journey.browser.newContext({
    baseURL: journey.server.baseUrl,
    viewport: { width: 360, height: 740 },
    locale: 'en-GB',
  });
  try {
    const page = await context.newPage();
    const { problems, violations } = await watch(page);
    // the app's code is held back until the person has tapped
    let release: () => void = () => undefined;
    const tapped = new Promise<void>((resolve) => (release = resolve));
    const heldBack: string[] = [];
    await page.route('**/assets/*.js', async (route) => {
      heldBack.push(route.request().url());
      await tapped;
      await route.continue();
    });
    const html = await (
      await fetch(`${journey.server.baseUrl}/login`, { headers: { accept: 'text/html' } })
    ).text();
    assert.doesNotMatch(
      html,
      /<script type="module"/,
      'no script in the HTML blocks or competes with the paint',
    );
    assert.doesNotMatch(html, /rel="modulepreload"/);

    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Phone' }).click();
    assert.ok(heldBack.length > 0, 'the loader asked for the scripts once the page was painted');
    assert.equal(await page.getByRole('textbox').count(), 0, 'nothing has run yet');
    release();
    // the tap is given to the app once it listens: the phone form opens as if the app had been there
    await page.getByRole('textbox', { name: /phone/i }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Phone' }).getAttribute('aria-pressed'), 'true');
    assert.deepEqual(problems, []);
    assert.deepEqual(violations, []);
  } finally {
    await context.close();
  }
});

test('signing in and opening signed-in screens breaks no rule of the CSP', async () => {
  const { page } = journey;
  const { problems, violations } = await watch(page);
  await signInByEmail(journey, OWNER);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  await page.goto('/projects/add');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.goto('/user/edit');
  await page.getByRole('heading', { level: 1 }).waitFor();
  assert.deepEqual(violations, []);
  assert.deepEqual(
    problems.filter((text) => !/Failed to load resource/.test(text)),
    [],
  );
});

test('offline, the service worker answers /login with the prerendered page of the saved language', async () => {
  const { page, context } = journey;
  await page.goto('/settings/language');
  await page.getByRole('radio', { name: 'Polski' }).check();
  await page.waitForFunction(() => document.documentElement.lang === 'pl');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Wyloguj się' }).click();
  await page.waitForURL('**/login');

  await (context as BrowserContext).setOffline(true);
  try {
    const response = await page.goto('/login');
    assert.ok(response?.fromServiceWorker(), 'answered by the service worker');
    assert.match((await response?.text()) ?? '', /<h1 class="page__title">Zaloguj się<\/h1>/);
    await page.getByRole('button', { name: 'E-mail' }).click();
    await expectEventually(async () =>
      assert.equal(await page.getByRole('textbox', { name: 'E-mail' }).count(), 1),
    );
  } finally {
    await (context as BrowserContext).setOffline(false);
  }
});
