import { describe, expect, it } from 'vitest';
import { detectLocale, localeFromHostname } from './locale-detection';

describe('language detection', () => {
  it.each([
    ['club.example.pl', 'pl'],
    ['club.example.cz', 'cs'],
    ['club.example.sk', 'sk'],
    ['club.example.ba', 'bs'],
    ['club.example.rs', 'sr'],
    ['club.example.si', 'sl'],
    ['club.example.ee', 'et'],
    ['club.example.ua', 'uk'],
    ['club.example.hr', 'hr'],
    ['club.example.hu', 'hu'],
    ['club.example.it', 'it'],
    ['club.example.lt', 'lt'],
    ['club.example.lv', 'lv'],
    ['club.example.ro', 'ro'],
    ['club.example.bg', 'bg'],
    ['club.example.com.tr', 'tr'],
    ['CLUB.EXAMPLE.PL.', 'pl'],
  ])('maps %s to %s', (hostname, locale) => {
    expect(localeFromHostname(hostname)).toBe(locale);
  });

  it('uses English for other domains and for localhost', () => {
    expect(detectLocale(null, 'club.example.com')).toBe('en');
    expect(detectLocale(null, 'localhost')).toBe('en');
    expect(detectLocale(null, '127.0.0.1')).toBe('en');
  });

  it('prefers the stored choice over the domain', () => {
    expect(detectLocale('lv', 'club.example.pl')).toBe('lv');
  });

  it('ignores a stored value that is not one of the 17 locales', () => {
    expect(detectLocale('de', 'club.example.cz')).toBe('cs');
  });
});
