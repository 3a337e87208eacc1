import { createStore, useStore } from '@/lib/create-store';

/** Where a failed or ended emulation leaves the person. Kept here, free of API code, for the banner. */
export const LOGIN_PATH = '/login';

/** Whether the last ticket of this page load could not be exchanged; /login shows it (spec 01 §6). */
const failedStore = createStore(false);

export const emulationStatus = {
  markFailed: () => failedStore.set(true),
  clear: () => failedStore.set(false),
  hasFailed: failedStore.get,
};

export function useEmulationFailed(): boolean {
  return useStore(failedStore);
}
