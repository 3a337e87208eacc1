import { describe, expect, it } from 'vitest';
import { chooseLocale, localeFromHostname, localeFromPreferences } from './locale-choice';

describe('choosing the language', () => {
  it.each([
    ['club.example.pl', 'pl'],
    ['club.example.cz', 'cs'],
    ['club.example.ba', 'bs'],
    ['club.example.rs', 'sr'],
    ['club.example.ee', 'et'],
    ['club.example.ua', 'uk'],
    ['club.example.com.tr', 'tr'],
    ['CLUB.EXAMPLE.PL.', 'pl'],
  ])('maps the domain %s to %s', (hostname, locale) => {
    expect(localeFromHostname(hostname)).toBe(locale);
  });

  it('takes the first browser language the app speaks, by its primary subtag', () => {
    expect(localeFromPreferences(['de-DE', 'pl-PL', 'en'])).toBe('pl');
    expect(localeFromPreferences(['sr-Latn-RS'])).toBe('sr');
    expect(localeFromPreferences(['EN_gb'])).toBe('en');
    expect(localeFromPreferences(['de', 'fr'])).toBeUndefined();
    expect(localeFromPreferences([])).toBeUndefined();
  });

  it('prefers the saved choice, then the domain, then the browser, then English', () => {
    expect(chooseLocale({ saved: 'lv', hostname: 'club.example.pl', preferred: ['cs'] })).toBe('lv');
    expect(chooseLocale({ saved: null, hostname: 'club.example.pl', preferred: ['cs'] })).toBe('pl');
    expect(chooseLocale({ hostname: 'club.example.com', preferred: ['de', 'cs-CZ'] })).toBe('cs');
    expect(chooseLocale({ hostname: 'localhost', preferred: ['de'] })).toBe('en');
    expect(chooseLocale({})).toBe('en');
  });

  it('ignores a saved value that is not one of the 17 locales', () => {
    expect(chooseLocale({ saved: 'de', hostname: 'club.example.cz' })).toBe('cs');
  });
});
