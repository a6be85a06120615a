import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, Socket } from 'node:net';
import { log } from '#server/utils/log.ts';
import { startDraining } from './readiness.ts';

let listener: Server | undefined;
/** Connections that have answered a request and wait, kept alive, for the next. */
const waiting = new Set<Socket>();
const known = new WeakSet<Socket>();

/**
 * Notes a request the server received over the network: the HTTP server it came through, and its
 * connection, which waits for its next request once this one is answered.
 */
export function noteRequest(request: IncomingMessage, response: ServerResponse): void {
  const socket = request.socket;
  if (!(socket instanceof Socket)) return;
  listener ??= (socket as Socket & { server?: Server }).server;
  waiting.delete(socket);
  if (!known.has(socket)) {
    known.add(socket);
    socket.once('close', () => waiting.delete(socket));
  }
  // Only a connection kept alive waits: one answered with `Connection: close` (an HTTP/1.0 proxy's, or any
  // since the drain began) is being closed by the server, and cutting it could lose the answer in flight.
  response.once('finish', () => {
    if (!socket.destroyed && response.shouldKeepAlive) waiting.add(socket);
  });
}

interface DrainPlan {
  /** Seconds `/readyz` answers 503 while new connections are still taken. */
  graceSeconds: number;
  /** Seconds the requests in flight then have to finish before their connections are cut. */
  timeoutSeconds: number;
  /** Stops the workers and closes the pools (Nitro's `close` hook). */
  close: () => Promise<void>;
}

const seconds = (n: number) =>
  new Promise((done) => {
    setTimeout(done, n * 1000);
  });

/**
 * Stops listening; resolves true once every connection has ended, false when the timeout came first.
 * Only the listening socket closes, and the connections waiting for a next request after an answer:
 * Node's `http.Server.close` would also cut the connections it counts as idle, among them one just
 * accepted whose request has not been read yet, and a load balancer's request on it would be lost.
 * Each busy connection ends after its answer, sent with `Connection: close` since the drain began.
 */
function closeListener(server: Server | undefined, timeoutSeconds: number): Promise<boolean> {
  if (!server?.listening) return Promise.resolve(true);
  // Closing a listener resets the connections the kernel holds for it, not yet taken by the process, and a
  // proxy loses the request it sent on one. Closed right after the event loop has taken every waiting
  // connection (the check phase follows the poll), the ones arriving in between are the fewest.
  return new Promise((done) => setImmediate(() => done(undefined))).then(() => closeNow(server, timeoutSeconds));
}

function closeNow(server: Server, timeoutSeconds: number): Promise<boolean> {
  return new Promise((done) => {
    const timer = setTimeout(() => {
      server.closeAllConnections();
      done(false);
    }, timeoutSeconds * 1000);
    NetServer.prototype.close.call(server, () => {
      clearTimeout(timer);
      done(true);
    });
    for (const socket of waiting) socket.destroy();
  });
}

/**
 * The graceful drain (docs/operations.md): `/readyz` turns 503 so load balancers stop sending new
 * requests; after the grace time the listener closes; requests in flight finish (up to the
 * timeout); then the workers stop and the pools close. Answers the exit code: 0, or 1 when
 * requests had to be cut or closing failed.
 */
export async function drain(plan: DrainPlan): Promise<number> {
  const started = performance.now();
  startDraining();
  log.info({ graceSeconds: plan.graceSeconds }, 'draining: /readyz answers 503; new connections still taken');
  await seconds(plan.graceSeconds);
  log.info('draining: no new connections; waiting for the requests in flight');
  const finished = await closeListener(listener, plan.timeoutSeconds);
  if (!finished) log.warn({ timeoutSeconds: plan.timeoutSeconds }, 'draining: requests still running were cut');
  const closed = await plan.close().then(
    () => true,
    (error) => {
      log.error({ err: error }, 'draining: closing the workers and pools failed');
      return false;
    },
  );
  log.info({ ms: Math.round(performance.now() - started) }, 'drained');
  return finished && closed ? 0 : 1;
}
