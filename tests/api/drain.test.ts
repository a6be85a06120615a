import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '#tests/support/files.ts';
import { holdUpload } from '#tests/support/held-upload.ts';
import { postgresAvailable } from '#tests/support/postgres.ts';
import { startServer, type TestDialect, type TestServer } from '#tests/support/server.ts';
import { newStudent } from '#tests/support/students.ts';

const dialect = (process.env.TEST_DIALECT as TestDialect) || 'sqlite';
const canRun = dialect === 'sqlite' || (await postgresAvailable());

const readyStatus = (server: TestServer) =>
  fetch(`${server.url}/readyz`).then(
    (answer) => answer.status,
    () => 'refused',
  );

/** The graceful drain (docs/operations.md): SIGTERM, the grace, the requests in flight, the exit. */
describe.runIf(canRun)(`graceful drain [${dialect}]`, () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
  });

  it('turns /readyz to 503, keeps taking requests for the grace time, then refuses connections, lets an upload in flight complete and exits 0', {
    timeout: 60_000,
  }, async () => {
    const server = await startServer({ dialect, env: { SHUTDOWN_GRACE_SECONDS: '2', SHUTDOWN_TIMEOUT_SECONDS: '30' } });
    servers.push(server);
    const { client } = await newStudent(server);
    const storedPdfs = () =>
      readdirSync(join(server.dataDir, 'uploads', 'documents')).filter((f) => f.endsWith('.pdf')).length;
    const pdfsBefore = storedPdfs();
    const upload = holdUpload(server.url, client.token!, {
      bytes: pdfBytes('Transcript sent across a drain'),
      name: 'transcript.pdf',
      type: 'application/pdf',
    });
    await upload.firstHalfSent;

    server.signal('SIGTERM');
    await expect.poll(() => readyStatus(server)).toBe(503);
    // Still taken during the grace time: a load balancer that has not yet seen /readyz loses nothing.
    expect((await fetch(`${server.url}/api/universities/meta/countries`)).status).toBe(200);
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('draining: no new connections');
    // The listener closes right after that line, in the same turn of the event loop; a connection kept
    // alive from before may still carry one more request meanwhile (answered 503), never a new one.
    await expect.poll(() => readyStatus(server), { timeout: 5_000 }).toBe('refused');

    const answer = await upload.finish();
    expect(answer.status).toBe(201);
    const [document] = JSON.parse(answer.body).documents;
    expect(document.fileName).toBe('transcript.pdf');
    expect(await server.exited).toBe(0);
    expect(storedPdfs()).toBe(pdfsBefore + 1);
    expect(server.output()).toContain('"msg":"drained"');
  });

  it('exits at once on a second SIGTERM', async () => {
    const server = await startServer({ dialect, env: { SHUTDOWN_GRACE_SECONDS: '600' } });
    servers.push(server);
    server.signal('SIGTERM');
    await expect.poll(() => readyStatus(server)).toBe(503);
    server.signal('SIGTERM');
    // The test's own time limit is far below the 600 s grace.
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('a second signal: exiting at once');
  });
});
