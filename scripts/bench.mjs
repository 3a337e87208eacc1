#!/usr/bin/env node
// `npm run bench`: throughput and latency of the production server on a fresh database, and the size of
// the JavaScript the first screen loads. Not part of `npm test`: figures, not verdicts.
//   npm run bench                                                       PGlite in a temporary folder
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench   a fresh database on that server
//   BENCH_SECONDS (10) and BENCH_CONNECTIONS (50) change the load; BENCH_ONLY=<part of a route's name>
//   measures only those routes (with the ceiling and the floor), without the bulk save.
// Targets, on PostgreSQL at 50 connections, against the floor (GET /api/health: one `select 1` on the
// same database, the least any database-backed request can cost): single-object reads (self, the points
// summary, a project's detail) ≥ 60 % of the floor's req/s, lists (20 projects) ≥ 40 %, p99 < 25 ms.
// The back-office review queue (20 projects a page with their products and risk signals, decision 017),
// read by an operator: p99 < 100 ms.
// A route with a floor target is measured in BENCH_ROUNDS (3) rounds, each a burst of the floor and a
// burst of the route side by side (their order alternating), and its share of the floor is the median of
// the rounds' shares: a shared machine's speed drifts by half within minutes, and a floor measured once,
// minutes before, would measure that drift instead of the route.
// The figures are printed with their verdicts; the exit code stays 0.
// The operators' company search runs on 10,000 more companies (seed --companies), target p99 < 100 ms.
// Then the offline backlog: POST /api/v1/scans/bulk with 1,000 new scans in one call, target < 150 ms
// (one set insert, no query per item), and the same batch replayed (every item answers `valid` again).
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { crc32, deflateSync } from 'node:zlib';
import { join } from 'node:path';
import { build, root } from './lib/build.mjs';
import { signIn, startServer } from './lib/server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.env.BENCH_ONLY;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

const SINGLE = { ofFloor: 0.6, p99Ms: 25 };
const LIST = { ofFloor: 0.4, p99Ms: 25 };
const REVIEW_QUEUE = { ofFloor: 0, p99Ms: 100 };
const BULK_COMPANIES = 10_000;
const COMPANY_SEARCH = { ofFloor: 0, p99Ms: 100 };

// Bare JSON route of the same Fastify app (the machine's ceiling), the floor of any database-backed
// request, then each endpoint under test; `:company` and `:project` are filled in after sign-in.
const TARGETS = [
  { name: 'bare JSON (GET /api/health/live)', path: '/api/health/live', ceiling: true },
  { name: 'GET /api/v1/config/public', path: '/api/v1/config/public' },
  { name: 'floor: GET /api/health (select 1)', path: '/api/health', floor: true },
  { name: 'GET user/self', path: '/api/v1/installer/user/self', signedIn: true, target: SINGLE },
  { name: 'GET points summary', path: '/api/v1/company/points/:company', signedIn: true, target: SINGLE },
  { name: 'GET projects (20 a page)', path: '/api/v1/projects?limit=20', signedIn: true, target: LIST },
  {
    name: 'GET project detail (10 products)',
    path: '/api/v1/projects/:project',
    signedIn: true,
    target: SINGLE,
  },
  {
    name: 'GET admin company search (name part)',
    path: '/api/admin/companies?q=nowak%201&limit=20',
    operator: true,
    target: COMPANY_SEARCH,
  },
  {
    name: 'GET admin company search (region, e-mail)',
    path: '/api/admin/companies?q=biuro12&region_id=10&limit=20',
    operator: true,
    target: COMPANY_SEARCH,
  },
  { name: 'GET shop products (12 a page)', path: '/api/v1/shop/products', signedIn: true, target: LIST },
  {
    name: 'GET shop product detail',
    path: '/api/v1/shop/products/:shopProduct',
    signedIn: true,
    target: SINGLE,
  },
  {
    name: 'GET shop cart (10 products)',
    path: '/api/v1/shop/cart?uuids=:cart',
    signedIn: true,
    target: LIST,
  },
  {
    name: 'GET review queue (20 a page, operator)',
    path: '/api/admin/projects/review?limit=20',
    operator: true,
    target: REVIEW_QUEUE,
  },
];

