import { useLayoutEffect, type RefObject } from 'react';

const MIN_SCALE = 0.7;
const STEP = 0.05;

/**
 * Shrinks each `selector` element inside `container` until its longest word fits its box (down to 70 %
 * of its size), so that a label never breaks inside a word; below that, `hyphens: auto` takes over.
 * Runs again when the box changes size (the font setting, a turned phone) or `deps` change.
 */
export function useFitText(
  container: RefObject<HTMLElement | null>,
  selector: string,
  deps: unknown[],
): void {
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const fit = () => {
      for (const element of root.querySelectorAll<HTMLElement>(selector)) {
        element.style.fontSize = '';
        const base = Number.parseFloat(getComputedStyle(element).fontSize);
        if (!base) continue;
        let scale = 1;
        while (element.scrollWidth > element.clientWidth + 0.5 && scale - STEP >= MIN_SCALE - 1e-9) {
          scale -= STEP;
          element.style.fontSize = `${(base * scale).toFixed(2)}px`;
        }
      }
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(root);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container, selector, ...deps]);
}
