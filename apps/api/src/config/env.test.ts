import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('environment', () => {
  it('has working defaults outside production', () => {
    const config = loadConfig({ INIT_CWD: '/srv/club' });
    expect(config).toMatchObject({
      env: 'development',
      host: '0.0.0.0',
      port: 3000,
      dataDir: '/srv/club/data',
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

  it('requires real secrets in production, and adapter settings when an adapter needs them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required in production/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short', OTP_SECRET: 'x'.repeat(32) }),
    ).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ SMS_ADAPTER: 'http' })).toThrow(
      /SMS_HTTP_URL: is required when SMS_ADAPTER is http/,
    );
    const production = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(32),
      OTP_SECRET: 'o'.repeat(32),
    });
    expect(production.seedDemoData).toBe(false);
  });
});
