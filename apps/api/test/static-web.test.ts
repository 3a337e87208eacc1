import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from './api';
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

let web: TestApi;
beforeAll(async () => {
  write('index.html', INDEX, true);
  write('assets/index-Ab12Cd34.js', SCRIPT, true);
  write('sw.js', 'self.addEventListener("fetch", () => {});');
  write('registerSW.js', 'navigator.serviceWorker.register("/sw.js");');
  write('workbox-5f2c9a1b.js', '/* workbox */');
  write('manifest.webmanifest', '{"name":"Installer Club"}');
  web = testApi(await ctx.build({ env: { WEB_DIST_DIR: dist } }));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('serving the web app', () => {
  it('serves hashed assets precompressed with a one-year immutable cache', async () => {
    const br = await web.anonymous.get('/assets/index-Ab12Cd34.js', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['vary']).toContain('accept-encoding');
    const gz = await web.anonymous.get('/assets/index-Ab12Cd34.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await web.anonymous.get('/assets/index-Ab12Cd34.js');
    expect(plain.text).toBe(SCRIPT);
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
      const res = await web.anonymous.get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers page loads of client-side routes with index.html', async () => {
    const res = await web.anonymous.get('/projects/add?x=1', {
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(INDEX);
  });

  it('keeps 404 for missing files that are not page loads, and JSON 404 under /api', async () => {
    expect((await web.anonymous.get('/assets/missing-0000.js')).status).toBe(404);
    const api = await web.anonymous.get('/api/v1/unknown', { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: 'Not found.', code: 'not_found' });
  });

  it('keeps serving the web app during maintenance, so it can show its maintenance page', async () => {
    const down = testApi(await ctx.build({ env: { WEB_DIST_DIR: dist, MAINTENANCE_MODE: 'true' } }));
    expect((await down.anonymous.get('/maintenance', { headers: { accept: 'text/html' } })).status).toBe(200);
    expect((await down.anonymous.get('/api/v1/config/public')).status).toBe(503);
  });
});
