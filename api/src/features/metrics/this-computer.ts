import { BlockList, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4'); // IPv4-mapped IPv6 (::ffff:127.0.0.1) matches too
LOOPBACK.addAddress('::1', 'ipv6');

/** Headers a proxy adds: a request carrying one was forwarded for somebody else. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Whether the request was made on this computer: the connection's peer is a loopback address (the
 * socket's, not the X-Forwarded-For that TRUST_PROXY believes) and it carries no proxy's forwarding
 * header. A reverse proxy on the same machine connects from 127.0.0.1 too: what it forwards is refused,
 * whatever address it names.
 */
export function fromThisComputer(req: FastifyRequest): boolean {
  const peer = req.raw.socket?.remoteAddress;
  if (!peer) return false;
  if (FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  return LOOPBACK.check(peer, isIPv6(peer) ? 'ipv6' : 'ipv4');
}
