import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { readConfig } from '#server/utils/config.ts';

/** Seconds; the slowest bucket ends at the timeouts a load balancer usually gives up at. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const QUERY_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];

/**
 * The metrics recorded as things happen (docs/operations.md lists every one). They exist only when
 * METRICS_TOKEN is set: without it `/metrics` does not answer and recording costs one check.
 * What is read when scraped (pools, the outbox, the catalogue index) is in `scraped-gauges.ts`.
 */
function createMetrics() {
  const registry = new Registry();
  // Node's own: event-loop lag, memory, heap spaces, garbage collection, handles, CPU.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route template and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request reaching the server to its answer having left, by method, route template and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    inFlight: new Gauge({ name: 'http_requests_in_flight', help: 'Requests being answered now', registers }),
    querySeconds: new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Time of each database query made through Kysely',
      buckets: QUERY_BUCKETS,
      registers,
    }),
    rateLimited: new Counter({
      name: 'rate_limit_rejections_total',
      help: 'Requests refused with 429, by the limit passed (login, register, lead, reset, …)',
      labelNames: ['limit'] as const,
      registers,
    }),
  };
}

export const metrics = readConfig().metricsToken ? createMetrics() : undefined;

/** A request whose answer has left (or whose client went away): `route` is its route's template. */
export function countRequest(method: string, route: string, status: number, seconds: number): void {
  if (!metrics) return;
  const labels = { method, route, status: String(status) };
  metrics.requests.inc(labels);
  metrics.requestSeconds.observe(labels, seconds);
}

/** Kysely's `log` option (server/db/connect.ts): every query's duration, when metrics are on. */
export const queryLog = metrics
  ? (event: { queryDurationMillis: number }) => metrics.querySeconds.observe(event.queryDurationMillis / 1000)
  : undefined;
