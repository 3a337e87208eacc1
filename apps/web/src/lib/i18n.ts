import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import localeTexts from 'virtual:locale-texts';
import { chooseLocale, LANGUAGE_COOKIE, LOCALES, type Locale } from '@club/contract';
import { readString, writeString } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/** One namespace per feature plus `common` and `errors` (STYLE.md i18n). */
export const NAMESPACES = [
  'common',
  'errors',
  'settings',
  'auth',
  'system',
  'titles',
  'registration',
  'shell',
  'home',
  'account',
  'onboarding',
  'content',
  'surveys',
  'emulation',
  'projects',
  'scan',
  'balance',
  'notifications',
  'scanner',
  'certificates',
  'shop',
  'checkout',
  'orders',
  'marketing',
  'team',
  'support',
  'club_card',
  'leads',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Messages = Record<string, unknown>;

// Each file is its own chunk: only the active language's namespaces are fetched, when first needed, through
// that language's list of them (build/locale-texts.ts), so no page carries the list of every language.
export async function loadMessages(locale: string, namespace: string): Promise<Messages> {
  const load = (await localeTexts[locale]?.())?.default[namespace];
  if (!load) throw new Error(`No messages for ${locale}/${namespace}`);
  return load();
}

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    loadMessages(language, namespace).then(
      (messages) => callback(null, messages),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n = i18next.createInstance();

export function setDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

function readLanguageCookie(): string | null {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${LANGUAGE_COOKIE}=`));
  return pair ? pair.slice(LANGUAGE_COOKIE.length + 1) : null;
}

/**
 * The saved choice goes into a cookie as well: the server renders the first screen of a page load in it,
 * and the service worker picks the prerendered page by it (README, First paint).
 */
function writeLanguageCookie(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/**
 * spec 01 §3: the saved choice, else the domain suffix, else the browser's language, else English: the
 * contract's rule, which the server follows too. A choice saved before the cookie existed is copied into it.
 */
export function resolveInitialLocale(): Locale {
  const stored = readString(STORAGE_KEYS.lang);
  const saved = stored ?? readLanguageCookie();
  const locale = chooseLocale({
    saved,
    hostname: window.location.hostname,
    preferred: navigator.languages ?? [navigator.language],
  });
  if (saved === locale && readLanguageCookie() !== locale) writeLanguageCookie(locale);
  return locale;
}

export function initI18n(locale: Locale, namespaces: readonly Namespace[] = ['common']): Promise<unknown> {
  setDocumentLanguage(locale);
  i18n.on('languageChanged', setDocumentLanguage);
  return i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      supportedLngs: LOCALES,
      // every locale carries every key (locales.test.ts), so no second language is ever fetched
      fallbackLng: false,
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}

/**
 * Switches the language and keeps the choice under the spec's `lang` key. The namespaces in use are
 * fetched first, so the screen changes language in one step instead of blanking while they load.
 */
let latestChange = 0;

export async function changeLocale(locale: Locale): Promise<void> {
  // Kept at once: a reload or a navigation before the texts arrive must still honour the choice.
  writeString(STORAGE_KEYS.lang, locale);
  writeLanguageCookie(locale);
  // Two changes in flight (the account's language arriving while the person picks one): the texts of
  // the earlier may arrive last, and must not switch the screen back.
  const change = (latestChange += 1);
  const inUse = Object.keys(i18n.store.data[i18n.language] ?? {});
  await Promise.all(
    inUse
      .filter((namespace) => !i18n.hasResourceBundle(locale, namespace))
      .map(async (namespace) =>
        i18n.addResourceBundle(locale, namespace, await loadMessages(locale, namespace)),
      ),
  );
  if (change === latestChange) await i18n.changeLanguage(locale);
}

/** Loads namespaces of the current language, e.g. before a lazy route renders. */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}
