import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * Renders its children in the browser only, and when the page was rendered ahead of time only once that
 * markup has been hydrated: what depends on the device (the install prompt, a stored emulation notice) is
 * never part of the HTML, and so can never make hydration disagree with it.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const isClient = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return isClient ? children : null;
}
