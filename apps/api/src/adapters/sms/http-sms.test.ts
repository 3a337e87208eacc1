import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSmsAdapter } from './http-sms';

interface Received {
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

const received: Received[] = [];
let server: Server;
let baseUrl: string;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    received.push({
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body: JSON.parse(await readBody(request)) as unknown,
    });
    response.statusCode = request.url === '/fail' ? 502 : 202;
    response.end(request.url === '/fail' ? 'upstream unavailable' : '{"id":"m-1"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('HTTP SMS adapter', () => {
  it('POSTs {to, from, text} as JSON with the Bearer token', async () => {
    const sms = createHttpSmsAdapter({ url: `${baseUrl}/send`, token: 'secret-token', sender: 'Skylight' });
    await sms.send({ to: '+48501234567', text: 'Your code: 12345' });
    expect(received.at(-1)).toEqual({
      authorization: 'Bearer secret-token',
      contentType: 'application/json',
      body: { to: '+48501234567', from: 'Skylight', text: 'Your code: 12345' },
    });
  });

  it('treats a non-2xx answer as a failure', async () => {
    const sms = createHttpSmsAdapter({ url: `${baseUrl}/fail`, token: 'secret-token', sender: 'Skylight' });
    await expect(sms.send({ to: '+48501234567', text: 'x' })).rejects.toThrow(
      'SMS provider answered 502: upstream unavailable',
    );
  });
});
