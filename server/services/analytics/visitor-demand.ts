import type { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { App } from '#server/utils/app.ts';
import { fromTrustedProxy } from '#server/utils/forwarded-client.ts';
import { countDemand } from './demand-counter.ts';
import { demandRequest, listedIds } from './demand-request.ts';
import { visitorOrigin } from './visitor-origin.ts';

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Counts the demand a visitor's answered request stands for (a university's or programme's page
 * seen, a search that listed some), whether the whole server answered it or a reply kept in memory
 * did. Only visitors' requests count: the server's own fetches while rendering a page do not (they
 * have no socket), nor failed answers. `listed` is the search's answer, or the ids it listed.
 */
export function countVisitorDemand(
  app: App,
  request: IncomingMessage,
  url: string,
  response: ServerResponse,
  listed: Buffer | readonly number[] | undefined,
): void {
  if (request.method !== 'GET' || response.statusCode !== 200 || !(request.socket instanceof Socket)) return;
  const demand = demandRequest(url);
  if (!demand) return;
  const ids =
    demand.kind === 'view' ? [demand.id] : Buffer.isBuffer(listed) ? listedIds(listed, demand.listKey) : (listed ?? []);
  if (!ids.length) return;
  const origin = visitorOrigin(
    { acceptLanguage: header(request, 'accept-language'), proxyCountry: header(request, 'cf-ipcountry') },
    fromTrustedProxy(request.socket.remoteAddress ?? '', app.config.trustedProxies),
  );
  countDemand(app.db, { subject: demand.subject, ids, kind: demand.kind }, origin);
}
