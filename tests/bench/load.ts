// One load run, started by a server benchmark as a child process pinned to its own core:
// autocannon against one URL (or a list of paths in turn), printing the figures as JSON on the
// last line. Usage: node tests/bench/load.ts '{"url": "...", "connections": 50, "seconds": 5}'
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { LoadOptions } from './bench-server.ts';

const options = JSON.parse(process.argv[2]) as LoadOptions & { connections: number };
const { pathname, search } = new URL(options.url);
const paths: string[] = options.pathsFile
  ? JSON.parse(readFileSync(options.pathsFile, 'utf8'))
  : [`${pathname}${search}`];
let counter = 0;

/**
 * Characters a search reads as word separators only: the same search spelt differently for
 * every request (the routes refuse a parameter they do not know, so an ignored one cannot do it).
 */
const SEPARATORS = '-._~';

/** The path with request `n`'s own spelling of its search: the same answer, a different address. */
function distinctPath(path: string, n: number): string {
  let suffix = '';
  for (let rest = n; suffix === '' || rest > 0; rest = Math.floor(rest / SEPARATORS.length))
    suffix += SEPARATORS[rest % SEPARATORS.length];
  const url = new URL(path, 'http://bench');
  url.searchParams.set('search', `${url.searchParams.get('search') ?? ''} ${suffix}`);
  return `${url.pathname}${url.search}`;
}

const nextPath = () => {
  const path = paths[counter % paths.length];
  const n = counter++;
  return options.unique ? distinctPath(path, n) : path;
};

const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  overallRate: options.rate,
  requests:
    options.unique || options.pathsFile
      ? [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }]
      : undefined,
});

console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
    timeouts: result.timeouts,
  }),
);
