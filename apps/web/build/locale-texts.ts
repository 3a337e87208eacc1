// `virtual:locale-texts`: per language, a loader of that language's own list of namespace loaders. Every
// namespace file stays a chunk of its own, and a page fetches the short list of its language only, instead
// of one map of all 17 × 20 files in the i18n code that every page loads (README, Budget).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const LOCALE_TEXTS_ID = 'virtual:locale-texts';

/** The id of one language's list in the build, e.g. to preload it (build/prerender.ts). */
export const localeTextsModule = (locale: string) => `\0${LOCALE_TEXTS_ID}/${locale}`;

export function localeTexts(localesDir: string): Plugin {
  const locales = () =>
    readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  return {
    name: 'club:locale-texts',
    resolveId(id) {
      return id === LOCALE_TEXTS_ID || id.startsWith(`${LOCALE_TEXTS_ID}/`) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${LOCALE_TEXTS_ID}`) {
        const entries = locales().map(
          (locale) =>
            `${JSON.stringify(locale)}: () => import(${JSON.stringify(`${LOCALE_TEXTS_ID}/${locale}`)})`,
        );
        return `export default {${entries.join(',')}};`;
      }
      if (id.startsWith(`\0${LOCALE_TEXTS_ID}/`)) {
        const dir = join(localesDir, id.slice(LOCALE_TEXTS_ID.length + 2));
        const entries = readdirSync(dir)
          .filter((file) => file.endsWith('.json'))
          .sort()
          .map(
            (file) =>
              `${JSON.stringify(file.slice(0, -'.json'.length))}: () => import(${JSON.stringify(join(dir, file))}).then((m) => m.default)`,
          );
        return `export default {${entries.join(',')}};`;
      }
      return null;
    },
  };
}
