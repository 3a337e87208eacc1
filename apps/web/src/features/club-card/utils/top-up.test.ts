import { describe, expect, it } from 'vitest';
import { cardState, formatCurrency, isFailedTopUp, topUpChoices } from './top-up';

describe('top-up choices (spec 03 §5)', () => {
  it('worth twice the points in złoty, smallest first, without repeats or nonsense', () => {
    expect(topUpChoices([250, 50, 100, 50, 0, -10, 12.5], 1000)).toEqual([
      { points: 50, currency: 100, isAffordable: true },
      { points: 100, currency: 200, isAffordable: true },
      { points: 250, currency: 500, isAffordable: true },
    ]);
  });

  it('an amount above the company points cannot be chosen; exactly the points can', () => {
    const choices = topUpChoices([50, 100, 250], 100);
    expect(choices.map((choice) => [choice.points, choice.isAffordable])).toEqual([
      [50, true],
      [100, true],
      [250, false],
    ]);
    expect(topUpChoices([50], 0)[0]?.isAffordable).toBe(false);
  });
});

describe('club card formatting and states (spec 03 §4)', () => {
  it('writes złoty as each language does', () => {
    expect(formatCurrency(200, 'pl').replace(/\s/g, ' ')).toBe('200,00 zł');
    expect(formatCurrency(1500, 'en').replace(/\s/g, ' ')).toBe('PLN 1,500.00');
  });

  it('ACTIVE and ISSUED are states of their own, anything else is inactive', () => {
    expect(cardState('ACTIVE')).toBe('active');
    expect(cardState('ISSUED')).toBe('issued');
    expect(cardState('BLOCKED')).toBe('inactive');
    expect(cardState(null)).toBe('inactive');
  });

  it('only REFUSED and REJECTED are failed top-ups', () => {
    expect(['SUCCEEDED', 'PENDING', 'REFUSED', 'REJECTED'].map(isFailedTopUp)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
