import { describe, expect, it } from 'vitest';
import { LEAD_LIST_GROUPS, LEAD_MESSAGES, LEAD_PRODUCTS, LEAD_STATUSES } from '@club/contract';
import en from '@/locales/en/leads.json';
import pl from '@/locales/pl/leads.json';

type Tree = { [key: string]: string | Tree };

/** Every key of a locale file, plural forms folded into their base key. */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keysOf(value, `${prefix}${key}.`),
  );
}

/** The plural keys of a file: base key → its forms. */
function pluralsOf(tree: Tree, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value !== 'string') {
      for (const [k, v] of pluralsOf(value, `${prefix}${key}.`)) found.set(k, v);
      continue;
    }
    const plural = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
    if (plural?.[1] && plural[2]) {
      const base = `${prefix}${plural[1]}`;
      found.set(base, [...(found.get(base) ?? []), plural[2]]);
    }
  }
  return found;
}

describe("the leads area's texts", () => {
  it('has the same keys in English and Polish', () => {
    expect(new Set(keysOf(pl as Tree))).toEqual(new Set(keysOf(en as Tree)));
  });

  it('gives Polish plurals every form the language needs', () => {
    for (const [key, forms] of pluralsOf(pl as Tree)) {
      expect(forms.sort(), key).toEqual(['few', 'many', 'one', 'other']);
    }
    expect([...pluralsOf(en as Tree).keys()].sort()).toEqual([...pluralsOf(pl as Tree).keys()].sort());
  });

  it('names every status, group and product of the contract', () => {
    for (const locale of [en, pl]) {
      expect(Object.keys(locale.status).sort()).toEqual([...LEAD_STATUSES].sort());
      expect(Object.keys(locale.groups).sort()).toEqual([...LEAD_LIST_GROUPS].sort());
      expect(Object.keys(locale.products).sort()).toEqual([...LEAD_PRODUCTS].sort());
    }
  });

  it('has every message of the contract, in English as the contract says it, and translated', () => {
    const english = en.messages as Record<string, string>;
    const polish = pl.messages as Record<string, string>;
    for (const [key, text] of Object.entries(LEAD_MESSAGES)) {
      expect(english[key], key).toBe(text);
      expect(polish[key], key).toBeTruthy();
      expect(polish[key], key).not.toBe(text);
    }
  });
});
