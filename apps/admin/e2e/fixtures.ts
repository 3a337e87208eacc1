// Shared set-up of the back-office journeys: the production server (apps/web/e2e/fixtures.ts starts it,
// with a fresh database), Chromium at desktop size, and an operator signed in by e-mail code.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import {
  closeJourney,
  expectEventually,
  launchBrowser,
  readCode,
  startServer,
  type Journey,
} from '../../web/e2e/fixtures';
import { seriousViolations } from '../../web/e2e/axe';

export { closeJourney, expectEventually, readCode, seriousViolations, type Journey };

/** The demo operators (apps/api/src/db/seed/demo-data.ts), one per role. */
export const OPERATORS = {
  admin: 'admin@installer.club.example',
  support: 'support@installer.club.example',
  content: 'content@installer.club.example',
  fulfilment: 'fulfilment@installer.club.example',
} as const;

/** Desktop first (issue 12): the screens are drawn and checked at 1280 × 800. */
export const DESKTOP = { width: 1280, height: 800 };

/**
 * A fresh server and a desktop browser page reading the back-office in English; `bypassCSP` only lets a
 * test inject axe-core, the app itself runs under the server's CSP. Close it with `closeJourney`.
 */
export async function openAdminJourney(
  options: { bypassCSP?: boolean; env?: Record<string, string> } = {},
): Promise<Journey> {
  const server = await startServer(options.env);
  const browser = await launchBrowser();
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: DESKTOP,
    locale: 'en-GB',
    bypassCSP: options.bypassCSP ?? false,
  });
  await context.addInitScript(() => {
    if (localStorage.getItem('club-admin-lang') === null) localStorage.setItem('club-admin-lang', 'en');
  });
  return { server, browser, context, page: await context.newPage() };
}

/**
 * Signs an operator in at /admin/sign-in with the code from the dev outbox, and waits for the signed-in
 * layout (their name in the header). Leaves the page where the app sent it.
 */
export async function signInOperator(
  journey: Journey,
  email: string,
  page: Page = journey.page,
): Promise<void> {
  await page.goto('/admin/sign-in');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: 'Code' }).waitFor();
  const code = await readCode(journey.server.baseUrl, email);
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/** The nav's entries, in order. */
export async function navEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await nav.waitFor();
  return nav.getByRole('link').allTextContents();
}

const SHOTS = resolve(import.meta.dirname, '..', '..', '..', '.tmp', 'admin-screens');

/** Saves the page as `.tmp/admin-screens/<name>.png`, for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SHOTS, { recursive: true });
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Fails with the list of serious and critical axe-core violations on the current screen, if any. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await seriousViolations(page);
  if (violations.length > 0) throw new Error(`${screen}: ${violations.join('; ')}`);
}