// POST /api/v1/orders, each request with a new idempotency key (one variant, 180 points): a transaction
// that locks the variant and the company, so orders of one company (and of one variant) queue behind each
// other: the figure is that queue's throughput. 10 connections of ONE company buying ONE variant is far
// beyond a real company's pace (an order a day); target p99 < 250 ms and nothing refused.
const ORDER = { p99Ms: 250, connections: 10 };
const BENCH_ORDER_SKU = 'BR-LEVEL-120-STD';

// The demo owner signs in the way the app does; the code is read from the outbox (not in production).
const DEMO_EMAIL = 'jan.nowak@example.com';
const DEMO_OPERATOR_EMAIL = 'admin@installer.club.example';

const PROJECTS = 20;
const PRODUCTS_PER_PROJECT = 10;

/** 20 projects of 10 products each for the demo company, so that the list and the detail are full. */
async function seedProjects(base, token) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let serial = 2 * 10 ** 11 + Math.floor(Math.random() * 10 ** 10);
  let last;
  for (let i = 0; i < PROJECTS; i++) {
    const res = await fetch(`${base}/api/v1/projects`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ streetName: `ul. Pomiarowa ${i + 1}`, postalCode: '00-001', city: 'Warszawa' }),
    });
    if (!res.ok) throw new Error(`creating a project answered ${res.status}`);
    last = await res.json();
    const items = Array.from({ length: PRODUCTS_PER_PROJECT }, () => ({
      client_id: crypto.randomUUID(),
      projects_id: last.uuid,
      serial_number: String(serial++),
      type: 'GGL',
      size: 'MK04',
      variant: '2070',
      is_unique: true,
    }));
    const bulk = await fetch(`${base}/api/v1/scans/bulk`, {
      method: 'POST',
      headers,
      body: JSON.stringify(items),
    });
    if (!bulk.ok) throw new Error(`saving products answered ${bulk.status}`);
  }
  return last.uuid;
}

const PL_SURVEY = {
  response: [
    { question_id: 11, answer_id: 71 },
    { question_id: 13, answer_id: 80 },
    { question_id: 14, answer_id: 91 },
    { question_id: 15, answer_id: 92 },
    { question_id: 113, answer_id: 106 },
  ],
};
const IN_REVIEW = 30;

