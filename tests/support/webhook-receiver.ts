import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookBody } from '#sdk/schemas/webhooks';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as a receiver verifies it. */
  body: string;
}

/**
 * A local endpoint that records every delivery and answers with the statuses queued by
 * `answerNext` (200 once they run out), as an integrator's receiver would.
 */
export async function startWebhookReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.statusCode = answers.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** Every delivery to `path`, in the order it arrived. */
    at: (path: string) => received.filter((r) => r.path === path),
    /** The events delivered to `path`, parsed, in order. */
    events: (path: string) => received.filter((r) => r.path === path).map((r) => JSON.parse(r.body) as WebhookBody),
    answerNext: (...statuses: number[]) => answers.push(...statuses),
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
