/**
 * The mark on `#root` of a page rendered ahead of time (`data-prerendered`): its address and language.
 * main.tsx hydrates the markup only when the app is about to show that very page.
 */
export const PRERENDERED_PAGE = 'prerendered';

interface PageKey {
  pathname: string;
  locale: string;
}

export function prerenderedMark({ pathname, locale }: PageKey): string {
  return `${locale} ${pathname}`;
}

export function isPrerenderedFor(mark: string, page: PageKey): boolean {
  return mark === prerenderedMark(page);
}
