import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The back-office speaks English and Polish (issue 12); every area keeps its texts in its own file. */
export const ADMIN_LOCALES = ['en', 'pl'] as const;
export type AdminLocale = (typeof ADMIN_LOCALES)[number];

export const LANGUAGE_KEY = 'club-admin-lang';

/** `src/locales/<locale>/<namespace>.json`, each its own chunk, fetched when a screen first needs it. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const fileKey = (locale: string, namespace: string) => `../locales/${locale}/${namespace}.json`;

/** The namespaces there are: one per file of the English folder. */
export const NAMESPACES: readonly string[] = Object.keys(files)
  .filter((path) => path.startsWith('../locales/en/'))
  .map((path) => path.slice('../locales/en/'.length, -'.json'.length));

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[fileKey(language, namespace)];
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

const isAdminLocale = (value: unknown): value is AdminLocale =>
  (ADMIN_LOCALES as readonly unknown[]).includes(value);

/** The saved choice, else the browser's language when it is one of ours, else English. */
export function initialLocale(): AdminLocale {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  if (isAdminLocale(saved)) return saved;
  const browser = navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isAdminLocale);
  return browser ?? 'en';
}

export const i18n = i18next.createInstance();

export function initI18n(locale: AdminLocale = initialLocale()) {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: 'en',
      supportedLngs: [...ADMIN_LOCALES],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
}

export async function changeLanguage(locale: AdminLocale): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, locale);
  await i18n.changeLanguage(locale);
}
