import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from './api';
import { setupTestApp } from './build-app';

const ctx = setupTestApp();
const web = mkdtempSync(join(tmpdir(), 'club-web-dist-'));
const admin = mkdtempSync(join(tmpdir(), 'club-admin-dist-'));
const WEB_INDEX = '<!doctype html><title>Installer Club</title>';
const ADMIN_INDEX =
  '<!doctype html><title>Installer Club back-office</title><script type="module" src="/admin/assets/index-Zx12Yw34.js"></script>';
const SCRIPT = 'console.log("back-office");';

function write(root: string, path: string, content: string) {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
}

let server: TestApi;
beforeAll(async () => {
  write(web, 'index.html', WEB_INDEX);
  write(admin, 'index.html', ADMIN_INDEX);
  write(admin, 'assets/index-Zx12Yw34.js', SCRIPT);
  server = testApi(await ctx.build({ env: { WEB_DIST_DIR: web, ADMIN_DIST_DIR: admin } }));
});
afterAll(() => {
  rmSync(web, { recursive: true, force: true });
  rmSync(admin, { recursive: true, force: true });
});

const page = { headers: { accept: 'text/html,application/xhtml+xml' } };

describe('serving the back-office under /admin', () => {
  it("answers page loads of /admin and its routes with the back-office's index.html, revalidated", async () => {
    for (const url of ['/admin', '/admin/', '/admin/operators', '/admin/companies/123?tab=ledger']) {
      const res = await server.anonymous.get(url, page);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toBe(ADMIN_INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });

  it('sends the same security headers as the web app, CSP included', async () => {
    const adminPage = await server.anonymous.get('/admin/operators', page);
    const webPage = await server.anonymous.get('/projects', page);
    expect(adminPage.headers['content-security-policy']).toBeTruthy();
    expect(adminPage.headers['content-security-policy']).toBe(webPage.headers['content-security-policy']);
  });

  it('caches its hashed files for a year, and answers a missing file with 404, not a page', async () => {
    const res = await server.anonymous.get('/admin/assets/index-Zx12Yw34.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe(SCRIPT);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await server.anonymous.get('/admin/assets/missing-Ab12.js')).status).toBe(404);
  });

  it('leaves the web app its pages and the API its /api/admin calls', async () => {
    expect((await server.anonymous.get('/projects', page)).text).toBe(WEB_INDEX);
    expect((await server.anonymous.get('/administration', page)).text).toBe(WEB_INDEX);
    const api = await server.anonymous.get('/api/admin/self', page);
    expect(api.status).toBe(401);
    expect(api.body.code).toBeDefined();
  });
});
