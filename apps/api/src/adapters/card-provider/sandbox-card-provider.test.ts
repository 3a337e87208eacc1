import { describe, expect, it } from 'vitest';
import { createSandboxCardProvider } from './sandbox-card-provider';

const HOLDER = {
  name: 'Anna',
  surname: 'Wiśniewska',
  email: 'anna@example.com',
  phone: '+48512345678',
  company_name: 'Dekarstwo',
  street: 'Długa',
  house_number: '1',
  city: 'Kraków',
  postal_code: '30-001',
};

function sandbox() {
  let now = new Date('2026-05-04T10:00:00Z');
  const provider = createSandboxCardProvider({
    now: () => now,
    answerDelayMs: 20_000,
    activationDelayMs: 60_000,
  });
  return { provider, later: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe('the sandbox card provider', () => {
  it('knows 10-digit serials that do not start with 0; blocks those ending in 13', async () => {
    const { provider } = sandbox();
    expect(await provider.verifyCard('5123456780')).toEqual({ status: 'ISSUED' });
    expect(await provider.verifyCard('5123456713')).toEqual({ status: 'BLOCKED' });
    expect(await provider.verifyCard('0123456789')).toBeNull();
    expect(await provider.verifyCard('512345678')).toBeNull();
  });

  it('activates a card a minute after registration, except serials ending in 7', async () => {
    const { provider, later } = sandbox();
    const verifiedAt = new Date('2026-05-04T10:00:00Z');
    expect(await provider.cardStatus('5123456780', verifiedAt)).toBe('ISSUED');
    later(60_000);
    expect(await provider.cardStatus('5123456780', verifiedAt)).toBe('ACTIVE');
    expect(await provider.cardStatus('5123456787', verifiedAt)).toBe('ISSUED');
  });

  it('answers a top-up after its delay: REJECTED above 1,000 zł, REFUSED to a blocked card, else SUCCEEDED', async () => {
    const { provider, later } = sandbox();
    const ask = (serial: string, amount: number) =>
      provider.requestTopUp({
        topUpUuid: crypto.randomUUID(),
        serial,
        amount,
        currency: 'PLN',
        holder: HOLDER,
      });
    const ok = await ask('5123456780', 1000);
    const rejected = await ask('5123456780', 2000);
    const refused = await ask('5123456713', 100);
    expect(await provider.topUpStatus(ok.reference)).toBe('PENDING');
    later(20_000);
    expect(await provider.topUpStatus(ok.reference)).toBe('SUCCEEDED');
    expect(await provider.topUpStatus(rejected.reference)).toBe('REJECTED');
    expect(await provider.topUpStatus(refused.reference)).toBe('REFUSED');
    expect(await provider.topUpStatus('SBX-SILENT-DEMO')).toBe('PENDING');
    await expect(provider.topUpStatus('elsewhere-1')).rejects.toThrow();
  });
});
