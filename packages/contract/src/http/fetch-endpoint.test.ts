/// <reference types="node" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiCallError, CLIENT_ERROR_CODES } from './api-error';
import { defineEndpoint } from './endpoint';
import { endpointUrl, fetchEndpoint } from './fetch-endpoint';

const echo = defineEndpoint({
  method: 'POST',
  path: '/things/:id',
  access: 'public',
  params: z.object({ id: z.string() }),
  query: z.object({ tags: z.array(z.string()).optional(), q: z.string().optional() }),
  body: z.object({ name: z.string() }),
  response: { 200: z.unknown() },
});
const failing = defineEndpoint({ method: 'GET', path: '/fail', access: 'public', response: {} });
const slow = defineEndpoint({ method: 'GET', path: '/slow', access: 'public', response: {} });

interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base = '';
const open = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/api/fail') {
        res.writeHead(422, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'The name is taken.', errors: { name: ['The name is taken.'] } }));
        return;
      }
      if (req.url === '/api/slow') {
        open.add(res);
        return;
      }
      const seen: Seen = { method: req.method, url: req.url, headers: req.headers, body };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(seen));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  for (const res of open) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

describe('endpointUrl', () => {
  it('repeats the key of an array and leaves out empty values', () => {
    expect(endpointUrl('/api', '/news', { types: ['news', 'video'], q: '', page: 2, x: null })).toBe(
      '/api/news?types=news&types=video&page=2',
    );
    expect(endpointUrl('/api', '/news')).toBe('/api/news');
  });
});

describe('fetchEndpoint', () => {
  it('sends the path, the query, JSON and the given headers, and answers with the JSON', async () => {
    const seen = (await fetchEndpoint(
      base,
      echo,
      { params: { id: 'a b' }, query: { tags: ['x', 'y'] }, body: { name: 'Nowak' } },
      { Authorization: 'Bearer t' },
    )) as Seen;
    expect(seen).toMatchObject({
      method: 'POST',
      url: '/api/things/a%20b?tags=x&tags=y',
      body: '{"name":"Nowak"}',
    });
    expect(seen.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: 'Bearer t',
    });
  });

  it("rejects with the server's status, message and field errors", async () => {
    const error = await fetchEndpoint(base, failing, {}, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({
      status: 422,
      message: 'The name is taken.',
      errors: { name: ['The name is taken.'] },
    });
  });

  it('gives up after its time limit with 408, and a cancelled call with 499', async () => {
    await expect(fetchEndpoint(base, slow, { timeoutMs: 50 }, {})).rejects.toMatchObject({
      status: 408,
      code: CLIENT_ERROR_CODES.timeout,
    });
    const controller = new AbortController();
    const call = fetchEndpoint(base, slow, { signal: controller.signal }, {});
    setTimeout(() => controller.abort(), 20);
    await expect(call).rejects.toMatchObject({ status: 499, code: CLIENT_ERROR_CODES.cancelled });
    await expect(fetchEndpoint(base, slow, { signal: AbortSignal.abort() }, {})).rejects.toMatchObject({
      status: 499,
    });
  });

  it('answers 0 when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(fetchEndpoint(`http://127.0.0.1:${port}/api`, failing, {}, {})).rejects.toMatchObject({
      status: 0,
      code: CLIENT_ERROR_CODES.network,
    });
  });
});
