import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { defineEventHandler } from 'h3';
import { defineNitroPlugin } from 'nitropack/runtime';
import { drain, noteRequest } from '#server/services/operations/drain.ts';
import { metrics } from '#server/services/operations/metrics.ts';
import { isDraining, readiness } from '#server/services/operations/readiness.ts';
import { registerScrapedGauges } from '#server/services/operations/scraped-gauges.ts';
import { readConfig } from '#server/utils/config.ts';
import { log } from '#server/utils/log.ts';

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `Authorization: Bearer <token>` names the token (compared in constant time). */
const bearerOf = (token: string) => {
  const wanted = digest(`Bearer ${token}`);
  return (header: string | undefined) => header !== undefined && timingSafeEqual(digest(header), wanted);
};

/** The paths answered here, before the framework; a query string is ignored. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);
const probeOf = (url: string) => {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  return PROBES.has(path) ? path : undefined;
};

/**
 * The operations endpoints and the graceful drain (docs/operations.md).
 *
 * `/healthz`, `/readyz` and `/metrics` are answered before the whole server (this plugin wraps the
 * handler after answers-from-memory.ts, plugins being installed in file order): they answer while
 * the app is still starting, pass no rate limit, security header or ready middleware, and leave no
 * log line. `/metrics` exists only when METRICS_TOKEN is set.
 *
 * On SIGTERM the instance drains (server/services/operations/drain.ts) and exits; a second SIGTERM
 * exits at once. Nitro's own shutdown (the node-server preset) would close the listener at the first
 * signal, before a load balancer has seen `/readyz` turn: it is turned off here, before the entry reads it.
 */
export default defineNitroPlugin((nitro) => {
  const config = readConfig();
  process.env.NITRO_SHUTDOWN_DISABLED = '1';
  const authorised = config.metricsToken ? bearerOf(config.metricsToken) : undefined;
  if (metrics) registerScrapedGauges(metrics.registry);

  const wholeServer = nitro.h3App.handler;
  nitro.h3App.handler = defineEventHandler(async (event) => {
    const { req, res } = event.node;
    noteRequest(req, res);
    if (isDraining()) res.setHeader('connection', 'close');
    const probe = probeOf(req.url ?? '/');
    if (!probe || (probe === '/metrics' && !metrics)) return wholeServer(event);
    if (probe === '/healthz') return sendJson(res, 200, { status: 'alive' });
    if (probe === '/readyz') {
      const answer = await readiness();
      return sendJson(res, answer.status === 'ready' ? 200 : 503, answer);
    }
    if (!authorised?.(req.headers.authorization)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer', 'cache-control': 'no-store' });
      return res.end();
    }
    const text = await metrics!.registry.metrics();
    res.writeHead(200, { 'content-type': metrics!.registry.contentType, 'cache-control': 'no-store' });
    res.end(text);
  });

  let signals = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) {
      log.warn({ signal }, 'a second signal: exiting at once');
      process.exit(1);
    }
    // Ctrl-C in a terminal has no load balancer to wait for.
    const graceSeconds = signal === 'SIGTERM' ? config.shutdown.graceSeconds : 0;
    drain({
      graceSeconds,
      timeoutSeconds: config.shutdown.timeoutSeconds,
      close: () => nitro.hooks.callHook('close'),
    }).then((code) => process.exit(code));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
});
