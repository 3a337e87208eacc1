import type { FastifyRequest } from 'fastify';
import { isIP } from 'node:net';

/**
 * True for a request that came from this machine itself: the socket's own peer address is loopback
 * (127.0.0.0/8 or ::1, also as an IPv4-mapped address) and no proxy forwarded it. The forwarding headers
 * are never trusted here, whatever TRUST_PROXY says: a proxy on this machine makes every client loopback.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined)
    return false;
  const address = request.socket.remoteAddress ?? '';
  const bare = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1';
}
