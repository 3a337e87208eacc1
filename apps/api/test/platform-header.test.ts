import { PassThrough } from 'node:stream';
import { FIELD_MESSAGES, PLATFORM_HEADER, PLATFORMS, WEB_PLATFORM } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './build-app';

const ctx = setupTestApp();

const health = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/health/live', headers });

describe(`the ${PLATFORM_HEADER} header (spec 01 §7: every call names its platform)`, () => {
  it('is the web app’s value, one of the contract’s platforms', () => {
    expect(PLATFORM_HEADER).toBe('x-platform');
    expect(PLATFORMS).toContain(WEB_PLATFORM);
  });

  it('takes every platform of the contract, and a call without the header', async () => {
    for (const platform of PLATFORMS) {
      expect((await health({ [PLATFORM_HEADER]: platform })).statusCode, platform).toBe(200);
    }
    expect((await health()).statusCode).toBe(200);
  });

  it('answers 422 on the header for any other value, before the route runs', async () => {
    for (const value of ['pwa', 'WEB', 'web, ios', '', 'x'.repeat(300)]) {
      const res = await health({ [PLATFORM_HEADER]: value });
      expect(res.statusCode, value).toBe(422);
      expect(res.json(), value).toEqual({
        message: 'The given data was invalid.',
        errors: { [PLATFORM_HEADER]: [FIELD_MESSAGES.platformInvalid] },
      });
    }
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/installer/login',
      headers: { [PLATFORM_HEADER]: 'desktop' },
      payload: { email: 'jan.nowak@example.com' },
    });
    expect(signIn.statusCode).toBe(422);
  });

  it('leaves the web app’s pages alone: only API calls are checked', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/', headers: { [PLATFORM_HEADER]: 'desktop' } });
    expect(page.statusCode).not.toBe(422);
  });

  it('names the platform in the request log, and never a value it refused', async () => {
    const logs = new PassThrough();
    const lines: string[] = [];
    logs.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const app = await ctx.build({ env: { LOG_LEVEL: 'info' }, logStream: logs });
    await app.inject({ method: 'GET', url: '/api/health/live', headers: { [PLATFORM_HEADER]: 'android' } });
    await app.inject({ method: 'GET', url: '/api/health/live', headers: { [PLATFORM_HEADER]: '<script>' } });
    const requests = lines
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg?: string; req?: { platform?: string } })
      .filter((entry) => entry.msg === 'incoming request');
    expect(requests.map((entry) => entry.req?.platform)).toEqual(['android', undefined]);
    expect(lines.join('')).not.toContain('<script>');
  });
});
