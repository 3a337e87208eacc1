import { afterEach, describe, expect, it } from 'vitest';
import { readLeadDraftDate, writeLeadDraftDate } from './lead-data';

describe('lead data (spec 01 §3 local storage)', () => {
  afterEach(() => localStorage.clear());

  it('keeps the picked installation day per lead until it is cleared', () => {
    writeLeadDraftDate('lead-a', '2026-12-04');
    writeLeadDraftDate('lead-b', '2027-01-15');
    expect(readLeadDraftDate('lead-a')).toBe('2026-12-04');
    expect(readLeadDraftDate('lead-b')).toBe('2027-01-15');
    expect(JSON.parse(localStorage.getItem('leadData') ?? '{}')).toEqual({
      'lead-a': { date: '2026-12-04' },
      'lead-b': { date: '2027-01-15' },
    });
    writeLeadDraftDate('lead-a', '');
    expect(readLeadDraftDate('lead-a')).toBe('');
    expect(readLeadDraftDate('lead-b')).toBe('2027-01-15');
  });

  it('reads nothing from a broken or foreign value', () => {
    localStorage.setItem('leadData', '[1,2]');
    expect(readLeadDraftDate('lead-a')).toBe('');
    localStorage.setItem('leadData', '{"lead-a":{"date":5}}');
    expect(readLeadDraftDate('lead-a')).toBe('');
    localStorage.setItem('leadData', 'not json');
    expect(readLeadDraftDate('lead-a')).toBe('');
  });
});
