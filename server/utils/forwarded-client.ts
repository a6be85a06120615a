import { isIP } from 'node:net';

/** `::ffff:10.0.0.1` and `10.0.0.1` are one address. */
const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The client's address. Behind trusted proxies (TRUSTED_PROXIES), each hop appends the address it
 * received the request from to X-Forwarded-For, so the list is read from its right end: the first
 * address that is not one of our proxies is the client. Entries left of it were written by the
 * client and may be anything. A request that does not come from a trusted proxy is its socket.
 */
export function forwardedClient(socket: string, forwardedFor: string | undefined, trusted: string[]): string {
  const proxies = new Set(trusted.map(plain));
  if (!proxies.has(plain(socket)) || !forwardedFor) return plain(socket);
  const hops = forwardedFor.split(',').map(plain);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isIP(hops[i])) break;
    if (!proxies.has(hops[i])) return hops[i];
  }
  return plain(socket);
}

/** Whether a request came straight from one of our proxies (TRUSTED_PROXIES), whose headers we may believe. */
export const fromTrustedProxy = (socket: string, trusted: readonly string[]) =>
  trusted.map(plain).includes(plain(socket));
