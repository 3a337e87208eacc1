import type { CountryCode } from '@club/contract';

export interface AddressSuggestion {
  /** The line shown and put into the address field. */
  label: string;
  street?: string;
  houseNumber?: string;
  postalCode?: string;
  city?: string;
}

/**
 * spec 01 §5 Step 3, §7: address autocomplete restricted to the chosen country. This is the seam for the
 * server's address-search adapter (issue 3: a Photon/Nominatim-compatible adapter chosen by configuration);
 * until that call exists it finds nothing, and the wizard offers only the typed entry.
 */
export async function searchAddress(
  _query: string,
  _country: CountryCode,
  _signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  return [];
}
