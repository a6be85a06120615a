import type { IncomingMessage } from 'node:http';
import { defineEventHandler, type H3Event } from 'h3';
import { defineNitroPlugin } from 'nitropack/runtime';
import { keepReply, keptReply } from '#server/services/universities/catalogue-cache.ts';
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

/** Sends the reply kept for this request at the catalogue's current revision, if there is one. */
function sendKept(event: H3Event): boolean {
  const { req, res } = event.node;
  const app = startedApp();
  if (!app || !alikeForEveryone(req)) return false;
  const reply = keptReply(app.db, req.url ?? '/');
  if (!reply) return false;
  const requestId = requestIdOf(req);
  logWhenAnswered(req, res, { requestId, fromMemory: true });
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
  return true;
}

/** After the full path: keeps how a catalogue-cache answer left, for the next identical request. */
function keepForNext(event: H3Event): void {
  const made: Replayable | undefined = event.context.replayable;
  const { req, res } = event.node;
  const app = startedApp();
  if (!made || !app || !alikeForEveryone(req) || !res.headersSent) return;
  const headers = res.getHeaders();
  if (headers['set-cookie']) return;
  for (const name of OWN_HEADERS) delete headers[name];
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
  keepReply(app.db, made.revision, url, { status: res.statusCode, headers, body: made.body });
}

/**
 * Answers from the catalogue cache (the public catalogue's JSON, the server-rendered public pages)
 * leave the first time through the whole server: its routes, middleware and hooks. How each left
 * (status, headers, bytes) is then kept beside it, under the same revision, and the next identical
 * request is sent that reply before the framework runs: its own request id, log line and encoding,
 * the rest as the whole server made it. A catalogue change ends every kept reply with the answers.
 */
export default defineNitroPlugin((nitro) => {
  const wholeServer = nitro.h3App.handler;
  nitro.h3App.handler = defineEventHandler(async (event) => {
    if (sendKept(event)) return;
    await wholeServer(event);
    keepForNext(event);
  });
});
