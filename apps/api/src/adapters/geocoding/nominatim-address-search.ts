import { z } from 'zod';
import {
  getJson,
  labelOf,
  usable,
  type AddressSearchAdapter,
  type HttpAddressSearchOptions,
} from './address-search';

const NominatimAnswer = z.array(
  z.object({
    address: z
      .looseObject({
        road: z.string().optional(),
        pedestrian: z.string().optional(),
        house_number: z.string().optional(),
        postcode: z.string().optional(),
        city: z.string().optional(),
        town: z.string().optional(),
        village: z.string().optional(),
        municipality: z.string().optional(),
        country_code: z.string().optional(),
      })
      .optional(),
  }),
);

/**
 * Nominatim (`GET <url>/search?q=&countrycodes=&format=jsonv2&addressdetails=1&limit=&layer=address`).
 * The public instance allows one request a second with an identifying User-Agent: use it for trials
 * only, and run or buy an instance for production.
 */
export function createNominatimAddressSearch(options: HttpAddressSearchOptions): AddressSearchAdapter {
  return {
    name: 'nominatim',
    async search({ query, country, limit }) {
      const url = new URL('search', options.url.endsWith('/') ? options.url : `${options.url}/`);
      url.searchParams.set('q', query);
      url.searchParams.set('countrycodes', country.toLowerCase());
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('addressdetails', '1');
      url.searchParams.set('layer', 'address');
      url.searchParams.set('limit', String(limit * 2));
      const answer = NominatimAnswer.parse(await getJson(url, options));
      const suggestions = answer
        .map((r) => r.address)
        .filter((a) => a !== undefined && a.country_code?.toUpperCase() === country)
        .map((a) => {
          const parts = {
            street_name: a?.road ?? a?.pedestrian ?? '',
            house_number: a?.house_number ?? '',
            postal_code: a?.postcode ?? '',
            city: a?.city ?? a?.town ?? a?.village ?? a?.municipality ?? '',
          };
          return { label: labelOf(parts), ...parts };
        });
      return usable(suggestions, limit);
    },
  };
}
