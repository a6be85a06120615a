import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { freePort } from '#tests/support/ports.ts';
import { serverCommand } from '#tests/support/server-command.ts';
import { describeApi } from '#tests/support/suite.ts';

/** Runs the built server on `port` until it exits; its exit code and what it printed. */
function runServer(port: number, env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'study-europe-port-'));
  const child = spawn(process.execPath, serverCommand(), {
    env: {
      ...(process.env as Record<string, string>),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((done) =>
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      done({ code, output });
    }),
  );
}

describeApi('a server on a port that is taken', (server) => {
  it("exits with 1, naming the port, and never says it is ready (the other server's port)", async () => {
    const port = Number(new URL(server().url).port);
    const { code, output } = await runServer(port, { DATABASE_URL: '' });
    expect(code).toBe(1);
    expect(output).toContain(`port ${port} is already in use`);
    expect(output).not.toContain('is ready');
    expect(server().output()).toContain(`Study in Europe is ready on http://localhost:${port}`);
  });

  it('exits with 1 on a port another program holds', async () => {
    const port = await freePort();
    const holder = createServer();
    await new Promise<void>((listening) => holder.listen(port, '127.0.0.1', listening));
    try {
      const { code, output } = await runServer(port, { DATABASE_URL: '' });
      expect(code).toBe(1);
      expect(output).toContain(`Study in Europe cannot start: port ${port} is already in use`);
    } finally {
      holder.close();
    }
  });
});
