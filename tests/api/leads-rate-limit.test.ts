import { expect, it } from 'vitest';
import * as leads from '#sdk/resources/leads';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { clientFromPage, DEMO_AGENCY } from '#tests/support/embed-fixtures.ts';
import { describeApi } from '#tests/support/suite.ts';

describeApi(
  'leads rate limit',
  (server) => {
    const visitor = () => ({ name: 'Rate Test', email: uniqueEmail('rate') });

    it('limits requests per agency inbox, then per sender address, with 429', async () => {
      const widget = clientFromPage(server(), DEMO_AGENCY.allowedOrigin);
      for (let i = 0; i < 3; i++)
        await leads.create(widget, { kind: 'consultation', agencySlug: DEMO_AGENCY.slug, ...visitor() });

      const response = await widget
        .fetchRaw('POST', '/leads', { body: { kind: 'consultation', agencySlug: DEMO_AGENCY.slug, ...visitor() } })
        .catch((e) => e);
      expect(response.status).toBe(429);
      expect(response.code).toBe('RATE_LIMITED');

      // The agency is full, the address is not yet: the admins' inbox still takes a message.
      await leads.contact(server().client(), { ...visitor(), subject: 'Hi', message: 'Still open' });
      const address = await apiError(
        leads.contact(server().client(), { ...visitor(), subject: 'Hi', message: 'Too many' }),
      );
      expect(address.status).toBe(429);
      expect(address.message).toBe('Too many requests. Please try again later.');
    });

    it('lets the widget read the 429 (CORS headers on the refusal)', async () => {
      const response = await fetch(`${server().url}/api/leads`, {
        method: 'POST',
        headers: { origin: DEMO_AGENCY.allowedOrigin, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'consultation', agencySlug: DEMO_AGENCY.slug, ...visitor() }),
      });
      expect(response.status).toBe(429);
      expect(response.headers.get('access-control-allow-origin')).toBe(DEMO_AGENCY.allowedOrigin);
    });
  },
  { LEAD_LIMIT_PER_ADDRESS: '5', LEAD_LIMIT_PER_AGENCY: '3' },
);
