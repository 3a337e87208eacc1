import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { addressKey } from '../src/lib/connection-limits';
import { setupTestApp } from './build-app';

// Connection limits over real sockets (lib/connection-limits.ts, app.ts): a cap per client address, a
// global cap, and sockets that idle or trickle their headers are closed on time.
const ctx = setupTestApp();
const opened: Socket[] = [];

afterAll(() => {
  for (const socket of opened) socket.destroy();
});

async function listening(env: Record<string, string>): Promise<{ app: FastifyInstance; port: number }> {
  const app = await ctx.build({ env });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : 0 };
}

interface Client {
  socket: Socket;
  /** Resolves when the server closed the socket, with how long after connecting and what it sent. */
  closed: Promise<{ afterMs: number; received: string }>;
}

/** A socket to the server from `localAddress` (any 127.x.y.z is this machine's loopback on Linux). */
function open(port: number, localAddress = '127.0.0.1'): Promise<Client> {
  return new Promise((done, fail) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    opened.push(socket);
    let received = '';
    let connectedAt = 0;
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => {});
    const closed = new Promise<{ afterMs: number; received: string }>((resolve) =>
      socket.once('close', () => resolve({ afterMs: performance.now() - connectedAt, received })),
    );
    socket.once('connect', () => {
      connectedAt = performance.now();
      done({ socket, closed });
    });
    socket.once('error', fail);
  });
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'open'>((r) => setTimeout(() => r('open'), ms))]);

const HEALTH = (host: string) => `GET /api/health HTTP/1.1\r\nHost: ${host}\r\n\r\n`;

/** One request on a kept-alive socket: resolves with the answer's status line. */
function ask(client: Client, port: number): Promise<string> {
  return new Promise((done) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (/\r\n\r\n[\s\S]*\}$/.test(text)) {
        client.socket.off('data', onData);
        done(text.split('\r\n')[0] ?? '');
      }
    };
    client.socket.on('data', onData);
    client.socket.write(HEALTH(`127.0.0.1:${port}`));
  });
}

describe('connections per client address', () => {
  it('closes connections beyond the cap from one address at once, and not those of another', async () => {
    const { port } = await listening({ MAX_CONNECTIONS_PER_ADDRESS: '3' });
    const mine = await Promise.all([open(port), open(port), open(port)]);
    for (const client of mine) expect(await ask(client, port)).toBe('HTTP/1.1 200 OK');

    const extra = await open(port);
    expect(await within(extra.closed, 1000)).toMatchObject({ received: '' });
    // another address is counted on its own
    const other = await open(port, '127.0.0.2');
    expect(await ask(other, port)).toBe('HTTP/1.1 200 OK');
    // and a closed socket frees its place
    mine[0]!.socket.destroy();
    await mine[0]!.closed;
    await new Promise((r) => setTimeout(r, 50));
    const again = await open(port);
    expect(await ask(again, port)).toBe('HTTP/1.1 200 OK');
    for (const client of [...mine, other, again]) client.socket.destroy();
  });

  it('holds a global cap too (MAX_CONNECTIONS)', async () => {
    const { port } = await listening({ MAX_CONNECTIONS: '2', MAX_CONNECTIONS_PER_ADDRESS: '0' });
    const two = await Promise.all([open(port), open(port, '127.0.0.3')]);
    const third = await open(port, '127.0.0.4');
    expect(await within(third.closed, 1000)).toMatchObject({ received: '' });
    for (const client of two) client.socket.destroy();
  });

  it('counts IPv4-mapped addresses as IPv4 and IPv6 addresses by their /64', () => {
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('idle and slow sockets', () => {
  const env = {
    HEADERS_TIMEOUT_MS: '1000',
    REQUEST_TIMEOUT_MS: '5000',
    IDLE_SOCKET_TIMEOUT_MS: '1500',
    KEEP_ALIVE_TIMEOUT_MS: '1000',
  };

  it('closes a socket that sends nothing', async () => {
    const { port } = await listening(env);
    const client = await open(port);
    const result = await within(client.closed, 4000);
    expect(result).not.toBe('open');
    if (result !== 'open') expect(result.afterMs).toBeLessThan(3500);
  });

  it('closes a socket that trickles its headers a byte at a time (slowloris) after the headers timeout', async () => {
    const { port } = await listening(env);
    const client = await open(port);
    const request = HEALTH(`127.0.0.1:${port}`);
    let sent = 0;
    // a byte every 200 ms: never idle long enough for the idle timeout, never done with its headers
    const drip = setInterval(() => {
      if (!client.socket.destroyed && sent < request.length - 2) client.socket.write(request[sent++]!);
    }, 200);
    const result = await within(client.closed, 6000);
    clearInterval(drip);
    expect(result).not.toBe('open');
    if (result !== 'open') {
      expect(result.afterMs).toBeLessThan(4500);
      expect(result.received).toMatch(/^HTTP\/1\.1 408/);
    }
  });

  it('closes a kept-alive socket after the keep-alive timeout', async () => {
    const { port } = await listening(env);
    const client = await open(port);
    expect(await ask(client, port)).toBe('HTTP/1.1 200 OK');
    const answeredAt = performance.now();
    const result = await within(client.closed, 4000);
    expect(result).not.toBe('open');
    const idleMs = performance.now() - answeredAt;
    expect(idleMs).toBeGreaterThan(800);
    expect(idleMs).toBeLessThan(2500);
  });
});
