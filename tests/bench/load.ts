// One load run, started by the catalogue benchmark as a child process pinned to its own core:
// autocannon against one URL, printing the figures as JSON on the last line.
// Usage: node tests/bench/load.ts '{"url": "...", "connections": 50, "seconds": 5, "unique": false}'
import autocannon from 'autocannon';

interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  /** Add a distinct, ignored parameter to every request, so that no answer cache can help. */
  unique?: boolean;
}

const options = JSON.parse(process.argv[2]) as LoadOptions;
const { pathname, search } = new URL(options.url);
let counter = 0;

const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  requests: options.unique
    ? [{ setupRequest: (request) => ({ ...request, path: `${pathname}${search}&nocache=${counter++}` }) }]
    : undefined,
});

console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  }),
);
