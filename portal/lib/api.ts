import { i18n } from '@lingui/core';
import { createClient } from '#sdk/client';

/**
 * The portal's one SDK client. The server serves the portal, so the API is on the same origin.
 * Its token follows the session (lib/session.ts sets and clears it); its calls name the page's
 * language, in which the server words the texts it writes into answers.
 */
export const api = createClient({ baseUrl: globalThis.location?.origin ?? '', language: () => i18n.locale });
