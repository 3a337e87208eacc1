import { searchAddress as searchAddressEndpoint, type CountryCode } from '@club/contract';
import { call } from '@/lib/api-client';

export interface AddressSuggestion {
  /** The line shown and put into the address field. */
  label: string;
  street?: string;
  houseNumber?: string;
  postalCode?: string;
  city?: string;
}

// The server answers "" for a part its provider does not know; such a part leaves its field as typed.
const part = (value: string) => value || undefined;

/**
 * spec 01 §5 Step 3, §7: address autocomplete restricted to the chosen country, through the server's
 * address-search adapter (none, Photon or Nominatim, chosen by its configuration). Aborting `signal`
 * cancels the request when a newer query supersedes it.
 */
export async function searchAddress(
  query: string,
  country: CountryCode,
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  const found = await call(searchAddressEndpoint, { query: { q: query, country }, signal });
  return found.map((s) => ({
    label: s.label,
    street: part(s.street_name),
    houseNumber: part(s.house_number),
    postalCode: part(s.postal_code),
    city: part(s.city),
  }));
}
