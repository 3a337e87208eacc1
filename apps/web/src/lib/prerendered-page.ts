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

/** The attribute that lets an element of a prerendered page be tapped before the scripts arrive. */
const EARLY_CLICK = 'data-early-click';

declare global {
  interface Window {
    /** Set by the prerendered page's loader (apps/web/build/prerender.ts): stops keeping taps, returns them. */
    __endEarlyClicks?: () => string[];
  }
}

/**
 * Gives the taps kept by the prerendered page's loader to the app, in order, as clicks on the same marked
 * elements; with `discard`, only stops keeping them.
 */
export function replayEarlyClicks({ discard = false }: { discard?: boolean } = {}): void {
  const taps = window.__endEarlyClicks?.() ?? [];
  if (discard) return;
  for (const id of taps) {
    document.querySelector<HTMLElement>(`[${EARLY_CLICK}="${CSS.escape(id)}"]`)?.click();
  }
}
