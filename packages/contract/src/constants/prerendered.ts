import type { Locale } from './languages';

/**
 * The web app's pages that the build renders to HTML in every language, so that the screen shows before
 * the JavaScript arrives: address → name of their files. The server and the service worker answer a page
 * load of the address with the file of the person's language (`chooseLocale`).
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/login': 'login',
};

const pageName = (pathname: string) =>
  PRERENDERED_PAGES[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname];

export function isPrerenderedPath(pathname: string): boolean {
  return pageName(pathname) !== undefined;
}

/** Where the build puts a prerendered page, relative to the web app's root; undefined for other pages. */
export function prerenderedPageFile(pathname: string, locale: Locale): string | undefined {
  const name = pageName(pathname);
  return name === undefined ? undefined : `prerendered/${name}.${locale}.html`;
}
