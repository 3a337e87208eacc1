import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, testConfig } from '../../../test/build-app';

// A stand-in Photon on a local port: /ok answers one Polish address, /down answers 502.
let provider: Server;
let providerUrl = '';
const providerHits: string[] = [];

beforeAll(async () => {
  provider = createServer((request, response) => {
    providerHits.push(request.url ?? '');
    if (request.url?.startsWith('/down')) {
      response.statusCode = 502;
      return response.end();
    }
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        features: [
          {
            properties: {
              countrycode: 'PL',
              type: 'house',
              street: 'Długa',
              housenumber: '5',
              postcode: '80-831',
              city: 'Gdańsk',
            },
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const ctx = setupTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
const search = (app: typeof ctx.app, query: string) =>
  app.inject({ method: 'GET', url: `/api/v1/address/search?${query}` });

async function appWith(path: string, extra: Record<string, string> = {}, logStream?: NodeJS.WritableStream) {
  return ctx.build({
    env: {
      RATE_LIMITS_ENABLED: 'false',
      ADDRESS_SEARCH_PROVIDER: 'photon',
      ADDRESS_SEARCH_URL: `${providerUrl}${path}`,
      LOG_LEVEL: 'warn',
      ...extra,
    },
    ...(logStream ? { logStream } : {}),
  });
}

describe('GET /api/v1/address/search (spec 01 §5 Step 3)', () => {
  it('answers no suggestions without a configured provider (the default), signed out', async () => {
    const res = await search(ctx.app, 'q=Dluga%205&country=PL');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("answers the provider's suggestions for the country", async () => {
    const app = await appWith('/ok');
    const res = await search(app, `q=${encodeURIComponent('Długa 5')}&country=PL`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        label: 'Długa 5, 80-831 Gdańsk',
        street_name: 'Długa',
        house_number: '5',
        postal_code: '80-831',
        city: 'Gdańsk',
      },
    ]);
    expect(providerHits.at(-1)).toContain('/ok/api?q=D%C5%82uga+5');
    // the same provider answer is filtered out for another country
    expect((await search(app, 'q=Dluga%205&country=CZ')).json()).toEqual([]);
  });

  it('answers 422 naming the field for a short query, a bad country or an unknown parameter', async () => {
    const cases: [string, string][] = [
      ['q=abcd&country=PL', 'q'],
      ['q=%20%20abcd%20%20&country=PL', 'q'],
      ['q=Dluga%205&country=DE', 'country'],
      ['q=Dluga%205&country=ALL', 'country'],
      ['q=Dluga%205', 'country'],
      [`q=${'a'.repeat(201)}&country=PL`, 'q'],
    ];
    for (const [query, field] of cases) {
      const res = await search(ctx.app, query);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors), query).toContain(field);
    }
    const extra = await search(ctx.app, 'q=Dluga%205&country=PL&x=1');
    expect(extra.statusCode).toBe(422);
  });

  it('answers an empty list, and logs a warning, when the provider fails or cannot be reached', async () => {
    const logs = new PassThrough();
    const lines: string[] = [];
    logs.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const down = await appWith('/down', {}, logs);
    const res = await search(down, 'q=Dluga%205&country=PL');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(lines.join('')).toContain('address search failed');
    expect(lines.join('')).not.toContain('Dluga');

    // nothing listens on port 9 (discard): the connection is refused
    const unreachable = await ctx.build({
      env: {
        RATE_LIMITS_ENABLED: 'false',
        ADDRESS_SEARCH_PROVIDER: 'nominatim',
        ADDRESS_SEARCH_URL: 'http://127.0.0.1:9',
      },
    });
    expect((await search(unreachable, 'q=Dluga%205&country=PL')).json()).toEqual([]);
  });

  it('is limited per IP address', async () => {
    const limited = await ctx.build({ env: { RATE_LIMITS_ENABLED: 'true' } });
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await search(limited, 'q=Dluga%205&country=PL')).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('refuses to start with an HTTP provider but no ADDRESS_SEARCH_URL', () => {
    expect(() => testConfig({ ADDRESS_SEARCH_PROVIDER: 'nominatim' })).toThrow(
      'ADDRESS_SEARCH_URL: is required when ADDRESS_SEARCH_PROVIDER is nominatim',
    );
    expect(() =>
      testConfig({ ADDRESS_SEARCH_PROVIDER: 'google', ADDRESS_SEARCH_URL: 'https://x.example' }),
    ).toThrow('ADDRESS_SEARCH_PROVIDER');
  });
});