function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/** A 320×240 photo of its own for each project (blocks of colour the photo signals tell apart). */
function labelPhoto(seed) {
  const width = 320;
  const height = 240;
  const rows = Buffer.alloc((1 + width * 3) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (1 + width * 3)] = 0;
    for (let x = 0; x < width; x++) {
      const block = ((x >> 5) * 7 + (y >> 5) * 13 + seed * 31) % 97;
      const at = y * (1 + width * 3) + 1 + x * 3;
      rows[at] = (block * 53) % 256;
      rows[at + 1] = (block * 101 + seed) % 256;
      rows[at + 2] = (block * 29) % 256;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * 30 projects in review for the queue: each with a tag-photo product (its own photo) and four plain
 * products, surveyed into review as the app does it.
 */
async function seedReviewQueue(base, token) {
  const auth = { authorization: `Bearer ${token}` };
  const headers = { ...auth, 'content-type': 'application/json' };
  const post = (path, body) => fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
  let serial = 3 * 10 ** 11 + Math.floor(Math.random() * 10 ** 10);
  for (let i = 0; i < IN_REVIEW; i++) {
    const project = await (
      await post('/api/v1/projects', { streetName: `ul. Przeglądowa ${i + 1}`, postalCode: '00-001' })
    ).json();
    const form = new FormData();
    form.append('image', new Blob([labelPhoto(i)], { type: 'image/png' }), 'tag.png');
    const upload = await fetch(`${base}/api/v1/scans/images`, { method: 'POST', headers: auth, body: form });
    if (!upload.ok) throw new Error(`uploading a photo answered ${upload.status}`);
    const { image_data } = await upload.json();
    const tag = `PL24${String(serial++).slice(-8)}`;
    const tagged = await post('/api/v1/scans', {
      client_id: crypto.randomUUID(),
      projects_id: project.uuid,
      serial_number: tag,
      type: 'GGL',
      size: 'MK04',
      variant: '2070',
      is_unique: true,
      image_data,
    });
    if (!tagged.ok) throw new Error(`saving a tag-photo product answered ${tagged.status}`);
    const plain = Array.from({ length: 4 }, () => ({
      client_id: crypto.randomUUID(),
      projects_id: project.uuid,
      serial_number: String(serial++),
      type: 'GGL',
      size: 'MK04',
      variant: '2070',
      is_unique: true,
    }));
    if (!(await post('/api/v1/scans/bulk', plain)).ok) throw new Error('saving products failed');
    const survey = await post(`/api/v1/projects/${project.uuid}/survey`, PL_SURVEY);
    if (!survey.ok) throw new Error(`the survey answered ${survey.status}`);
  }
}

function load(url, duration, headers = {}) {
  return new Promise((done, fail) =>
    autocannon({ url, connections, duration, headers }, (error, result) =>
      error ? fail(error) : done(result),
    ),
  );
}

/** A product of the grid, ten products for the cart, and the variant the order benchmark buys. */
async function shopIds(base, auth) {
  const grid = await (await fetch(`${base}/api/v1/shop/products?limit=48`, { headers: auth })).json();
  const uuids = grid.data.map((p) => p.uuid);
  const cart = await (
    await fetch(`${base}/api/v1/shop/cart?uuids=${uuids.join(',')}`, { headers: auth })
  ).json();
  const variant = cart.data.flatMap((p) => p.variants).find((v) => v.sku === BENCH_ORDER_SKU);
  if (!variant) throw new Error(`no ${BENCH_ORDER_SKU} in the shop`);
  return { product: uuids[0], cart: uuids.slice(0, 10), variant: variant.uuid };
}

/** POST /api/v1/orders under load: a new idempotency key per request, a full delivery address. */
async function benchOrders(base, auth, variantUuid) {
  const body = () =>
    JSON.stringify({
      idempotency_key: crypto.randomUUID(),
      type: 'brand',
      delivery_type: 1,
      order: [{ uuid: variantUuid, quantity: 1 }],
      customer: {
        phone_region: 'PL',
        phone_number: '512345678',
        region: 'PL',
        country: 'Polska',
        city: 'Kraków',
        postal_code: '30-001',
        street: 'Długa',
        house_number: '5',
      },
    });
  const run = (duration) =>
    new Promise((done, fail) =>
      autocannon(
        {
          url: `${base}/api/v1/orders`,
          connections: ORDER.connections,
          duration,
          requests: [
            {
              method: 'POST',
              headers: { ...auth, 'content-type': 'application/json' },
              setupRequest: (request) => ({ ...request, body: body() }),
            },
          ],
        },
        (error, result) => (error ? fail(error) : done(result)),
      ),
    );
  await run(2);
  const r = await run(seconds);
  const placed = r['2xx'];
  console.log(`\nPOST /api/v1/orders, one company, ${ORDER.connections} connections, ${seconds} s:`);
  console.log(
    `  ${r.requests.average.toFixed(0)} orders/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms; ${placed} placed, ${r.non2xx} refused, ${r.errors} errors`,
  );
  const verdict = r.latency.p99 < ORDER.p99Ms && r.non2xx === 0 && r.errors === 0 ? 'met' : 'NOT met';
  console.log(`  target: p99 < ${ORDER.p99Ms} ms, nothing refused: ${verdict}`);
}

const BULK_ITEMS = 1000;
const BULK_ROUNDS = 5;
const BULK_TARGET_MS = 150;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;

async function benchBulkSave(base, token, label) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const project = await (
    await fetch(`${base}/api/v1/projects`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ streetName: 'ul. Benchmarkowa 1', postalCode: '00-001', city: 'Warszawa' }),
    })
  ).json();
  const send = async (items) => {
    const started = performance.now();
    const res = await fetch(`${base}/api/v1/scans/bulk`, {
      method: 'POST',
      headers,
      body: JSON.stringify(items),
    });
    const verdicts = await res.json();
    const ms = performance.now() - started;
    if (!res.ok || !Array.isArray(verdicts)) throw new Error(`bulk save answered ${res.status}`);
    const valid = verdicts.filter((v) => v.status === 'valid').length;
    return { ms, valid };
  };
  let serial = 10 ** 11 + Math.floor(Math.random() * 10 ** 10);
  const batch = () =>
    Array.from({ length: BULK_ITEMS }, () => ({
      client_id: crypto.randomUUID(),
      projects_id: project.uuid,
      serial_number: String(serial++),
      type: 'GGL',
      size: 'MK04',
      variant: '2070',
      is_unique: true,
    }));
  await send(batch().slice(0, 50)); // warm-up: the catalogue cache and the statement plans
  const fresh = [];
  const replays = [];
  for (let round = 0; round < BULK_ROUNDS; round++) {
    const items = batch();
    const first = await send(items);
    if (first.valid !== BULK_ITEMS) throw new Error(`only ${first.valid} of ${BULK_ITEMS} saved`);
    fresh.push(first.ms);
    const again = await send(items);
    if (again.valid !== BULK_ITEMS) throw new Error(`a replay answered ${again.valid} valid`);
    replays.push(again.ms);
  }
  const fmt = (list) => list.map((ms) => ms.toFixed(0)).join(', ');
  console.log(
    `\nBulk save on ${label}: ${BULK_ITEMS} scans per call, ${BULK_ROUNDS} calls (round trip on this machine)`,
  );
  console.log(`  new scans: median ${median(fresh).toFixed(0)} ms (${fmt(fresh)})`);
  console.log(`  replayed:  median ${median(replays).toFixed(0)} ms (${fmt(replays)})`);
  const verdict = median(fresh) < BULK_TARGET_MS ? 'met' : 'NOT met';
  console.log(`  target: ${BULK_ITEMS} new scans < ${BULK_TARGET_MS} ms: ${verdict}`);
}

