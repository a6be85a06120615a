import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress } from './endpoint-address.ts';

/** How long an endpoint may take to answer. */
const TIMEOUT_MS = 10_000;

export interface PostOutcome {
  /** The endpoint's HTTP status, or null when it could not be reached. */
  status: number | null;
  error: string | null;
}

/**
 * The name is resolved once and the connection made to the address checked, so a name that
 * resolves to a public address when the webhook is saved and to a private one later (DNS rebinding)
 * is refused too.
 */
const checkedLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) =>
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const usable = addresses.find((a) => allowPrivate || !isPrivateAddress(a.address));
      if (!usable) return callback(new Error(`${hostname} resolves to a private address`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [usable]);
      callback(null, usable.address, usable.family);
    });

/** POSTs one delivery; redirects are not followed (a 3xx is a failed attempt). */
export function postDelivery(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<PostOutcome> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve({ status: null, error: 'The address is not valid' });
      return;
    }
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (!allowPrivate && /^[\d.]+$|:/.test(literal) && isPrivateAddress(literal)) {
      resolve({ status: null, error: `${literal} is a private address` });
      return;
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        lookup: checkedLookup(allowPrivate),
        timeout: TIMEOUT_MS,
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => {
          const status = answer.statusCode ?? null;
          const ok = status !== null && status >= 200 && status < 300;
          resolve({ status, error: ok ? null : `The endpoint answered ${status}` });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)));
    outgoing.on('error', (error) => resolve({ status: null, error: error.message }));
    outgoing.end(body);
  });
}
