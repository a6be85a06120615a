import { startServer } from '#tests/support/server.ts';

/** Starts the built server once for all browser tests; its URL reaches the workers as PORTAL_URL. */
export default async function globalSetup() {
  // Validation journeys sign in wrongly on purpose; a high limit keeps them from being throttled.
  // The embed and contact journeys send leads from one address; the lead limit is raised alike.
  const server = await startServer({
    dialect: 'sqlite',
    env: {
      LOGIN_LIMIT_PER_ADDRESS: '10000',
      LOGIN_LIMIT_PER_ACCOUNT: '10000',
      LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS: '10000',
      LEAD_LIMIT_PER_ADDRESS: '10000',
      SUGGEST_LIMIT_PER_ADDRESS: '100000',
    },
  });
  process.env.PORTAL_URL = server.url;
  return () => server.stop();
}
