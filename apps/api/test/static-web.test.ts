import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './build-app';

const ctx = setupTestApp();
const dist = mkdtempSync(join(tmpdir(), 'club-web-dist-'));
const INDEX =
  '<!doctype html><title>Installer Club</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>';
const SCRIPT = 'console.log("installer club");'.repeat(40);

function write(path: string, content: string, compressed = false) {
  const file = join(dist, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
  if (compressed) {
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  }
}

let app: FastifyInstance;
beforeAll(async () => {
  write('index.html', INDEX, true);
  write('assets/index-Ab12Cd34.js', SCRIPT, true);
  write('sw.js', 'self.addEventListener("fetch", () => {});');
  write('registerSW.js', 'navigator.serviceWorker.register("/sw.js");');
  write('workbox-5f2c9a1b.js', '/* workbox */');
  write('manifest.webmanifest', '{"name":"Installer Club"}');
  app = await ctx.build({ env: { WEB_DIST_DIR: dist } });
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('serving the web app', () => {
  it('serves hashed assets precompressed with a one-year immutable cache', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['vary']).toContain('accept-encoding');
    const gz = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves index.html, the service worker, its helpers and the manifest with no-cache', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/sw.js',
      '/registerSW.js',
      '/workbox-5f2c9a1b.js',
      '/manifest.webmanifest',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers page loads of client-side routes with index.html', async () => {
    const res = await get('/projects/add?x=1', { accept: 'text/html,application/xhtml+xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it('keeps 404 for missing files that are not page loads, and JSON 404 under /api', async () => {
    expect((await get('/assets/missing-0000.js')).statusCode).toBe(404);
    const api = await get('/api/v1/unknown', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.', code: 'not_found' });
  });

  it('keeps serving the web app during maintenance, so it can show its maintenance page', async () => {
    const down = await ctx.build({ env: { WEB_DIST_DIR: dist, MAINTENANCE_MODE: 'true' } });
    expect(
      (await down.inject({ method: 'GET', url: '/maintenance', headers: { accept: 'text/html' } }))
        .statusCode,
    ).toBe(200);
    expect((await down.inject({ method: 'GET', url: '/api/v1/config/public' })).statusCode).toBe(503);
  });
});
