import { describe, expect, it } from 'vitest';
import { createManualClock } from '../src/lib/clock';
import { setupTestApp } from './build-app';

const ctx = setupTestApp();

describe('maintenance mode (spec 01 §4)', () => {
  it('answers 503 to API calls when MAINTENANCE_MODE is set, but keeps health up', async () => {
    const app = await ctx.build({ env: { MAINTENANCE_MODE: 'true' } });
    const config = await app.inject({ method: 'GET', url: '/api/v1/config/public' });
    expect(config.statusCode).toBe(503);
    expect(config.json()).toEqual({
      message: 'The service is under maintenance. Please try again later.',
      code: 'maintenance',
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // Maintenance comes before authentication: the web app must see 503, not 401.
    expect((await app.inject({ method: 'GET', url: '/api/v1/config' })).statusCode).toBe(503);
  });

  it('follows the switch in app_settings, within the cache time on other instances', async () => {
    const clock = createManualClock();
    const other = await ctx.build({ clock });
    const url = '/api/v1/config/public';
    expect((await other.inject({ method: 'GET', url })).statusCode).toBe(200);

    await ctx.app.services.settings.setMaintenance(true);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(503);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/anything' })).statusCode).toBe(404);

    // The other instance still has the cached flag, and reads the switch again after a few seconds.
    expect((await other.inject({ method: 'GET', url })).statusCode).toBe(200);
    clock.advance(5000);
    expect((await other.inject({ method: 'GET', url })).statusCode).toBe(503);

    await ctx.app.services.settings.setMaintenance(false);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
