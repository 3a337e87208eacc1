import { createStore, useStore } from './create-store';

const store = createStore(false);

/** spec 01 §4 Maintenance: set by any 503 answer, cleared when the config call answers again. */
export const maintenanceStore = {
  isActive: store.get,
  subscribe: store.subscribe,
  enable: () => store.set(true),
  clear: () => store.set(false),
};

export function useIsMaintenance(): boolean {
  return useStore(store);
}
