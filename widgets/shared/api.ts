import { ApiError } from '#sdk/errors';
import type { Client } from '#sdk/client';
import { createPublicClient } from '#sdk/public-client';
import * as publicAgencies from '#sdk/resources/public-agencies';
import type { AgencyPublicFace } from '#sdk/schemas/agency';
import { translator } from './i18n.ts';
import { SERVER_MESSAGES, sharedMessages } from './messages.ts';
import type { Lang } from '#widgets/types.ts';

const clients = new Map<string, Client>();
const faces = new Map<string, Promise<AgencyPublicFace>>();

/** One SDK client per server, shared by every widget on the page. */
export function clientFor(baseUrl: string): Client {
  if (!clients.has(baseUrl)) clients.set(baseUrl, createPublicClient({ baseUrl }));
  return clients.get(baseUrl)!;
}

/** The agency's public face, asked once per page even with several widgets of one agency. */
export function agencyFace(client: Client, slug: string): Promise<AgencyPublicFace> {
  const key = `${client.baseUrl} ${slug}`;
  if (!faces.has(key)) {
    const face = publicAgencies.retrieve(client, slug).then((answer) => answer.agency);
    face.catch(() => faces.delete(key));
    faces.set(key, face);
  }
  return faces.get(key)!;
}

/** A failure in the widget's language, by the refusal's code: the ones a widget meets are translated, the rest shown as the server said. */
export function failureText(error: unknown, lang: Lang): string {
  const shared = translator(sharedMessages, lang);
  if (!(error instanceof ApiError) || error.status >= 500) return shared('network');
  const agency = String(error.params.agency ?? '');
  switch (error.reason) {
    case 'TOO_MANY_REQUESTS':
      return shared('tooMany');
    case 'AGENCY_NOT_FOUND':
      return shared('agencyNotFound');
    case 'AGENCY_NOT_ACCEPTING':
      return shared('notAccepting', { agency });
    case 'ORIGIN_NOT_ALLOWED':
      return shared('originRefused', { agency });
    default:
      return error.serverMessage;
  }
}

/** Field errors of a 400, translated where known (a field error carries only its English message). */
export function fieldErrors(error: unknown, lang: Lang): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const shared = translator(sharedMessages, lang);
  return Object.fromEntries(
    error.errors.map((e) => [e.field, SERVER_MESSAGES[e.message] ? shared(SERVER_MESSAGES[e.message]) : e.message]),
  );
}

export const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);
