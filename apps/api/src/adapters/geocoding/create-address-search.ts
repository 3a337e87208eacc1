import type { AppConfig } from '../../config/env';
import type { AddressSearchAdapter } from './address-search';
import { createNominatimAddressSearch } from './nominatim-address-search';
import { createNoneAddressSearch } from './none-address-search';
import { createPhotonAddressSearch } from './photon-address-search';

/** Picks the provider named by ADDRESS_SEARCH_PROVIDER (the env check requires a URL for the HTTP ones). */
export function createAddressSearch(config: AppConfig['addressSearch']): AddressSearchAdapter {
  const http = config.url
    ? { url: config.url, userAgent: config.userAgent, timeoutMs: config.timeoutMs }
    : null;
  if (config.provider === 'photon' && http) return createPhotonAddressSearch(http);
  if (config.provider === 'nominatim' && http) return createNominatimAddressSearch(http);
  return createNoneAddressSearch();
}
