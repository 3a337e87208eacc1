#!/usr/bin/env node
// Two builds side by side on a shared machine: this checkout ("after") and another one ("before"), each
// served on a fresh database (PostgreSQL on DATABASE_URL), the same loads alternated between them in
// short bursts so that the machine's other work weighs on both alike. Figures, not verdicts.
//   BENCH_BEFORE=<another checkout, built with `npm run build`> DATABASE_URL=… node scripts/bench-compare.mjs
//   ROUNDS (4) bursts of BURST (3) seconds per side and route, 50 connections; the orders at 10.
//   ROUTES=floor,detail measures only those (and the orders when named) (the floor is worth keeping: it shows the machine's drift).
import autocannon from 'autocannon';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as newLib from './lib/server.mjs';

if (!process.env.BENCH_BEFORE) throw new Error('BENCH_BEFORE: the path of the checkout to compare with');
const oldLib = await import(
  pathToFileURL(join(resolve(process.env.BENCH_BEFORE), 'scripts/lib/server.mjs')).href
);
const burst = Number(process.env.BURST ?? 3);
const rounds = Number(process.env.ROUNDS ?? 4);
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
async function prepare(lib) {
  const server = await lib.startServer({ seedArgs: ['--shop-bench=jan.nowak@example.com'] });
  const { base } = server;
  const session = await lib.signIn(base, 'jan.nowak@example.com');
  const auth = { authorization: `Bearer ${session.token}` };
  const headers = { ...auth, 'content-type': 'application/json' };
  const self = await (await fetch(`${base}/api/v1/installer/user/self`, { headers: auth })).json();
  let serial = 2 * 10 ** 11 + Math.floor(Math.random() * 10 ** 10);
  let last;
  for (let i = 0; i < 20; i++) {
    last = await (
      await fetch(`${base}/api/v1/projects`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ streetName: `ul. P ${i}`, postalCode: '00-001', city: 'Warszawa' }),
      })
    ).json();
    const items = Array.from({ length: 10 }, () => ({
      client_id: crypto.randomUUID(),
      projects_id: last.uuid,
      serial_number: String(serial++),
      type: 'GGL',
      size: 'MK04',
      variant: '2070',
      is_unique: true,
    }));
    const r = await fetch(`${base}/api/v1/scans/bulk`, {
      method: 'POST',
      headers,
      body: JSON.stringify(items),
    });
    if (!r.ok) throw new Error('bulk ' + r.status);
  }
  const grid = await (await fetch(`${base}/api/v1/shop/products?limit=48`, { headers: auth })).json();
  const uuids = grid.data.map((p) => p.uuid);
  const cart = await (
    await fetch(`${base}/api/v1/shop/cart?uuids=${uuids.join(',')}`, { headers: auth })
  ).json();
  const variant = cart.data.flatMap((p) => p.variants).find((v) => v.sku === 'BR-LEVEL-120-STD');
  const routes = {
    floor: '/api/health',
    self: '/api/v1/installer/user/self',
    points: `/api/v1/company/points/${self.company.uuid}`,
    list: '/api/v1/projects?limit=20',
    detail: `/api/v1/projects/${last.uuid}`,
    shop: '/api/v1/shop/products',
    product: `/api/v1/shop/products/${uuids[0]}`,
    cart: `/api/v1/shop/cart?uuids=${uuids.slice(0, 10).join(',')}`,
  };
  return { server, base, auth, routes, variant: variant.uuid };
}
const load = (opts) => new Promise((d, f) => autocannon(opts, (e, r) => (e ? f(e) : d(r))));
const orderBody = (variant) =>
  JSON.stringify({
    idempotency_key: crypto.randomUUID(),
    type: 'brand',
    delivery_type: 1,
    order: [{ uuid: variant, quantity: 1 }],
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
const sides = { old: await prepare(oldLib), new: await prepare(newLib) };
try {
  const results = {};
  const only = process.env.ROUTES?.split(',');
  for (const name of Object.keys(sides.old.routes).filter((n) => !only || only.includes(n))) {
    for (const side of ['old', 'new']) {
      const s = sides[side];
      await load({ url: s.base + s.routes[name], connections: 50, duration: 1, headers: s.auth });
    }
    for (let i = 0; i < rounds; i++) {
      for (const side of i % 2 ? ['new', 'old'] : ['old', 'new']) {
        const s = sides[side];
        const r = await load({
          url: s.base + s.routes[name],
          connections: 50,
          duration: burst,
          headers: s.auth,
        });
        if (r.non2xx || r.errors) console.warn(`${side} ${name}: ${r.non2xx} non-2xx ${r.errors} errors`);
        ((results[name] ??= {})[side] ??= []).push({ rps: r.requests.average, p99: r.latency.p99 });
      }
    }
  }
  const fmt = (rows) =>
    `${median(rows.map((r) => r.rps))
      .toFixed(0)
      .padStart(6)} req/s p99 ${String(median(rows.map((r) => r.p99))).padStart(4)}`;
  console.log(
    `\n${rounds} interleaved ${burst} s bursts per side, 50 connections; medians; load ${(
      await import('node:os')
    )
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  const floor = {
    old: median(results.floor.old.map((r) => r.rps)),
    new: median(results.floor.new.map((r) => r.rps)),
  };
  for (const [name, r] of Object.entries(results)) {
    const pct = (side) =>
      `${((100 * median(r[side].map((x) => x.rps))) / floor[side]).toFixed(0).padStart(4)} %`;
    console.log(`${name.padEnd(8)} before ${fmt(r.old)} ${pct('old')} | after ${fmt(r.new)} ${pct('new')}`);
  }
  const orders = {};
  for (let i = 0; i < (only && !only.includes('orders') ? 0 : rounds); i++) {
    for (const side of i % 2 ? ['new', 'old'] : ['old', 'new']) {
      const s = sides[side];
      const r = await load({
        url: `${s.base}/api/v1/orders`,
        connections: 10,
        duration: burst + 2,
        requests: [
          {
            method: 'POST',
            headers: { ...s.auth, 'content-type': 'application/json' },
            setupRequest: (req) => ({ ...req, body: orderBody(s.variant) }),
          },
        ],
      });
      (orders[side] ??= []).push(r);
    }
  }
  for (const side of ['old', 'new']) {
    const rs = orders[side];
    if (!rs) continue;
    console.log(
      `orders ${side === 'old' ? 'before' : 'after '}: ${rs.map((r) => `${r.requests.average.toFixed(0)}/s p50 ${r.latency.p50} p99 ${r.latency.p99} refused ${r.non2xx}`).join(' | ')}`,
    );
  }
} finally {
  await new Promise((r) => setTimeout(r, 1000));
  await sides.old.server.stop();
  await sides.new.server.stop();
}
