import { describe, expect, it } from 'vitest';
import { regionalLink } from './regional-link';

const links = { PL: { terms: 'https://skylight.example/pl/terms', privacy: ' ' } };

describe('regionalLink', () => {
  it("gives the region's link, whatever the code's case", () => {
    expect(regionalLink(links, 'pl', 'terms')).toBe('https://skylight.example/pl/terms');
  });

  it("falls back to '#' for a missing kind, a blank link or a region without links", () => {
    expect(regionalLink(links, 'PL', 'commercialRules')).toBe('#');
    expect(regionalLink(links, 'PL', 'privacy')).toBe('#');
    expect(regionalLink(links, 'CZ', 'terms')).toBe('#');
  });
});
