import { createClient } from '#sdk/client';

/**
 * The portal's one SDK client. The server serves the portal, so the API is on the same origin.
 * Its token follows the session (lib/session.ts sets and clears it).
 */
export const api = createClient({ baseUrl: globalThis.location?.origin ?? '' });
