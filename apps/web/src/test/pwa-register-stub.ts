import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { vi } from 'vitest';

/** What the app passed to each registration, so that tests can play the worker's part. */
export const registrations: { options: RegisterSWOptions; update: ReturnType<typeof vi.fn> }[] = [];

export function registerSW(options: RegisterSWOptions = {}): (reloadPage?: boolean) => Promise<void> {
  const update = vi.fn(() => Promise.resolve());
  registrations.push({ options, update });
  return update;
}
