import { isIPv6 } from 'node:net';
import type { Server, Socket } from 'node:net';

/**
 * The key a client's connections are counted under: its IPv4 address (IPv4-mapped IPv6 included), or
 * the /64 network of an IPv6 address, since one subscriber usually holds a whole /64 and could otherwise
 * open connections from as many addresses as it likes.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

export interface ConnectionLimitOptions {
  /** Most open connections from one address (or IPv6 /64); 0 for no limit. */
  perAddress: number;
  /** Told of refused connections, at most once per `reportEveryMs`, with how many since the last time. */
  onRefused?: (report: { address: string; refused: number; limit: number }) => void;
  reportEveryMs?: number;
}

/**
 * Caps the open connections of each client address: a connection beyond the cap is closed as soon as it
 * is accepted, before a byte of it is read. Node's own `server.maxConnections` counts all clients
 * together, so one client could take them all; this keeps one address from holding more than its share
 * (slow or idle sockets opened by the thousand). Counts drop as sockets close.
 *
 * Behind a reverse proxy every connection comes from the proxy, which should cap its clients itself:
 * the configuration turns this off by default when TRUST_PROXY is set.
 */
export function limitConnectionsPerAddress(server: Server, options: ConnectionLimitOptions): void {
  if (options.perAddress <= 0) return;
  const open = new Map<string, number>();
  const reportEveryMs = options.reportEveryMs ?? 10_000;
  let refused = 0;
  let lastReport = 0;

  // Before the HTTP server's own listener: a refused socket never gets a parser.
  server.prependListener('connection', (socket: Socket) => {
    const key = addressKey(socket.remoteAddress ?? 'unknown');
    const count = open.get(key) ?? 0;
    if (count >= options.perAddress) {
      socket.destroy();
      refused += 1;
      const now = Date.now();
      if (options.onRefused && now - lastReport >= reportEveryMs) {
        options.onRefused({ address: key, refused, limit: options.perAddress });
        refused = 0;
        lastReport = now;
      }
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
