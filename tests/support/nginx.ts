import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './ports.ts';

/** Whether nginx is installed (`.ci/run` installs Debian's); under CI a missing one fails the run. */
export function nginxAvailable(): boolean {
  const found = spawnSync('nginx', ['-v']).status === 0;
  if (!found && process.env.CI) throw new Error('nginx is not installed, and CI needs it');
  if (!found) console.warn('\n*** nginx is not installed - the load-balancer proof is SKIPPED ***\n');
  return found;
}

/**
 * The reference configuration (deploy/nginx/study-europe.conf) as nginx runs it here: in front of
 * instances on `upstreams` instead of 3001 and 3002, on a free local port instead of 80, in a folder
 * of its own (its own prefix, pid, logs and temporary files; the distribution's nginx is left alone).
 */
export async function startNginx(upstreams: [number, number]) {
  const folder = mkdtempSync(join(tmpdir(), 'study-nginx-'));
  // Workers run as nobody when the master runs as root: the temporary files must be theirs to write.
  chmodSync(folder, 0o755);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(folder, temp));
    chmodSync(join(folder, temp), 0o777);
  }
  const port = await freePort();
  const site = readFileSync(resolve('deploy/nginx/study-europe.conf'), 'utf8')
    .replace('server 127.0.0.1:3001 ', `server 127.0.0.1:${upstreams[0]} `)
    .replace('server 127.0.0.1:3002 ', `server 127.0.0.1:${upstreams[1]} `)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('listen [::]:80;', '');
  writeFileSync(join(folder, 'study-europe.conf'), site);
  writeFileSync(
    join(folder, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  include ${folder}/study-europe.conf;
}
`,
  );
  const child: ChildProcess = spawn(
    'nginx',
    ['-p', folder, '-c', join(folder, 'nginx.conf'), '-e', join(folder, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    const up = await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (tries > 200) throw new Error(`nginx did not answer: ${errors}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    /** nginx's error log: what it saw go wrong with the instances. */
    errorLog: () => readFileSync(join(folder, 'error.log'), 'utf8'),
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
