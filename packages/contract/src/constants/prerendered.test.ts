import { describe, expect, it } from 'vitest';
import { isPrerenderedPath, prerenderedPageFile } from './prerendered';

describe('prerendered pages', () => {
  it('names the file of /login per language, with or without a trailing slash', () => {
    expect(prerenderedPageFile('/login', 'pl')).toBe('prerendered/login.pl.html');
    expect(prerenderedPageFile('/login/', 'en')).toBe('prerendered/login.en.html');
    expect(isPrerenderedPath('/login')).toBe(true);
  });

  it('has no file for the other pages', () => {
    expect(prerenderedPageFile('/', 'pl')).toBeUndefined();
    expect(prerenderedPageFile('/login/x', 'pl')).toBeUndefined();
    expect(isPrerenderedPath('/projects')).toBe(false);
  });
});
