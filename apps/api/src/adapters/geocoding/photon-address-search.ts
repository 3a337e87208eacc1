import { z } from 'zod';
import {
  getJson,
  labelOf,
  usable,
  type AddressSearchAdapter,
  type HttpAddressSearchOptions,
} from './address-search';

// Only the fields used; anything else in the GeoJSON is ignored.
const PhotonAnswer = z.object({
  features: z.array(
    z.object({
      properties: z.looseObject({
        countrycode: z.string().optional(),
        name: z.string().optional(),
        street: z.string().optional(),
        housenumber: z.string().optional(),
        postcode: z.string().optional(),
        city: z.string().optional(),
        town: z.string().optional(),
        village: z.string().optional(),
        district: z.string().optional(),
        type: z.string().optional(),
      }),
    }),
  ),
});

/**
 * Photon (`GET <url>/api?q=&limit=&layer=`): GeoJSON features. Photon has no country filter, so the
 * answer is filtered by `countrycode` here, after asking for more than needed. `layer=house` and
 * `layer=street` keep out cities, shops and the rest; `lang` is left out so that names come in the
 * country's own language, as they are written on the address.
 */
export function createPhotonAddressSearch(options: HttpAddressSearchOptions): AddressSearchAdapter {
  return {
    name: 'photon',
    async search({ query, country, limit }) {
      const url = new URL('api', options.url.endsWith('/') ? options.url : `${options.url}/`);
      url.searchParams.set('q', query);
      url.searchParams.set('limit', String(limit * 4));
      url.searchParams.append('layer', 'house');
      url.searchParams.append('layer', 'street');
      const answer = PhotonAnswer.parse(await getJson(url, options));
      const suggestions = answer.features
        .map((f) => f.properties)
        .filter((p) => p.countrycode?.toUpperCase() === country)
        .map((p) => {
          // a street feature carries its name in `name`, a house in `street`
          const parts = {
            street_name: p.street ?? (p.type === 'street' ? (p.name ?? '') : ''),
            house_number: p.housenumber ?? '',
            postal_code: p.postcode ?? '',
            city: p.city ?? p.town ?? p.village ?? p.district ?? '',
          };
          return { label: labelOf(parts), ...parts };
        });
      return usable(suggestions, limit);
    },
  };
}
