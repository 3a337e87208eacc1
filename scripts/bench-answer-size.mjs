#!/usr/bin/env node
// `npm run bench:answer-size`: what the size of an answer alone costs on this machine, with no database
// and no work behind it. A bare Fastify answers a fixed JSON text of each size under the load `npm run
// bench` uses (50 connections), so that the bench's figures for lists and details can be read against
// what their answers' bytes allow: the load generator, the server and the loopback socket share the
// same cores. Figures, not verdicts; the exit code is 0.
//   BENCH_SECONDS (8) and BENCH_CONNECTIONS (50) change the load.
import autocannon from 'autocannon';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './lib/build.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
// the sizes of the bench's answers: a bare JSON, a user's self, a project's detail, 20 projects
const SIZES = [16, 700, 4_000, 9_000, 16_000];

const text = (bytes) => JSON.stringify({ data: 'x'.repeat(Math.max(0, bytes - 11)) });

// fastify is the API's own dependency: the same version the server runs
const fromApi = createRequire(join(root, 'apps/api/package.json'));
const Fastify = fromApi('fastify');
const version = fromApi('fastify/package.json').version;

const app = Fastify({ logger: false });
for (const bytes of SIZES) {
  const body = text(bytes);
  app.get(`/answer/${bytes}`, (_request, reply) => reply.type('application/json').send(body));
}
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address();
console.log(
  `Bare Fastify ${version}, ${connections} connections, ${seconds} s per size, after a 2 s warm-up`,
);
console.log(
  `  ${'bytes'.padStart(6)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'of the smallest'.padStart(16)}`,
);
let smallest = 0;
try {
  for (const bytes of SIZES) {
    const url = `http://127.0.0.1:${port}/answer/${bytes}`;
    await autocannon({ url, connections, duration: 2 });
    const r = await autocannon({ url, connections, duration: seconds });
    smallest ||= r.requests.average;
    const share = `${((r.requests.average / smallest) * 100).toFixed(0)} %`;
    console.log(
      `  ${String(bytes).padStart(6)} ${r.requests.average.toFixed(0).padStart(7)} ${String(r.latency.p50).padStart(7)} ${String(r.latency.p99).padStart(7)} ${share.padStart(16)}`,
    );
  }
} finally {
  await app.close();
}
