// The built server's entry (nitro.config.ts puts it in place of Nitro's node-server entry, which it
// follows). The server owns its port: when it cannot listen (the port is taken by another server),
// it says so, naming the port, and exits with 1 instead of running on without listening; and it
// says it is ready only once it listens and the app has started (server/plugins/startup.ts).
import { Server } from 'node:http';
import { toNodeListener } from 'h3';
import { useNitroApp } from 'nitropack/runtime';
import { setupGracefulShutdown, trapUnhandledNodeErrors } from 'nitropack/runtime/internal/index';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { appReady } from '#server/utils/app.ts';

const nitroApp = useNitroApp();
const server = new Server(toNodeListener(nitroApp.h3App));
// An idle connection is kept longer than the clients and proxies in front keep theirs (nginx and load balancers
// 60 s): with Node's 5 s, a client busy for a few seconds sent its next request on a connection the server was
// closing at that moment ("other side closed"; seen by the API tests after a burst of 400 page requests).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
const port = Number(process.env.NITRO_PORT || process.env.PORT || 3000);
const host = process.env.NITRO_HOST || process.env.HOST || undefined;

const WHY: Record<string, string> = {
  EADDRINUSE: `port ${port} is already in use (another server is listening on it). Stop that server or set PORT to a free port.`,
  EACCES: `this process may not listen on port ${port}. Choose a port above 1023 or give it the right.`,
  EADDRNOTAVAIL: `${host} is not an address of this machine. Set HOST to one of its addresses.`,
};

server.once('error', (error: NodeJS.ErrnoException) => {
  console.error(`Study in Europe cannot start: ${(error.code && WHY[error.code]) || error.message}`);
  process.exit(1);
});

server.listen({ port, host }, async () => {
  const app = await appReady();
  if (!app) return;
  console.log(`Study in Europe is ready on http://localhost:${port} (database: ${app.dialect})`);
  if (app.config.demoData) {
    console.log('Demo accounts:');
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.userType.padEnd(10)} ${account.email}  ${account.password}`);
  }
});

trapUnhandledNodeErrors();
setupGracefulShutdown(server, nitroApp);
