import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { Kysely } from 'kysely';
import { defineEventHandler, type H3Event } from 'h3';
import type { Database } from '#server/db/tables/database.ts';
import { defineNitroPlugin } from 'nitropack/runtime';
import { catalogueRevision, keepReply, keptReply, type Reply } from '#server/services/universities/catalogue-cache.ts';
import { countVisitorDemand } from '#server/services/analytics/visitor-demand.ts';
import { chooseEncoding } from '#server/utils/accept-encoding.ts';
import { startedApp } from '#server/utils/app.ts';
import { compressed, MIN_COMPRESSED_BYTES } from '#server/utils/compression.ts';
import type { Replayable } from '#server/utils/replayable.ts';
import { logWhenAnswered, requestIdOf } from '#server/utils/request-record.ts';

/** Headers of one request's answer rather than of the answer kept. */
const OWN_HEADERS = ['x-request-id', 'content-encoding', 'content-length'];

/** A request answered alike for everyone who sends it: a GET with no credentials and no body. */
const alikeForEveryone = (request: IncomingMessage) =>
  request.method === 'GET' &&
  !request.headers.authorization &&
  !request.headers['content-length'] &&
  !request.headers['transfer-encoding'];

/**
 * The catalogue revision read for the first request of this poll phase (the requests Node reads
 * from its connections in one wake-up), for the rest of the phase. Their bytes had arrived when
 * the phase began, before the read (but for a pipelined request's bytes arriving during the phase),
 * so each still sees every change committed before it arrived. Forgotten when the phase ends (the
 * first `setImmediate` runs right after it). Requests made in-process (the server rendering's
 * fetches) may come in any phase: they read the revision each time.
 */
let revisionThisPhase: number | undefined;

function currentRevision(db: Kysely<Database>, request: IncomingMessage): number | undefined {
  if (revisionThisPhase !== undefined) return revisionThisPhase;
  const revision = catalogueRevision(db);
  if (typeof revision !== 'number') return undefined;
  if (request.socket instanceof Socket) {
    revisionThisPhase = revision;
    setImmediate(() => {
      revisionThisPhase = undefined;
    });
  }
  return revision;
}

/** Sends the reply kept for this request at the catalogue's current revision, if there is one, and says which. */
function sendKept(event: H3Event): Reply | undefined {
  const { req, res } = event.node;
  const app = startedApp();
  if (!app || !alikeForEveryone(req)) return undefined;
  const revision = currentRevision(app.db, req);
  const reply = revision === undefined ? undefined : keptReply(app.db, revision, req.url ?? '/');
  if (!reply) return undefined;
  const requestId = requestIdOf(req);
  logWhenAnswered(req, res, { requestId, fromMemory: true, route: () => reply.route });
  const encoding =
    reply.body.length >= MIN_COMPRESSED_BYTES ? chooseEncoding(req.headers['accept-encoding']) : undefined;
  const body = encoding ? compressed(reply.body, encoding) : reply.body;
  res.writeHead(reply.status, {
    ...reply.headers,
    'x-request-id': requestId,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': body.length,
  });
  res.end(body);
  return reply;
}

const requestUrl = (req: IncomingMessage) =>
  (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';

/** After the full path: keeps how a catalogue-cache answer left, for the next identical request. */
function keepForNext(event: H3Event): void {
  const made: Replayable | undefined = event.context.replayable;
  const { req, res } = event.node;
  const app = startedApp();
  if (!made || !app || !alikeForEveryone(req) || !res.headersSent) return;
  const headers = res.getHeaders();
  if (headers['set-cookie']) return;
  for (const name of OWN_HEADERS) delete headers[name];
  const url = requestUrl(req);
  keepReply(app.db, made.revision, url, {
    status: res.statusCode,
    headers,
    body: made.body,
    route: event.context.matchedRoute?.path,
  });
}

/**
 * Answers from the catalogue cache (the public catalogue's JSON, the server-rendered public pages)
 * leave the first time through the whole server: its routes, middleware and hooks. How each left
 * (status, headers, bytes) is then kept beside it, under the same revision, and the next identical
 * request is sent that reply before the framework runs: its own request id, log line and encoding,
 * the rest as the whole server made it. A catalogue change ends every kept reply with the answers.
 * Either way, the demand a visitor's request stands for is counted here (visitor-demand.ts).
 */
export default defineNitroPlugin((nitro) => {
  const wholeServer = nitro.h3App.handler;
  nitro.h3App.handler = defineEventHandler(async (event) => {
    const { req, res } = event.node;
    const kept = sendKept(event);
    if (!kept) {
      await wholeServer(event);
      keepForNext(event);
    }
    const app = startedApp();
    if (app) countVisitorDemand(app, req, requestUrl(req), res, kept?.body ?? event.context.listed);
  });
});
