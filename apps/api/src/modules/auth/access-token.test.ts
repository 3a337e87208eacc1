import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken, type Principal } from './access-token';

const SECRET = 'access-token-test-secret-'.repeat(2);
const principal: Principal = {
  kind: 'user',
  userUuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  roleId: 2,
  companyId: 3,
  sessionId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  emulatedByOperatorId: null,
};

// A verified token is remembered; these are the answers a remembered token must still give.
describe('verifyAccessToken', () => {
  it('answers the principal on every call within the hour, and null once it has expired', async () => {
    const clock = createManualClock('2025-03-03T09:00:00Z');
    const token = await signAccessToken(principal, { secret: SECRET, clock });
    expect(await verifyAccessToken(token, { secret: SECRET, clock })).toEqual(principal);
    clock.advance((ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(await verifyAccessToken(token, { secret: SECRET, clock })).toEqual(principal);
    clock.advance(1000);
    expect(await verifyAccessToken(token, { secret: SECRET, clock })).toBeNull();
  });

  it('refuses a token changed in any byte, and a known token under another secret', async () => {
    const clock = createManualClock('2025-03-03T09:00:00Z');
    const token = await signAccessToken(principal, { secret: SECRET, clock });
    expect(await verifyAccessToken(token, { secret: SECRET, clock })).not.toBeNull();
    // a character inside the signature (the last one partly encodes padding bits)
    const at = token.length - 10;
    const changed = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    expect(await verifyAccessToken(changed, { secret: SECRET, clock })).toBeNull();
    expect(await verifyAccessToken(token, { secret: `${SECRET}-other`, clock })).toBeNull();
  });

  it('gives each caller its own copy of the principal', async () => {
    const clock = createManualClock('2025-03-03T09:00:00Z');
    const token = await signAccessToken(principal, { secret: SECRET, clock });
    const first = await verifyAccessToken(token, { secret: SECRET, clock });
    if (first) first.sessionId = null;
    expect((await verifyAccessToken(token, { secret: SECRET, clock }))?.sessionId).toBe(principal.sessionId);
  });
});
