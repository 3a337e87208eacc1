import { ADDRESS_SEARCH_LIMIT, type AddressSearchQuery, type AddressSuggestion } from '@club/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AddressSearchAdapter } from '../../adapters/geocoding/address-search';

export interface AddressServiceDeps {
  adapter: AddressSearchAdapter;
  logger: FastifyBaseLogger;
}

export function createAddressService(deps: AddressServiceDeps) {
  return {
    /**
     * spec 01 §5 Step 3: suggestions are a help, never a hurdle. A provider that fails, times out or
     * answers something unexpected gives an empty list (and a warning in the log), so the wizard goes on
     * with the typed entry.
     */
    async search(query: AddressSearchQuery): Promise<AddressSuggestion[]> {
      try {
        return await deps.adapter.search({
          query: query.q,
          country: query.country,
          limit: ADDRESS_SEARCH_LIMIT,
        });
      } catch (error) {
        // the query is an address someone typed: it is not logged
        deps.logger.warn(
          { err: error, provider: deps.adapter.name, country: query.country },
          'address search failed',
        );
        return [];
      }
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
