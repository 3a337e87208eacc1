import { describe, expect, it } from 'vitest';
import { toApiError } from '@/lib/api-error';
import { createAttemptKeys } from './attempt-key';

const counter = () => {
  let next = 0;
  return () => `key-${++next}`;
};

describe('attempt keys (ARCHITECTURE §5 idempotency)', () => {
  it('keeps the key of a body for its retry after a lost answer', () => {
    const keys = createAttemptKeys(counter());
    expect(keys.keyFor({ points: 100 })).toBe('key-1');
    keys.settle(toApiError(0, undefined, null));
    expect(keys.keyFor({ points: 100 })).toBe('key-1');
    keys.settle(toApiError(503, { message: 'busy' }, null));
    expect(keys.keyFor({ points: 100 })).toBe('key-1');
  });

  it('makes a new key for another body, after a success and after a refusal', () => {
    const keys = createAttemptKeys(counter());
    expect(keys.keyFor({ points: 100 })).toBe('key-1');
    expect(keys.keyFor({ points: 250 })).toBe('key-2');
    keys.settle();
    expect(keys.keyFor({ points: 250 })).toBe('key-3');
    keys.settle(toApiError(409, { message: 'Not enough points', code: 'not_enough_points' }, null));
    expect(keys.keyFor({ points: 250 })).toBe('key-4');
  });
});
