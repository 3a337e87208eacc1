import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAddressSuggestions } from './use-address-suggestions';

describe('useAddressSuggestions (spec 01 §5 Step 3, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const settle = async (ms: number) => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  };

  it('offers nothing under 5 characters', async () => {
    const { result } = renderHook(() => useAddressSuggestions('Dług', 'PL'));
    await settle(1000);
    expect(result.current).toEqual([]);
  });

  it('offers the typed entry 500 ms after the last keystroke, not before', async () => {
    const { result, rerender } = renderHook(({ query }) => useAddressSuggestions(query, 'PL'), {
      initialProps: { query: 'Dług' },
    });
    rerender({ query: 'Długa ' });
    await settle(499);
    expect(result.current).toEqual([]);
    await settle(1);
    expect(result.current).toEqual([{ label: 'Długa' }]);
  });
});
