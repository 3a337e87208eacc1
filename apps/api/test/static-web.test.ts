import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from './api';
import { setupTestApp } from './build-app';

const ctx = setupTestApp();
const dist = mkdtempSync(join(tmpdir(), 'club-web-dist-'));
const INDEX =
  '<!doctype html><title>Installer Club</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>';
const SCRIPT = 'console.log("installer club");'.repeat(40);
const loginPage = (lang: string, heading: string) =>
  `<!doctype html><html lang="${lang}"><div id="root" data-prerendered="${lang} /login"><h1>${heading}</h1></div>`.padEnd(
    2000,
    ' ',
  );
const LOGIN_EN = loginPage('en', 'Sign in');
const LOGIN_PL = loginPage('pl', 'Zaloguj się');

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
  write('prerendered/login.en.html', LOGIN_EN, true);
  write('prerendered/login.pl.html', LOGIN_PL, true);
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

  it('answers /login with the sign-in page rendered ahead in the browser’s language', async () => {
    const res = await web.anonymous.get('/login', {
      headers: { accept: 'text/html', 'accept-language': 'de-DE,de;q=0.9,pl;q=0.8,en;q=0.5' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toMatch(/cookie/i);
    expect(res.headers['vary']).toMatch(/accept-language/i);
    expect(res.text).toBe(LOGIN_PL);
    // ?query and a trailing slash are the same page
    const again = await web.anonymous.get('/login/?from=x', {
      headers: { accept: 'text/html', 'accept-language': 'pl' },
    });
    expect(again.text).toBe(LOGIN_PL);
  });

  it('prefers the language saved in the settings, then the domain’s, to the browser’s', async () => {
    const saved = await web.anonymous.get('/login', {
      headers: { accept: 'text/html', 'accept-language': 'pl', cookie: 'theme=x; lang=en' },
    });
    expect(saved.text).toBe(LOGIN_EN);
    const domain = await web.anonymous.get('/login', {
      headers: { accept: 'text/html', 'accept-language': 'en', host: 'club.example.pl' },
    });
    expect(domain.text).toBe(LOGIN_PL);
    const unknown = await web.anonymous.get('/login', {
      headers: { accept: 'text/html', 'accept-language': 'de', cookie: 'lang=xx' },
    });
    expect(unknown.text).toBe(LOGIN_EN);
  });

  it('serves the rendered page compressed when the browser accepts it', async () => {
    const res = await web.anonymous.get('/login', {
      headers: { accept: 'text/html', 'accept-language': 'pl', 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['vary']).toMatch(/accept-language/i);
    expect(brotliDecompressSync(res.bytes).toString()).toBe(LOGIN_PL);
  });

  it('falls back to index.html for a language the build has no page for', async () => {
    const res = await web.anonymous.get('/login', {
      headers: { accept: 'text/html', 'accept-language': 'cs' },
    });
    expect(res.status).toBe(200);
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
