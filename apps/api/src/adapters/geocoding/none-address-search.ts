import type { AddressSearchAdapter } from './address-search';

/** The default: no provider, no suggestions; the wizard offers the typed entry only. */
export function createNoneAddressSearch(): AddressSearchAdapter {
  return { name: 'none', search: async () => [] };
}
