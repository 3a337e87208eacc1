// Unit tests read the English texts at once, without the lazy backend: import this file in a test.
import { initReactI18next } from 'react-i18next';
import { i18n } from './i18n';

const files = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', {
  eager: true,
  import: 'default',
});

const resources = {
  en: Object.fromEntries(
    Object.entries(files).map(([path, texts]) => [
      path.slice('../locales/en/'.length, -'.json'.length),
      texts,
    ]),
  ),
};

void i18n.use(initReactI18next).init({
  lng: 'en',
  resources,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
