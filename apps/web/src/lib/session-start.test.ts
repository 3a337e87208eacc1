import { describe, expect, it } from 'vitest';
import { sessionStartAction } from './session-start';

const NOW = Date.parse('2026-03-02T10:00:00.000Z');
const at = (minutesFromNow: number) => new Date(NOW + minutesFromNow * 60_000).toISOString();

describe('session at app start (spec 01 §4)', () => {
  it('keeps a token with 10 minutes or more left', () => {
    expect(sessionStartAction({ token: 't', refresh_token: 'r', expiresAt: at(10) }, NOW)).toBe('keep');
    expect(sessionStartAction({ token: 't', refresh_token: 'r', expiresAt: at(59) }, NOW)).toBe('keep');
  });

  it('refreshes a token with under 10 minutes left, or an expired one that a refresh token may renew', () => {
    expect(sessionStartAction({ token: 't', refresh_token: 'r', expiresAt: at(9.9) }, NOW)).toBe('refresh');
    expect(sessionStartAction({ token: 't', refresh_token: 'r', expiresAt: at(-30) }, NOW)).toBe('refresh');
  });

  it('drops an expired token that nothing can renew', () => {
    expect(sessionStartAction({ token: 't', expiresAt: at(-1) }, NOW)).toBe('drop');
    expect(sessionStartAction({ token: 't', expiresAt: 'garbage' }, NOW)).toBe('drop');
  });

  it('keeps a token without a refresh token until it expires, and a bare token without expiry', () => {
    expect(sessionStartAction({ token: 't', expiresAt: at(5) }, NOW)).toBe('keep');
    expect(sessionStartAction({ token: 't' }, NOW)).toBe('keep');
    expect(sessionStartAction(null, NOW)).toBe('keep');
  });
});
