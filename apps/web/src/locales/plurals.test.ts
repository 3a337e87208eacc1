// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@club/contract';

/**
 * i18next picks a plural form by `Intl.PluralRules(language).select(count)`. A key used with `count` must
 * therefore carry every category the language has (Polish one, few, many, other; Czech one, few, many,
 * other; English one, other…), or the missing ones fall back to the bare key and a Polish screen says
 * "2 punktów". This file checks that from the code's side: every key the code calls with `count`, in every
 * locale; and that no text puts a number in front of a noun without being a plural key.
 */

const DIR = dirname(fileURLToPath(import.meta.url));
const SRC = join(DIR, '..');
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...flatten(value, path) };
  }, {});
}

const messages = (locale: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(join(DIR, locale, `${namespace}.json`), 'utf8')) as Tree);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'locales' || entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface CountedKey {
  namespace: string;
  key: string;
  where: string;
}

/**
 * Every `t('key', { …count… })` of the app, with its namespace: the one in the key (`ns:key`), else the
 * first namespace of the `useTranslation` that gave that `t` (or `common`, i18next's default here).
 */
function keysUsedWithCount(): CountedKey[] {
  return sourceFiles(SRC).flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    const defaults = new Map<string, string>();
    for (const m of code.matchAll(
      /\{\s*t(?:\s*:\s*(\w+))?\b[^}]*\}\s*=\s*useTranslation\(\s*\[?\s*'([\w-]+)'/g,
    )) {
      defaults.set(m[1] ?? 't', m[2] ?? 'common');
    }
    const found: CountedKey[] = [];
    for (const m of code.matchAll(/\b(t\w*)\(\s*['`]([\w.:-]+)['`]\s*,\s*\{([^{}]*)\}/g)) {
      const [, fn = 't', fullKey = '', options = ''] = m;
      if (!/\bcount\b/.test(options)) continue;
      const [namespace, key] = fullKey.includes(':')
        ? (fullKey.split(':') as [string, string])
        : [defaults.get(fn) ?? 'common', fullKey];
      const line = code.slice(0, m.index).split('\n').length;
      found.push({ namespace, key, where: `${relative(SRC, file)}:${line}` });
    }
    return found;
  });
}

const used = keysUsedWithCount();

describe('plural forms', () => {
  it('finds the counted keys of the app', () => {
    // a broken pattern would find nothing and pass everything below
    expect(used.length).toBeGreaterThan(20);
  });

  describe.each(LOCALES)('%s', (locale) => {
    const rules = new Intl.PluralRules(locale);
    const categories = rules.resolvedOptions().pluralCategories;

    it('has every plural category of the language for every key the code counts', () => {
      const missing: string[] = [];
      for (const { namespace, key, where } of used) {
        const own = messages(locale, namespace);
        const bare = own[key];
        // "Cart, items: {{count}}" reads right for any number: a bare key may stay bare while no word
        // follows the number
        if (bare !== undefined && !PLURAL_FORMS.some((form) => own[`${key}_${form}`] !== undefined)) {
          if (/\{\{\s*count\s*\}\}\s*\p{L}/u.test(bare))
            missing.push(`${namespace}:${key} "${bare}" (${where})`);
          continue;
        }
        for (const category of categories) {
          if (own[`${key}_${category}`] === undefined) {
            missing.push(`${namespace}:${key}_${category} (${where})`);
          }
        }
      }
      expect(missing).toEqual([]);
    });

    it('says for 0 what the language says for 0 wherever a _zero form exists', () => {
      const wrong: string[] = [];
      for (const namespace of readdirSync(join(DIR, locale)).map((f) => f.replace(/\.json$/, ''))) {
        const own = messages(locale, namespace);
        for (const key of Object.keys(own).filter((k) => k.endsWith('_zero'))) {
          const base = key.replace(PLURAL_SUFFIX, '');
          if (own[key] !== own[`${base}_${rules.select(0)}`]) wrong.push(`${namespace}:${key}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });

  /**
   * English is the reference text: a placeholder that holds a number and is followed by a noun ("{{to}}
   * years", "{{points}} points") must be a plural key, called with `count`, so that each language can
   * make the noun agree. Units and "of" never change with the number.
   */
  it('puts no number in front of a noun outside a plural key', () => {
    const invariantAfter = /^(px|%|km|s|of|MB)\b/;
    // placeholders whose value is a word, never a bare number; `…_text` holds an already pluralised phrase
    const notNumbers = new Set([
      'brand',
      'date',
      'name',
      'code',
      'email',
      'category',
      'project',
      'title',
      'address',
      'city',
    ]);
    const isPhrase = (name: string) => notNumbers.has(name) || name.endsWith('_text');
    const offenders: string[] = [];
    for (const file of readdirSync(join(DIR, 'en'))) {
      const namespace = file.replace(/\.json$/, '');
      for (const [key, text] of Object.entries(messages('en', namespace))) {
        if (PLURAL_SUFFIX.test(key)) continue;
        for (const m of text.matchAll(/\{\{\s*(\w+)\s*\}\}\s*([^\s{][^{]*)?/g)) {
          const [, name = '', after = ''] = m;
          if (isPhrase(name) || !/^\p{L}/u.test(after) || invariantAfter.test(after)) continue;
          offenders.push(`${namespace}:${key} "${text}"`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
