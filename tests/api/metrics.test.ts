import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { expect, it } from 'vitest';
import type { TestServer } from '#tests/support/server.ts';
import { describeApi } from '#tests/support/suite.ts';

const TOKEN = 'metrics-test-token-5b1f';

const scrape = async (server: TestServer) => {
  const answer = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusTextFormat(await answer.text());
};

const family = (families: Awaited<ReturnType<typeof scrape>>, name: string) => {
  const found = families.find((f) => f.name === name);
  if (!found) throw new Error(`no metric ${name} in the scrape`);
  return found;
};

/** The requests counted for one route template, method and status. */
const requestsOf = async (server: TestServer, route: string, status = '200') =>
  Number(
    family(await scrape(server), 'http_requests_total').metrics.find(
      (m) => m.labels?.route === route && m.labels?.method === 'GET' && m.labels?.status === status,
    )?.value ?? 0,
  );

describeApi(
  'metrics',
  (server) => {
    it('refuses /metrics without the token, or with another, and says how to authenticate', async () => {
      const attempts: Record<string, string>[] = [
        {},
        { authorization: 'Bearer not-the-token' },
        { authorization: TOKEN },
      ];
      for (const headers of attempts) {
        const answer = await fetch(`${server().url}/metrics`, { headers });
        expect(answer.status).toBe(401);
        expect(answer.headers.get('www-authenticate')).toBe('Bearer');
        expect(await answer.text()).toBe('');
      }
    });

    it('answers the Prometheus text format, which parses, with every metric of docs/operations.md', async () => {
      const families = await scrape(server());
      const types = Object.fromEntries(families.map((f) => [f.name, f.type]));
      expect(types).toMatchObject({
        http_requests_total: 'COUNTER',
        http_request_duration_seconds: 'HISTOGRAM',
        http_requests_in_flight: 'GAUGE',
        db_query_duration_seconds: 'HISTOGRAM',
        rate_limit_rejections_total: 'COUNTER',
        mail_outbox_pending: 'GAUGE',
        mail_outbox_oldest_pending_age_seconds: 'GAUGE',
        catalogue_index_universities: 'GAUGE',
        catalogue_index_last_build_seconds: 'GAUGE',
        catalogue_index_bytes: 'GAUGE',
        catalogue_index_builds_total: 'COUNTER',
        nodejs_eventloop_lag_seconds: 'GAUGE',
        process_resident_memory_bytes: 'GAUGE',
        nodejs_heap_size_used_bytes: 'GAUGE',
      });
      if (server().dialect === 'postgres') expect(types.db_pool_connections).toBe('GAUGE');
      // The demo catalogue is in the index, and the start's build was counted.
      expect(Number(family(families, 'catalogue_index_universities').metrics[0].value)).toBeGreaterThan(0);
      expect(Number(family(families, 'catalogue_index_builds_total').metrics[0].value)).toBeGreaterThanOrEqual(1);
      expect(Number(family(families, 'db_query_duration_seconds').metrics[0].count)).toBeGreaterThan(0);
    });

    it('counts a request under its route template and status, also when it is answered from memory', async () => {
      const countries = '/api/universities/meta/countries';
      const before = await requestsOf(server(), countries);
      await fetch(`${server().url}${countries}`);
      expect(await requestsOf(server(), countries)).toBe(before + 1);

      // The second identical catalogue search is a reply kept in memory (answers-from-memory.ts).
      const search = '/api/universities';
      const searchesBefore = await requestsOf(server(), search);
      for (let i = 0; i < 2; i++)
        expect((await fetch(`${server().url}${search}?limit=2&search=metrics`)).status).toBe(200);
      expect(await requestsOf(server(), search)).toBe(searchesBefore + 2);

      const missingBefore = await requestsOf(server(), '/api/universities/:id', '404');
      expect((await fetch(`${server().url}/api/universities/999999`)).status).toBe(404);
      expect(await requestsOf(server(), '/api/universities/:id', '404')).toBe(missingBefore + 1);

      // The parser merges a labelled histogram's series into one: its count is read from the text.
      const text = await (
        await fetch(`${server().url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      ).text();
      expect(text).toContain(
        `http_request_duration_seconds_count{method="GET",route="${countries}",status="200"} ${before + 1}\n`,
      );
    });

    it('counts a rate limiter rejection by the limit passed', async () => {
      const rejections = async () =>
        Number(
          family(await scrape(server()), 'rate_limit_rejections_total').metrics.find((m) => m.labels?.limit === 'login')
            ?.value ?? 0,
        );
      const before = await rejections();
      let refused = 0;
      // Sign-ins to one account from one address: past LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS (5) they are refused.
      for (let i = 0; i < 7; i++) {
        const answer = await fetch(`${server().url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'nobody-metrics@test.local', password: 'wrong-password' }),
        });
        if (answer.status === 429) refused++;
      }
      expect(refused).toBeGreaterThan(0);
      expect(await rejections()).toBe(before + refused);
    });
  },
  { METRICS_TOKEN: TOKEN },
);

describeApi('metrics off without METRICS_TOKEN', (server) => {
  it('has no /metrics: the address is not found', async () => {
    const answer = await fetch(`${server().url}/metrics`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('http_requests_total');
  });
});
