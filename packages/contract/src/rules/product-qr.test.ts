import { describe, expect, it } from 'vitest';
import { parseProductQr } from './product-qr';

const DOMAIN = 'skylight.example';

describe('parseProductQr', () => {
  it('reads the four parts of the last path segment', () => {
    expect(parseProductQr('https://skylight.example/p/GGL_MK04_2070_12345678ABCD', DOMAIN)).toEqual({
      type: 'GGL',
      size: 'MK04',
      variant: '2070',
      serial: '12345678ABCD',
    });
  });

  it('joins extra parts into the serial', () => {
    expect(parseProductQr('https://skylight.example/p/GGL_MK04_2070_1234_ABCD', DOMAIN)?.serial).toBe(
      '1234_ABCD',
    );
  });

  it('accepts subdomains, http, a trailing slash, a query and no scheme', () => {
    expect(parseProductQr('https://qr.skylight.example/GGL_MK04_2070_1?src=label', DOMAIN)?.type).toBe('GGL');
    expect(parseProductQr('http://SKYLIGHT.example/p/GGL_MK04_2070_1/', DOMAIN)?.serial).toBe('1');
    expect(parseProductQr('  skylight.example/p/GGL_MK04_2070_1 ', DOMAIN)?.size).toBe('MK04');
  });

  it('refuses other domains, including look-alike and user-info tricks', () => {
    expect(parseProductQr('https://example.com/p/GGL_MK04_2070_1', DOMAIN)).toBeNull();
    expect(parseProductQr('https://notskylight.example/p/GGL_MK04_2070_1', DOMAIN)).toBeNull();
    expect(parseProductQr('https://skylight.example.evil.com/p/GGL_MK04_2070_1', DOMAIN)).toBeNull();
    expect(parseProductQr('https://skylight.example@evil.com/p/GGL_MK04_2070_1', DOMAIN)).toBeNull();
    expect(parseProductQr('https://evil.com/skylight.example/GGL_MK04_2070_1', DOMAIN)).toBeNull();
  });

  it('refuses fewer than four parts or an empty part', () => {
    expect(parseProductQr('https://skylight.example/p/GGL_MK04_2070', DOMAIN)).toBeNull();
    expect(parseProductQr('https://skylight.example/p/GGL__2070_1', DOMAIN)).toBeNull();
    expect(parseProductQr('https://skylight.example/p/GGL_MK04_2070_', DOMAIN)).toBeNull();
    expect(parseProductQr('https://skylight.example/', DOMAIN)).toBeNull();
  });

  it('refuses text that is not a web URL', () => {
    expect(parseProductQr('GGL_MK04_2070_1', DOMAIN)).toBeNull();
    expect(parseProductQr('ftp://skylight.example/GGL_MK04_2070_1', DOMAIN)).toBeNull();
    expect(parseProductQr('', DOMAIN)).toBeNull();
    expect(parseProductQr('https://skylight.example/p/GGL_MK04_2070_1', '')).toBeNull();
  });
});
