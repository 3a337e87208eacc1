import { z } from 'zod';
import { COUNTRY_CODES, type CountryCode } from '../constants/regions';
import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';

/** spec 01 §5 Step 3: suggestions start at 5 typed characters. */
export const ADDRESS_SEARCH_MIN_LENGTH = 5;
/** Longest accepted query (longer than any real address line). */
export const ADDRESS_SEARCH_MAX_LENGTH = 200;
/** Suggestions answered at most. */
export const ADDRESS_SEARCH_LIMIT = 5;

export const AddressSearchQuerySchema = z.strictObject({
  q: z.string().trim().min(ADDRESS_SEARCH_MIN_LENGTH).max(ADDRESS_SEARCH_MAX_LENGTH),
  country: z.enum(COUNTRY_CODES as [CountryCode, ...CountryCode[]]),
});
export type AddressSearchQuery = z.infer<typeof AddressSearchQuerySchema>;

/** One suggestion; the parts a provider does not know are empty strings. */
export const AddressSuggestionSchema = z.object({
  label: z.string(),
  street_name: z.string(),
  house_number: z.string(),
  postal_code: z.string(),
  city: z.string(),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestionSchema>;

/**
 * spec 01 §5 Step 3 address autocomplete, restricted to the chosen country. Public: the registration
 * wizard is signed out (limited per IP). A provider failure answers an empty list, never an error.
 */
export const searchAddress = defineEndpoint({
  method: 'GET',
  path: '/v1/address/search',
  access: 'public',
  summary: 'Address suggestions for the registration wizard',
  query: AddressSearchQuerySchema,
  response: { 200: z.array(AddressSuggestionSchema), 429: ErrorSchema },
});
