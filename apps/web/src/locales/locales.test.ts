// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, LOCALES, MESSAGES } from '@club/contract';
import { CLIENT_ERROR_CODES } from '../lib/api-error';
import { NAMESPACES } from '../lib/i18n';

const DIR = dirname(fileURLToPath(import.meta.url));
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };
const read = (locale: string, file: string) =>
  JSON.parse(readFileSync(`${DIR}/${locale}/${file}`, 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...flatten(value, path) };
  }, {});
}

/** Keys without their plural suffix, so that languages with other plural forms compare equal. */
const baseKeys = (keys: string[]) => [...new Set(keys.map((k) => k.replace(PLURAL_SUFFIX, '')))].sort();
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const enFiles = readdirSync(`${DIR}/en`).sort();

describe('locale files', () => {
  it('has one folder per locale of the contract and one file per namespace', () => {
    const folders = readdirSync(DIR, { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(folders.map((d) => d.name).sort()).toEqual([...LOCALES].sort());
    expect(enFiles).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
  });

  describe.each(LOCALES)('%s', (locale) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

    it('has the same files as en', () => {
      expect(readdirSync(`${DIR}/${locale}`).sort()).toEqual(enFiles);
    });

    it.each(enFiles)('%s has the keys of en, every plural form of the language, no empty text', (file) => {
      const en = flatten(read('en', file));
      const own = flatten(read(locale, file));
      // Every locale carries every key, plural forms included: a form the language never uses repeats
      // one of its own forms, and i18next never picks it.
      expect(Object.keys(own).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(own)) {
        expect(text.trim(), `${locale}/${file} ${key}`).not.toBe('');
        const enKey = Object.keys(en).find(
          (k) => k.replace(PLURAL_SUFFIX, '') === key.replace(PLURAL_SUFFIX, ''),
        );
        expect(placeholders(text), `${locale}/${file} ${key}`).toEqual(placeholders(en[enKey ?? key] ?? ''));
      }
      const pluralBases = baseKeys(Object.keys(own).filter((k) => PLURAL_SUFFIX.test(k)));
      for (const base of pluralBases) {
        const forms = Object.keys(own).filter((k) => k.replace(PLURAL_SUFFIX, '') === base);
        const present = forms.map((k) => k.match(PLURAL_SUFFIX)?.[1]);
        for (const category of categories) expect(present, `${locale} ${base}`).toContain(category);
        // i18next uses `_zero` for a count of 0 whatever the language, so it must say what the language's
        // own rule for 0 says.
        const zeroForm = new Intl.PluralRules(locale).select(0);
        if (own[`${base}_zero`] !== undefined) {
          expect(own[`${base}_zero`], `${locale} ${base}_zero`).toBe(own[`${base}_${zeroForm}`]);
        }
      }
    });
  });

  it('translates every known message and error code of the contract', () => {
    const errors = flatten(read('en', 'errors.json'));
    const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    for (const key of Object.keys(MESSAGES)) expect(errors).toHaveProperty([`messages.${snake(key)}`]);
    for (const code of [...Object.values(ERROR_CODES), ...Object.values(CLIENT_ERROR_CODES)]) {
      expect(errors).toHaveProperty([`codes.${code}`]);
    }
  });
});
