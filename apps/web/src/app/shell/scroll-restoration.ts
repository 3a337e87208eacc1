import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scrollPositions';
/** Positions of the history entries of this tab, by location key; kept across reloads like the history. */
const positions = new Map<string, number>();
let storedRead = false;

function readStored(): void {
  if (storedRead) return;
  storedRead = true;
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    for (const [key, y] of Object.entries(stored)) positions.set(key, y);
  } catch {
    // a broken entry only loses the remembered positions
  }
}

function writeStored(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([...positions].slice(-50))));
  } catch {
    // storage full or blocked: positions are kept in memory for this page
  }
}

/**
 * A new page opens at its top (or at its #anchor); back and forward return to where the person was. The
 * position of the current entry is followed as the page scrolls, so it is right whenever the page changes.
 */
export function ScrollRestoration(): null {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      if (current.current !== null) positions.set(current.current, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', writeStored);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', writeStored);
    };
  }, []);

  useLayoutEffect(() => {
    if (current.current === location.key) return;
    const isFirst = current.current === null;
    current.current = location.key;
    readStored();
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    // a page just opened keeps what the browser did with it (the top, or its #anchor)
    if (isFirst) return;
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
