import type { AddressSuggestion, CountryCode } from '@club/contract';

export type { AddressSuggestion };

export interface AddressSearchRequest {
  query: string;
  country: CountryCode;
  limit: number;
}

/**
 * ARCHITECTURE adapters: address autocomplete for the registration wizard (spec 01 §5 Step 3), chosen by
 * ADDRESS_SEARCH_PROVIDER. `search` may throw (provider down, timeout, odd answer); the caller turns
 * that into an empty list.
 */
export interface AddressSearchAdapter {
  name: 'none' | 'photon' | 'nominatim';
  search(request: AddressSearchRequest): Promise<AddressSuggestion[]>;
}

export interface HttpAddressSearchOptions {
  /** Base URL of the service, without the trailing path (`https://photon.komoot.io`). */
  url: string;
  /** Sent as User-Agent: Nominatim's usage policy asks for one that identifies the application. */
  userAgent: string;
  timeoutMs?: number;
}

export const DEFAULT_ADDRESS_SEARCH_TIMEOUT_MS = 3000;

/** GETs JSON with the User-Agent and the timeout; any non-2xx answer is an error. */
export async function getJson(url: URL, options: HttpAddressSearchOptions): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json', 'user-agent': options.userAgent },
    signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_ADDRESS_SEARCH_TIMEOUT_MS),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`address search provider answered ${response.status}`);
  }
  return response.json();
}

/** The line shown for a suggestion, from its parts: "Street 12, 00-001 City". */
export function labelOf(parts: Omit<AddressSuggestion, 'label'>): string {
  const street = [parts.street_name, parts.house_number].filter(Boolean).join(' ');
  const place = [parts.postal_code, parts.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

/** Drops suggestions without a street and repeated lines (providers return one per OSM object). */
export function usable(suggestions: AddressSuggestion[], limit: number): AddressSuggestion[] {
  const seen = new Set<string>();
  const result: AddressSuggestion[] = [];
  for (const s of suggestions) {
    if (!s.street_name || seen.has(s.label)) continue;
    seen.add(s.label);
    result.push(s);
    if (result.length === limit) break;
  }
  return result;
}
