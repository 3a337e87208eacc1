// Journey: the home screen of an installer (consent prompt, points, tiers, expire notice, e-mail
// verification) and of the owner, on the demo PL company (balance 205, 160 of it expiring).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { seriousViolations } from './axe';
import {
  closeJourney,
  expectEventually,
  openJourney,
  signInByEmail,
  type Journey,
  type TestServer,
} from './fixtures';

let journey: Journey;
let server: TestServer;
let page: Page;

const INSTALLER = 'piotr.zielinski@example.com';
const OWNER = 'jan.nowak@example.com';

/**
 * spec 01 §9: the expire notice shows from October on. The browser's clock is held in November; it is
 * never put ahead of the real time, so the access token the server signs never looks expired.
 */
function novemberNow(): Date {
  const now = new Date();
  return now.getMonth() >= 9 ? now : new Date(now.getFullYear() - 1, 10, 22, 10, 0, 0);
}

before(async () => {
  journey = await openJourney({ bypassCSP: true });
  ({ server, page } = journey);
  await page.clock.setFixedTime(novemberNow());
});

after(() => closeJourney(journey));

const consentDialog = () => page.getByRole('dialog', { name: 'Stay up to date' });
const pointsCard = () => page.getByRole('region', { name: 'Company points' });
const verifyHeading = () => page.getByRole('heading', { name: 'Confirm your e-mail address' });
const expiryHeading = () => page.getByRole('heading', { name: 'Points about to expire' });

/** What the server keeps for the signed-in user, read with the page's own session. */
function storedSelf(p: Page) {
  return p.evaluate(async () => {
    const raw = localStorage.getItem('token') ?? '';
    const token = raw.startsWith('{') ? (JSON.parse(raw) as { token: string }).token : raw;
    const res = await fetch('/api/v1/installer/user/self', { headers: { Authorization: `Bearer ${token}` } });
    return (await res.json()) as { email_consent: number; phone_consent: number; options: string };
  });
}

async function outboxCount(to: string): Promise<number> {
  const res = await fetch(`${server.baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as unknown[]).length;
}

test('the installer is asked for the marketing consents once', async () => {
  await signInByEmail(journey, INSTALLER);
  await consentDialog().waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'home with the consent dialog');

  await consentDialog()
    .getByRole('checkbox', { name: /by e-mail/ })
    .check();
  await consentDialog().getByRole('button', { name: 'Save' }).click();
  await consentDialog().waitFor({ state: 'detached' });

  const self = await storedSelf(page);
  assert.equal(self.email_consent, 1);
  assert.equal(self.phone_consent, 0);
  assert.equal((JSON.parse(self.options) as { consentSeen?: boolean }).consentSeen, true);

  await page.reload();
  await verifyHeading().waitFor();
  await expectEventually(async () =>
    assert.equal(await consentDialog().count(), 0, 'not asked again after a reload'),
  );
});

test('the installer sees the company points and the tiers, which lead to /balance', async () => {
  await pointsCard().getByText('205 points').waitFor();
  const bar = page.getByRole('progressbar', { name: 'Progress in Category 1' });
  await expectEventually(async () =>
    assert.ok(
      Number(await bar.getAttribute('aria-valuenow')) > 0,
      'the demo company has scans in category 1',
    ),
  );
  assert.deepEqual(await seriousViolations(page), [], 'home without a dialog');

  await page.getByRole('link', { name: 'Points and tiers' }).click();
  await page.waitForURL('**/balance');
  await page.goBack();
  await pointsCard().waitFor();
});

test('the expire notice shows the points to expire and stays away once dismissed', async () => {
  await expiryHeading().waitFor();
  await expectEventually(async () =>
    assert.match((await page.getByText(/^Earned in \d{4}, expiring on/).textContent()) ?? '', /160 points/),
  );
  await page.getByRole('button', { name: 'Hide notice' }).click();
  await expiryHeading().waitFor({ state: 'detached' });

  await page.reload();
  await pointsCard().getByText('205 points').waitFor();
  await verifyHeading().waitFor();
  await expectEventually(async () =>
    assert.equal(await expiryHeading().count(), 0, 'still hidden after a reload'),
  );
});

test('the installer starts the e-mail verification from the warning', async () => {
  const before = await outboxCount(INSTALLER);
  await page.getByRole('button', { name: 'Send confirmation e-mail' }).click();
  await page.waitForURL('**/verify-email');
  // the message may be queued a moment after the answer
  const deadline = Date.now() + 5000;
  while ((await outboxCount(INSTALLER)) === before && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
  }
  assert.equal(await outboxCount(INSTALLER), before + 1, 'a verification message was sent');
});

test('the owner gets neither the consent dialog nor the verification warning', async () => {
  await page.evaluate(() => localStorage.clear());
  await signInByEmail(journey, OWNER);
  await pointsCard().getByText('205 points').waitFor();
  await page.getByRole('progressbar', { name: 'Progress in Category 1' }).waitFor();
  await expectEventually(async () => assert.equal(await consentDialog().count(), 0));
  await expectEventually(async () => assert.equal(await verifyHeading().count(), 0));
});

test('home keeps still while its cards arrive: the layout shifts add up to almost nothing', async () => {
  // the points and the tiers answer late and the news early: the order that pushed the news off the screen
  const late = (route: Route) => void setTimeout(() => void route.continue(), 1500);
  await page.route('**/api/v1/company/points/**', late);
  await page.route('**/api/v2/tiers/history**', late);
  try {
    // signed in as the owner by the test before; on its own, the test signs in first
    await page.goto('/settings');
    if (!(await page.evaluate(() => localStorage.getItem('token') !== null))) {
      await signInByEmail(journey, OWNER);
    }
    await page.goto('/');
    await page.getByRole('progressbar', { name: 'Progress in Category 1' }).waitFor();
    await page.getByRole('heading', { name: 'Latest news' }).waitFor();
    // Cumulative Layout Shift as the browser counts it, from the page's start (buffered entries)
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as {
              value: number;
              hadRecentInput: boolean;
            }[]) {
              if (!entry.hadRecentInput) sum += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(sum), 1000);
        }),
    );
    assert.ok(shift <= 0.02, `layout shift ${shift.toFixed(3)} on home, at most 0.02`);
  } finally {
    await page.unrouteAll();
  }
});
