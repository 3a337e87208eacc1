import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { polyfillDialog } from './dialog-polyfill';

if (typeof window !== 'undefined') {
  // jsdom has no layout; the router's scroll restoration calls this on every navigation
  window.scrollTo = () => undefined;
  polyfillDialog();
}

afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('style');
});
