import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@club/contract';
import { Button } from './button';
import { Toast, useToast } from './toast';

function Screen() {
  const { message, show, clear } = useToast();
  return (
    <>
      <Button onClick={() => show('success', 'Saved.')}>Save</Button>
      <Button onClick={() => show('error', 'Not saved.')}>Fail</Button>
      <Toast message={message} onDone={clear} />
    </>
  );
}

describe('toast (spec 01 feedback toast, spec 03 §4, §8)', () => {
  afterEach(() => vi.useRealTimers());

  it('reads a success as a status and goes after the spec’s 5150 ms, not before', () => {
    vi.useFakeTimers();
    render(<Screen />);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');

    act(() => vi.advanceTimersByTime(TIMINGS.toastMs - 100));
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reads a failure as an alert, and the same action again starts its time anew', () => {
    vi.useFakeTimers();
    render(<Screen />);
    act(() => screen.getByRole('button', { name: 'Fail' }).click());
    act(() => vi.advanceTimersByTime(TIMINGS.toastMs - 1000));
    act(() => screen.getByRole('button', { name: 'Fail' }).click());
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved.');
  });
});
