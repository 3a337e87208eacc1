import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNominatimAddressSearch } from './nominatim-address-search';
import { createPhotonAddressSearch } from './photon-address-search';

// A local server answering in each provider's format (trimmed real answers).
const PHOTON_ANSWER = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [21.0, 52.2] },
      properties: {
        osm_key: 'building',
        countrycode: 'PL',
        type: 'house',
        street: 'Marszałkowska',
        housenumber: '10',
        postcode: '00-590',
        city: 'Warszawa',
        country: 'Polska',
      },
    },
    {
      type: 'Feature',
      properties: {
        countrycode: 'PL',
        type: 'street',
        name: 'Marszałkowska',
        postcode: '00-001',
        city: 'Warszawa',
      },
    },
    // another country and a feature without a street are dropped
    {
      type: 'Feature',
      properties: {
        countrycode: 'DE',
        type: 'house',
        street: 'Marsstraße',
        housenumber: '1',
        city: 'München',
      },
    },
    { type: 'Feature', properties: { countrycode: 'PL', type: 'city', name: 'Marki' } },
  ],
};

const NOMINATIM_ANSWER = [
  {
    place_id: 1,
    display_name: 'Náměstí Míru 1, Vinohrady, Praha, 120 00, Česko',
    address: {
      house_number: '1',
      road: 'Náměstí Míru',
      suburb: 'Vinohrady',
      city: 'Praha',
      postcode: '120 00',
      country_code: 'cz',
    },
  },
  { place_id: 2, address: { road: 'Míru', village: 'Dolní Lhota', country_code: 'cz' } },
];

const requests: { url: URL; userAgent: string | undefined }[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push({ url, userAgent: request.headers['user-agent'] });
    if (url.pathname.startsWith('/slow')) return; // never answers
    if (url.pathname.startsWith('/down')) {
      response.statusCode = 503;
      return response.end('busy');
    }
    response.setHeader('content-type', 'application/json');
    if (url.pathname.endsWith('/garbage/api')) return response.end('{"features":"no"}');
    response.end(JSON.stringify(url.pathname.endsWith('/api') ? PHOTON_ANSWER : NOMINATIM_ANSWER));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const userAgent = 'Skylight Installer Club (https://club.example)';

describe('Photon address search', () => {
  it('asks for houses and streets, and keeps the chosen country only', async () => {
    const photon = createPhotonAddressSearch({ url: `${base}/photon`, userAgent });
    const found = await photon.search({ query: 'Marszałkowska 10', country: 'PL', limit: 5 });
    expect(found).toEqual([
      {
        label: 'Marszałkowska 10, 00-590 Warszawa',
        street_name: 'Marszałkowska',
        house_number: '10',
        postal_code: '00-590',
        city: 'Warszawa',
      },
      {
        label: 'Marszałkowska, 00-001 Warszawa',
        street_name: 'Marszałkowska',
        house_number: '',
        postal_code: '00-001',
        city: 'Warszawa',
      },
    ]);
    const sent = requests.at(-1);
    expect(sent?.url.pathname).toBe('/photon/api');
    expect(sent?.url.searchParams.get('q')).toBe('Marszałkowska 10');
    expect(sent?.url.searchParams.getAll('layer')).toEqual(['house', 'street']);
    expect(sent?.userAgent).toBe(userAgent);
  });

  it('fails on an error answer, an unexpected shape and a timeout', async () => {
    const search = (path: string, timeoutMs?: number) =>
      createPhotonAddressSearch({ url: `${base}${path}`, userAgent, timeoutMs }).search({
        query: 'Marszałkowska',
        country: 'PL',
        limit: 5,
      });
    await expect(search('/down')).rejects.toThrow('503');
    await expect(search('/garbage')).rejects.toThrow();
    await expect(search('/slow', 200)).rejects.toThrow();
  });
});

describe('Nominatim address search', () => {
  it('asks in jsonv2 with address details for the country, and maps the address parts', async () => {
    const nominatim = createNominatimAddressSearch({ url: `${base}/nominatim/`, userAgent });
    const found = await nominatim.search({ query: 'Náměstí Míru 1', country: 'CZ', limit: 5 });
    expect(found).toEqual([
      {
        label: 'Náměstí Míru 1, 120 00 Praha',
        street_name: 'Náměstí Míru',
        house_number: '1',
        postal_code: '120 00',
        city: 'Praha',
      },
      {
        label: 'Míru, Dolní Lhota',
        street_name: 'Míru',
        house_number: '',
        postal_code: '',
        city: 'Dolní Lhota',
      },
    ]);
    const sent = requests.at(-1)?.url;
    expect(sent?.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(sent?.searchParams ?? [])).toMatchObject({
      q: 'Náměstí Míru 1',
      countrycodes: 'cz',
      format: 'jsonv2',
      addressdetails: '1',
    });
    expect(requests.at(-1)?.userAgent).toBe(userAgent);
  });

  it('keeps to the limit', async () => {
    const nominatim = createNominatimAddressSearch({ url: `${base}/nominatim`, userAgent });
    expect(await nominatim.search({ query: 'Náměstí Míru', country: 'CZ', limit: 1 })).toHaveLength(1);
  });
});
