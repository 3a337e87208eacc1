import { createContext, useContext } from 'react';

/**
 * What the layout around a screen already shows, so that `Page` does not repeat it. The signed-in
 * dashboard's header has its own back button; `Page` then hands its `back` target to that button instead
 * of drawing a second back link (spec 01 §2 Dashboard shell).
 */
export interface PageChrome {
  headerHasBack: boolean;
  /** The page's own "one level up" address for the header's back button; null when the page leaves. */
  setBackTarget: (to: string | null) => void;
}

const NO_CHROME: PageChrome = { headerHasBack: false, setBackTarget: () => undefined };

export const PageChromeContext = createContext<PageChrome>(NO_CHROME);

export function usePageChrome(): PageChrome {
  return useContext(PageChromeContext);
}
