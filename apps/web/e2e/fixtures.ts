// Shared set-up of the browser journeys: the production server on a free port with a fresh database,
// and Chromium driven by playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

export interface TestServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer ${baseUrl}/api/health within ${timeoutMs} ms`);
}

/**
 * Starts the built server (apps/api/dist) on PGlite in a temporary data folder, or on the PostgreSQL
 * database `extraEnv.DATABASE_URL` names (a journey that writes rows the app has no API for).
 *
 * When the runner prepared one (`E2E_DATA_TEMPLATE`, scripts/lib/journeys.mjs), the folder starts as a
 * copy of a data folder that a server of the same build has already migrated and seeded, so that each
 * journey file starts in a few seconds instead of creating and seeding its database again.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<TestServer> {
  const serverFile = join(repoRoot, 'apps/api/dist/server.js');
  if (!existsSync(serverFile)) throw new Error('Build first: npm run build');
  const dataDir = await mkdtemp(join(tmpdir(), 'club-e2e-'));
  const template = process.env.E2E_DATA_TEMPLATE;
  if (template && extraEnv.DATABASE_URL === undefined && extraEnv.SEED_DEMO_DATA === undefined) {
    await cp(template, dataDir, { recursive: true });
  }
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  if (extraEnv.DATABASE_URL === undefined) delete env.DATABASE_URL;
  const child = spawn(process.execPath, [serverFile], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    // a server that never became healthy must not outlive the journey that started it
    if (child.exitCode === null) child.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined; // Playwright's own browser, when installed
}

/** `extraArgs` adds switches for one journey (the fake camera of the scanner journey). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
}

/**
 * The newest one-time code sent to a phone number or e-mail address, read from the dev outbox. Waits a
 * little for the first message to a contact: the send call may still be finishing when a test asks.
 */
export async function readCode(baseUrl: string, to: string, timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    if (!res.ok) throw new Error(`outbox answered ${res.status}`);
    const messages = (await res.json()) as { body: string }[];
    const code = messages[0]?.body.match(/\b\d{5}\b/)?.[0];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No code in the outbox for ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface Journey {
  server: TestServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * A fresh server and a phone-sized browser page for one journey file; call `closeJourney` in `after`.
 * `bypassCSP` only lets a test inject axe-core; the app itself runs under the server's CSP.
 */
export async function openJourney(
  options: { bypassCSP?: boolean; browserArgs?: string[]; env?: Record<string, string> } = {},
): Promise<Journey> {
  const server = await startServer(options.env);
  const browser = await launchBrowser(options.browserArgs);
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 390, height: 844 },
    bypassCSP: options.bypassCSP ?? false,
  });
  await readInEnglish(context);
  return { server, browser, context, page: await context.newPage() };
}

/**
 * The journeys read the app in English, whatever language the demo accounts have: English is picked on
 * the phone before anyone signs in, which the next sign-in carries into the account (the account's
 * language, lib/account-language.ts). A journey about languages opens contexts of its own without this.
 */
async function readInEnglish(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (localStorage.getItem('lang') !== null) return;
    localStorage.setItem('lang', 'en');
    localStorage.setItem('langChoice', 'en');
  });
}

export async function closeJourney(journey: Journey | undefined): Promise<void> {
  await journey?.browser.close();
  await journey?.server.stop();
}

/**
 * Signs a seeded or freshly created user in through the /login screen by e-mail, with the code read from
 * the outbox, and waits until the app has left /login. Leaves the page where the app sent it. English is
 * picked on the phone first, so the journeys read the app in English whatever the account's language (the
 * sign-in carries the choice into the account); `keepAccountLanguage` signs in without picking.
 */
export async function signInByEmail(
  journey: Journey,
  email: string,
  options: { keepAccountLanguage?: boolean } = {},
): Promise<void> {
  const { page, server } = journey;
  await page.goto('/login');
  if (!options.keepAccountLanguage) {
    const wasEnglish = await page.evaluate(() => {
      const english = localStorage.getItem('lang') === 'en';
      localStorage.setItem('lang', 'en');
      localStorage.setItem('langChoice', 'en');
      return english;
    });
    if (!wasEnglish) await page.reload();
  }
  await page.getByRole('button', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  // the code form appears once the server has answered, so the code is in the outbox by then
  await page.getByRole('textbox', { name: 'Code' }).waitFor();
  const code = await readCode(server.baseUrl, email);
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The signed-in company's balance as the API reports it, read with the page's own session. */
export function companyPoints(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const raw = localStorage.getItem('token') ?? '';
    const token = raw.startsWith('{') ? (JSON.parse(raw) as { token: string }).token : raw;
    const headers = { Authorization: `Bearer ${token}` };
    const self = (await (await fetch('/api/v1/installer/user/self', { headers })).json()) as {
      company: { uuid: string };
    };
    const res = await fetch(`/api/v1/company/points/${self.company.uuid}`, { headers });
    return ((await res.json()) as { company_points: number }).company_points;
  });
}

/**
 * Retries an assertion about the screen until it passes, or throws its last failure after `timeoutMs`:
 * what a page shows right after an action (a click, a reload, an answer) arrives a moment later, and a
 * one-shot read would race it.
 */
export async function expectEventually(assertion: () => unknown, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * On /projects/add: types the street and chooses it in the address search (spec 02 §5: the street comes
 * from the search; without a search provider the typed entry is the one choice), then the postal code and,
 * when given, the city.
 */
export async function fillProjectAddress(
  page: Page,
  address: { street: string; postalCode: string; city?: string },
): Promise<void> {
  await page.getByRole('textbox', { name: 'Street and number' }).fill(address.street);
  await page
    .getByRole('list', { name: 'Address suggestions' })
    .getByRole('button', { name: `Use “${address.street}”` })
    .click();
  await page.getByRole('textbox', { name: 'Postal code' }).fill(address.postalCode);
  if (address.city) await page.getByRole('textbox', { name: 'City' }).fill(address.city);
}

/**
 * A second phone of the same journey: its own browser context (empty storage) on the journey's server.
 * `bypassCSP` only lets a test inject axe-core or read a blob: address back; the app runs under its CSP.
 */
export async function newPhone(journey: Journey, options: { bypassCSP?: boolean } = {}): Promise<Journey> {
  const context = await journey.browser.newContext({
    baseURL: journey.server.baseUrl,
    viewport: { width: 390, height: 844 },
    bypassCSP: options.bypassCSP ?? false,
  });
  return { ...journey, context, page: await context.newPage() };
}

/** A grey PNG of the given size, standing in for a phone photo of a product label. */
export function labelPhoto(width = 320, height = 240): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows[y * (width + 1) + 1 + x] = (x ^ y) & 0xff;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
