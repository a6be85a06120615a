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

const nextPath = () => {
  const path = paths[counter % paths.length];
  const n = counter++;
  if (!options.unique) return path;
  return `${path}${path.includes('?') ? '&' : '?'}nocache=${n}`;
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
