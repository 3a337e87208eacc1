// Journey: an installer delays one pending survey and opens another in the external collector, then the
// collector's window comes back to /close (spec 01 §2 Surveys, §4 Survey delay).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { closeJourney, expectEventually, openJourney, signInByEmail, type Journey } from './fixtures';

const COLLECTOR = 'https://survey.installer.club.example/s/';
const SATISFACTION = 'How do our roof windows work for you?';
const HABITS = 'Your installation habits';

interface PendingItem {
  uuid: string;
  delayed_to: string | null;
  interacted_at: string | null;
  survey_configuration: { survey_key: string };
}

let journey: Journey;
let page: Page;

before(async () => {
  journey = await openJourney({ bypassCSP: true });
  ({ page } = journey);
  // The collector is another site; it answers here with a blank page so the window has somewhere to go.
  await journey.context.route(`${COLLECTOR}**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Survey</title>' }),
  );
});

after(() => closeJourney(journey));

/** What the server keeps: the signed-in user's pending items, read with the stored session. */
const pendingOnServer = (p: Page) =>
  p.evaluate(async () => {
    const raw = localStorage.getItem('token') ?? '';
    const token = raw.startsWith('{') ? (JSON.parse(raw) as { token: string }).token : raw;
    const res = await fetch('/api/v2/surveys', { headers: { Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: PendingItem[] }).data;
  });

const surveyTitled = (title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test('the installer sees the ready surveys, and the screen has no serious accessibility problem', async () => {
  await signInByEmail(journey, 'piotr.zielinski@example.com');
  await page.goto('/surveys');
  await page.getByRole('heading', { level: 1, name: 'Surveys' }).waitFor();
  await surveyTitled(SATISFACTION).waitFor();
  await surveyTitled(HABITS).waitFor();
  await expectEventually(async () => assert.equal(await page.getByRole('article').count(), 3));
  assert.deepEqual(await seriousViolations(page), []);
});

test('a delayed survey leaves the list and stays away after a reload', async () => {
  await surveyTitled(HABITS).getByRole('button', { name: 'Remind me later' }).click();
  await surveyTitled(HABITS).waitFor({ state: 'detached' });
  await page.getByText('Saved. We will remind you about this survey later.').waitFor();

  await page.reload();
  await surveyTitled(SATISFACTION).waitFor();
  await expectEventually(async () => assert.equal(await surveyTitled(HABITS).count(), 0));
  await expectEventually(async () => assert.equal(await page.getByRole('article').count(), 2));

  const habits = (await pendingOnServer(page)).find(
    (s) => s.survey_configuration.survey_key === 'installation-habits',
  );
  const days = (Date.parse(habits?.delayed_to ?? '') - Date.now()) / 86_400_000;
  assert.ok(days > 6.9 && days <= 7, `delayed by ${days} days`);
});

test('opening a survey starts the collector in a new window with the key and the CRM id', async () => {
  const item = (await pendingOnServer(page)).find(
    (s) => s.survey_configuration.survey_key === 'product-satisfaction-2026',
  );
  assert.ok(item, 'the satisfaction survey is pending');
  const [popup] = await Promise.all([
    journey.context.waitForEvent('page'),
    surveyTitled(SATISFACTION)
      .getByRole('button', { name: /Open survey/ })
      .click(),
  ]);
  await popup.waitForURL(`${COLLECTOR}**`);
  const url = new URL(popup.url());
  assert.equal(`${url.origin}${url.pathname}`, `${COLLECTOR}product-satisfaction-2026`);
  assert.equal(url.searchParams.get('key'), item.uuid);
  assert.equal(url.searchParams.get('crm'), 'PL-104233');
  assert.equal(url.searchParams.get('company'), 'Dachy Nowak Sp. z o.o.');
  assert.equal(url.searchParams.get('country'), 'PL');
  assert.equal(url.searchParams.get('lang'), 'en');
  // noopener: the collector gets no handle on the app's window.
  assert.equal(await popup.evaluate(() => window.opener), null);
  await popup.close();

  await surveyTitled(SATISFACTION).waitFor({ state: 'detached' });
  const saved = (await pendingOnServer(page)).find((s) => s.uuid === item.uuid);
  assert.ok(saved?.interacted_at, 'opening is saved');
  // spec 01 §2: the survey is answered in its window, which ends on /close; the list says so, with a way
  // back to the survey should the window not have opened
  await page
    .getByText(
      'The survey opened in a new window. When you have answered it, close that window to come back here.',
    )
    .waitFor();
  assert.equal(await page.getByText('Saved. We will remind you about this survey later.').count(), 0);
  const again = page.getByRole('link', { name: 'Did it not open? Open the survey' });
  assert.equal(await again.getAttribute('href'), url.toString());
});

test('home shows the first survey still ready in its card', async () => {
  await page.goto('/');
  const card = page.locator('section[aria-labelledby="home-survey-title"]');
  await card.getByText('The new flashing kit: your feedback').waitFor();
  await card.getByText('Your opinion counts').waitFor();
});

test('the collector returns to /close?source=survey, which thanks for the survey', async () => {
  await page.goto('/close?source=survey');
  await page.getByRole('heading', { level: 1, name: 'Thank you for completing the survey' }).waitFor();
  await page.getByRole('button', { name: 'Close window' }).waitFor();
  assert.deepEqual(await seriousViolations(page), []);
});
