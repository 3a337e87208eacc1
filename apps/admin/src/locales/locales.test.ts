// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@club/contract';
import { ADMIN_LOCALES } from '../lib/i18n';

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

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const withoutPlural = (key: string) => key.replace(PLURAL_SUFFIX, '');
const enFiles = readdirSync(`${DIR}/en`).sort();

describe('locale files', () => {
  it('has one folder per language of the back-office', () => {
    const folders = readdirSync(DIR, { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(folders.map((d) => d.name).sort()).toEqual([...ADMIN_LOCALES].sort());
  });

  describe.each(ADMIN_LOCALES)('%s', (locale) => {
    it('has the same files as en', () => {
      expect(readdirSync(`${DIR}/${locale}`).sort()).toEqual(enFiles);
    });

    it.each(enFiles)('%s has the keys of en, the same placeholders, no empty text', (file) => {
      const en = flatten(read('en', file));
      const own = flatten(read(locale, file));
      // plural forms differ between languages (Polish has few and many); the keys without them must match
      const bases = (keys: string[]) => [...new Set(keys.map(withoutPlural))].sort();
      expect(bases(Object.keys(own))).toEqual(bases(Object.keys(en)));
      for (const [key, text] of Object.entries(own)) {
        expect(text.trim(), `${locale}/${file} ${key}`).not.toBe('');
        const enKey = Object.keys(en).find((k) => withoutPlural(k) === withoutPlural(key)) ?? key;
        expect(placeholders(text), `${locale}/${file} ${key}`).toEqual(placeholders(en[enKey] ?? ''));
      }
      // every plural form the language uses is there
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const base of bases(Object.keys(own).filter((k) => PLURAL_SUFFIX.test(k)))) {
        for (const category of categories) {
          expect(Object.keys(own), `${locale}/${file} ${base}_${category}`).toContain(`${base}_${category}`);
        }
      }
    });
  });

  it('names every kind of operator write the audit log records, in every language', () => {
    for (const locale of ADMIN_LOCALES) {
      const names = flatten(read(locale, 'audit.json'));
      const missing = AUDIT_ACTIONS.filter((action) => !names[`actions.${action}`]);
      expect(missing, locale).toEqual([]);
    }
  });
});
