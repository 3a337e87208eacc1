#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) on the production
// build, three runs per page, medians printed: /login, /register and the signed-in home. Figures, not
// verdicts: not part of `npm test`. Needs Chromium (CHROMIUM_PATH, else /usr/bin/chromium).
//   npm run lighthouse                 all three pages
//   LIGHTHOUSE_RUNS=5 npm run lighthouse
//   LIGHTHOUSE_PAGES=/login,home npm run lighthouse     only the pages named (comma-separated: path or short name)
//   LIGHTHOUSE_SAVE=/tmp/lhr.json …  keeps the last run's full report (which element was the largest paint, and when)
// Targets for /login: LCP ≤ 1.2 s, score ≥ 99, TBT ≤ 50 ms, CLS ≤ 0.02.
import * as chromeLauncher from 'chrome-launcher';
import { existsSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build } from './lib/build.mjs';
import { signIn, startServer } from './lib/server.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DEMO_EMAIL = 'jan.nowak@example.com';
const PAGES = [
  { name: '/login', path: '/login', key: 'login' },
  { name: '/register', path: '/register', key: 'register' },
  { name: 'home (signed in)', path: '/', key: 'home', signedIn: true },
];
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');
const MEASURED = ONLY
  ? PAGES.filter((page) => [page.path, page.name, page.key].some((name) => ONLY.includes(name)))
  : PAGES;
if (MEASURED.length === 0) {
  console.error(`LIGHTHOUSE_PAGES names no page; known: ${PAGES.map((page) => page.key).join(', ')}`);
  process.exit(1);
}
const LOGIN_TARGET = { lcpMs: 1200, score: 99, tbtMs: 50, cls: 0.02 };

const chromePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    jsKb: (scripts?.transferSize ?? 0) / 1000,
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => `${item.score?.toFixed(3)} ${item.node?.snippet ?? '?'}`),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
  };
}

/**
 * Puts the session where the app keeps it, opens home once as a phone that signed in before would have
 * (the account's language is then the phone's: the measured load does not switch languages halfway), and
 * empties everything else Lighthouse would have reset (the HTTP cache, the service worker and its
 * caches), so that the signed-in home is measured cold too.
 */
async function storeSession(port, base, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${base}/settings`);
  await page.evaluate((value) => localStorage.setItem('token', value), JSON.stringify(session));
  await page.goto(`${base}/`);
  await page.locator('.home-card--points').waitFor();
  await page.waitForFunction(() => localStorage.getItem('accountLanguage') !== null);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: base,
    storageTypes: 'service_workers,cache_storage,indexeddb',
  });
  await page.close();
  await browser.close();
}

if (build({ onlyIfStale: true }) !== 0) process.exit(1);
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const session = await signIn(server.base, DEMO_EMAIL);
  const results = [];
  for (const target of MEASURED) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      if (target.signedIn) await storeSession(chrome.port, server.base, session);
      const result = await lighthouse(
        server.base + target.path,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // the signed-in home needs the stored session; the other pages start from empty storage
          disableStorageReset: Boolean(target.signedIn),
        },
        undefined,
      );
      runs.push(figures(result.lhr));
      if (process.env.LIGHTHOUSE_SAVE) writeFileSync(process.env.LIGHTHOUSE_SAVE, JSON.stringify(result.lhr));
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    results.push({
      name: target.name,
      score: pick('score'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      si: pick('si'),
      jsKb: pick('jsKb'),
      lcpElement: runs[0].lcpElement,
      shifts: runs[0].shifts,
    });
  }
  console.log(`\nLighthouse ${RUNS} runs per page, mobile preset (slow 4G, 4× CPU), medians`);
  const head = ['page', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'JS kB'];
  console.log(
    `  ${head[0].padEnd(20)}${head
      .slice(1)
      .map((h) => h.padStart(9))
      .join('')}`,
  );
  for (const r of results) {
    const cells = [r.score, r.fcp, r.lcp, r.tbt].map((v) => String(Math.round(v)).padStart(9));
    console.log(
      `  ${r.name.padEnd(20)}${cells.join('')}${r.cls.toFixed(3).padStart(9)}${String(Math.round(r.si)).padStart(9)}${r.jsKb.toFixed(1).padStart(9)}`,
    );
  }
  for (const r of results) {
    if (r.lcpElement) console.log(`  ${r.name}: LCP element ${r.lcpElement}`);
    for (const shift of r.shifts) console.log(`  ${r.name}: layout shift ${shift}`);
  }
  const login = results.find((r) => r.name === '/login');
  const met =
    login &&
    login.lcp <= LOGIN_TARGET.lcpMs &&
    login.score >= LOGIN_TARGET.score &&
    login.tbt <= LOGIN_TARGET.tbtMs &&
    login.cls <= LOGIN_TARGET.cls;
  if (login)
    console.log(
      `  /login target (LCP ≤ ${LOGIN_TARGET.lcpMs} ms, score ≥ ${LOGIN_TARGET.score}, TBT ≤ ${LOGIN_TARGET.tbtMs} ms, CLS ≤ ${LOGIN_TARGET.cls}): ${met ? 'met' : 'NOT met'}`,
    );
  console.log('  (JS kB: transferred over plain HTTP, where Chromium asks for gzip, not brotli)');
} finally {
  await chrome.kill();
  await server.stop();
}