if (build({ onlyIfStale: true }) !== 0) process.exit(1);

const server = await startServer({
  seedArgs: [`--companies=${BULK_COMPANIES}`, `--shop-bench=${DEMO_EMAIL}`],
});
const { base } = server;
try {
  console.log(
    `\nAPI on ${server.label}: ${connections} connections, ${seconds} s per route, after a 2 s warm-up`,
  );
  const session = await signIn(base, DEMO_EMAIL);
  const token = session.token;
  const auth = { authorization: `Bearer ${token}` };
  const self = await (await fetch(`${base}/api/v1/installer/user/self`, { headers: auth })).json();
  const projectUuid = await seedProjects(base, token);
  await seedReviewQueue(base, token);
  const operator = { authorization: `Bearer ${(await signIn(base, DEMO_OPERATOR_EMAIL, 'operator')).token}` };
  const shop = await shopIds(base, auth);
  const rows = [];
  const targets = TARGETS.filter((t) => !only || t.ceiling || t.floor || t.name.includes(only));
  const floorTarget = targets.find((t) => t.floor);
  const floorRuns = [];
  for (const target of targets) {
    const path = target.path
      .replace(':company', self.company.uuid)
      .replace(':project', projectUuid)
      .replace(':shopProduct', shop.product)
      .replace(':cart', shop.cart.join(','));
    const headers = target.operator ? operator : target.signedIn ? auth : {};
    const check = await fetch(base + path, { headers });
    if (!check.ok) throw new Error(`${path} answered ${check.status}`);
    const bytes = Buffer.byteLength(await check.text());
    await load(base + path, 2, headers);
    if (!target.target?.ofFloor) {
      const r = await load(base + path, seconds, headers);
      if (target.floor) floorRuns.push(r.requests.average);
      rows.push({ ...target, bytes, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
      continue;
    }
    // Paired with the floor, round by round (see the top of this file).
    const runs = [];
    const shares = [];
    for (let round = 0; round < rounds; round++) {
      const burst = seconds / rounds;
      const floorFirst = round % 2 === 0;
      const first = await load(
        base + (floorFirst ? floorTarget.path : path),
        burst,
        floorFirst ? {} : headers,
      );
      const second = await load(
        base + (floorFirst ? path : floorTarget.path),
        burst,
        floorFirst ? headers : {},
      );
      const [floorRun, run] = floorFirst ? [first, second] : [second, first];
      floorRuns.push(floorRun.requests.average);
      runs.push(run);
      shares.push(run.requests.average / floorRun.requests.average);
    }
    for (const r of runs) {
      if (r.non2xx > 0 || r.errors > 0) console.warn(`  ${path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    }
    rows.push({
      ...target,
      bytes,
      rps: mean(runs.map((r) => r.requests.average)),
      p50: median(runs.map((r) => r.latency.p50)),
      // the worst round's: a tail is not averaged away
      p99: Math.max(...runs.map((r) => r.latency.p99)),
      share: median(shares),
      shares,
    });
  }
  const ceiling = rows.find((r) => r.ceiling);
  const floor = rows.find((r) => r.floor);
  const pct = (value) => `${(value * 100).toFixed(0).padStart(4)} %`;
  console.log(
    `  ${'route'.padEnd(46)} ${'bytes'.padStart(6)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'ceiling'.padStart(8)} ${'floor'.padStart(7)}`,
  );
  for (const r of rows) {
    const ofFloor = r.share ?? r.rps / floor.rps;
    console.log(
      `  ${r.name.padEnd(46)} ${String(r.bytes).padStart(6)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${pct(r.rps / ceiling.rps).padStart(8)} ${pct(ofFloor).padStart(7)}`,
    );
  }
  const floors = floorRuns.map((rps) => rps.toFixed(0));
  console.log(`  the floor's bursts, in order: ${floors.join(', ')} req/s`);
  for (const r of rows.filter((row) => row.target)) {
    const ratio = r.share ?? r.rps / floor.rps;
    const met = ratio >= r.target.ofFloor && r.p99 < r.target.p99Ms;
    // PGlite runs every query in this process's one thread: the target is set for PostgreSQL only.
    const verdict = server.label === 'PostgreSQL' ? (met ? 'met' : 'NOT met') : 'applies on PostgreSQL';
    const perRound = r.shares ? ` (median of ${r.shares.map((x) => pct(x).trim()).join(', ')})` : '';
    console.log(
      `  ${r.name}: ${pct(ratio).trim()} of the floor${perRound}, p99 ${r.p99} ms (target ≥ ${r.target.ofFloor * 100} %, p99 < ${r.target.p99Ms} ms): ${verdict}`,
    );
  }
  if (!only || 'POST order'.includes(only) || only === 'shop') await benchOrders(base, auth, shop.variant);
  if (!only) await benchBulkSave(base, token, server.label);
} finally {
  // autocannon stops at its deadline with requests still in flight: let them finish before the
  // server closes its database, so that shutdown does not log their failures.
  await new Promise((r) => setTimeout(r, 1000));
  await server.stop();
}

console.log('\nWeb: JavaScript the /login route loads, as served');
spawnSync(process.execPath, [join(root, 'apps/web/scripts/measure-login-js.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
