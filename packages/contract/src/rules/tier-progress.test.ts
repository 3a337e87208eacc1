import { describe, expect, it } from 'vitest';
import { tierProgress } from './tier-progress';

describe('tierProgress', () => {
  it('divides progress by the bracket size, from and to included', () => {
    expect(tierProgress(5, { from: 1, to: 10 })).toBe(50);
    expect(tierProgress(3, { from: 11, to: 20 })).toBe(30);
  });

  it('counts a bracket without from from 1', () => {
    expect(tierProgress(5, { to: 10 })).toBe(50);
    expect(tierProgress(5, { from: null, to: 10 })).toBe(50);
  });

  it('keeps a bracket that starts at 0 one step larger', () => {
    expect(tierProgress(11, { from: 0, to: 10 })).toBe(100);
    expect(tierProgress(1, { from: 0, to: 9 })).toBe(10);
  });

  it('shows 100 % on the top bracket whatever the progress', () => {
    expect(tierProgress(0, { from: 50, to: 32767 })).toBe(100);
    expect(tierProgress(3, { to: 32767 })).toBe(100);
  });

  it('stays within 0..100', () => {
    expect(tierProgress(0, { from: 1, to: 10 })).toBe(0);
    expect(tierProgress(10, { from: 1, to: 10 })).toBe(100);
    expect(tierProgress(25, { from: 1, to: 10 })).toBe(100);
    expect(tierProgress(-4, { from: 1, to: 10 })).toBe(0);
  });

  it('gives 0 for a broken bracket or a non-number', () => {
    expect(tierProgress(5, { from: 10, to: 5 })).toBe(0);
    expect(tierProgress(Number.NaN, { from: 1, to: 10 })).toBe(0);
  });

  it('treats a to just below the sentinel as an ordinary bracket', () => {
    expect(tierProgress(1, { from: 32767, to: 32766 })).toBe(0);
    expect(tierProgress(16383, { from: 1, to: 32766 })).toBe(50);
  });
});
