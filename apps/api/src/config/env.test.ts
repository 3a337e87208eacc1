import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const folders: string[] = [];
const freshFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'club-env-'));
  folders.push(dir);
  return dir;
};
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(32),
  OTP_SECRET: 'o'.repeat(32),
  EMAIL_ADAPTER: 'smtp',
  SMTP_URL: 'smtp://mail.example:587',
  SMS_ADAPTER: 'http',
  SMS_HTTP_URL: 'https://sms.example/send',
  SMS_HTTP_TOKEN: 'token',
};

describe('environment', () => {
  it('has working defaults outside production, listening on loopback only', () => {
    const start = freshFolder();
    const config = loadConfig({ INIT_CWD: start });
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      dataDir: join(start, 'data'),
      databaseUrl: null,
      maintenanceMode: false,
      seedDemoData: true,
      brand: { name: 'Skylight', domain: 'skylight.example' },
      email: { adapter: 'console', from: 'Skylight Installer Club <no-reply@skylight.example>' },
      sms: { adapter: 'console', sender: 'Skylight' },
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('caps connections per address unless behind a proxy, which also keeps sockets alive longer', () => {
    const direct = loadConfig({ INIT_CWD: freshFolder() });
    expect(direct.connections).toEqual({
      headersTimeoutMs: 10_000,
      idleSocketTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      max: 4096,
      perAddress: 128,
    });
    const proxied = loadConfig({ INIT_CWD: freshFolder(), TRUST_PROXY: 'true' });
    expect(proxied.connections).toMatchObject({ keepAliveTimeoutMs: 65_000, perAddress: 0 });
    const told = loadConfig({
      INIT_CWD: freshFolder(),
      TRUST_PROXY: 'true',
      MAX_CONNECTIONS_PER_ADDRESS: '50',
    });
    expect(told.connections.perAddress).toBe(50);
    expect(() =>
      loadConfig({ INIT_CWD: freshFolder(), HEADERS_TIMEOUT_MS: '40000', REQUEST_TIMEOUT_MS: '30000' }),
    ).toThrow('HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS');
  });

  it('lists every wrong value, one line each', () => {
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', MAINTENANCE_MODE: 'maybe', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(4);
      expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
        'DATABASE_URL',
        'LOG_LEVEL',
        'MAINTENANCE_MODE',
        'PORT',
      ]);
      expect((error as Error).message.split('\n')).toHaveLength(5);
    }
  });

  it('makes the secrets once per data folder, never a constant of the source', () => {
    const first = freshFolder();
    const one = loadConfig({ DATA_DIR: first });
    const again = loadConfig({ DATA_DIR: first });
    const other = loadConfig({ DATA_DIR: freshFolder() });
    expect(again.jwtSecret).toBe(one.jwtSecret);
    expect(again.otpSecret).toBe(one.otpSecret);
    expect(other.jwtSecret).not.toBe(one.jwtSecret);
    expect(one.jwtSecret).not.toBe(one.otpSecret);
    expect(one.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(first, 'secrets.json')).mode & 0o777).toBe(0o600);
    const given = loadConfig({ DATA_DIR: freshFolder(), JWT_SECRET: 'g'.repeat(32) });
    expect(given.jwtSecret).toBe('g'.repeat(32));
    expect(given.otpSecret).not.toBe('g'.repeat(32));
  });

  it('refuses published development secrets, console messages and switched-off limits in production', () => {
    expect(loadConfig(PRODUCTION).isProduction).toBe(true);
    expect(() =>
      loadConfig({ ...PRODUCTION, JWT_SECRET: 'dev-only-jwt-secret-do-not-use-in-production' }),
    ).toThrow(/JWT_SECRET: is a published development value/);
    expect(() => loadConfig({ ...PRODUCTION, OTP_SECRET: PRODUCTION.JWT_SECRET })).toThrow(
      /OTP_SECRET: must differ from JWT_SECRET/,
    );
    const { EMAIL_ADAPTER: _e, SMTP_URL: _s, ...consoleMail } = PRODUCTION;
    expect(() => loadConfig(consoleMail)).toThrow(/EMAIL_ADAPTER: the console adapter logs messages/);
    expect(loadConfig({ ...consoleMail, ALLOW_CONSOLE_MESSAGES: 'true' }).email.adapter).toBe('console');
    expect(() => loadConfig({ ...PRODUCTION, RATE_LIMITS_ENABLED: 'false' })).toThrow(
      /RATE_LIMITS_ENABLED: sign-in rate limits stay on in production/,
    );
    expect(
      loadConfig({ ...PRODUCTION, RATE_LIMITS_ENABLED: 'false', ALLOW_NO_RATE_LIMITS: 'true' })
        .rateLimitsEnabled,
    ).toBe(false);
  });

  it('requires real secrets in production, and adapter settings when an adapter needs them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required in production/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short', OTP_SECRET: 'x'.repeat(32) }),
    ).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ SMS_ADAPTER: 'http' })).toThrow(
      /SMS_HTTP_URL: is required when SMS_ADAPTER is http/,
    );
    const production = loadConfig(PRODUCTION);
    expect(production.seedDemoData).toBe(false);
  });
});
