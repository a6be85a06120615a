import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import * as agencyProfile from '#sdk/resources/agency-profile';
import * as auth from '#sdk/resources/auth';
import * as leads from '#sdk/resources/leads';
import * as publicAgencies from '#sdk/resources/public-agencies';
import type { Database } from '#server/db/tables/database.ts';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { clientFromPage, DEMO_AGENCY, demoClient, openDatabase } from '#tests/support/embed-fixtures.ts';
import { describeApi } from '#tests/support/suite.ts';

const OTHER_SITE = 'https://www.horizon-partner.example';

describeApi(
  'embed settings, public face and CORS',
  (server) => {
    let db: Kysely<Database>;
    beforeAll(() => {
      db = openDatabase(server());
    });
    afterAll(() => db?.destroy());

    it('shows the agency its slug, brand colour, logo and allowed origins', async () => {
      const { embed } = await agencyProfile.retrieveEmbed(await demoClient(server(), 'AGENCY'));
      expect(embed).toEqual({
        name: 'Horizon Education Consultants',
        agencySlug: DEMO_AGENCY.slug,
        brandColor: '#0f766e',
        logoUrl: null,
        allowedOrigins: expect.arrayContaining([DEMO_AGENCY.allowedOrigin]),
      });
    });

    it('keeps the embed settings to agencies', async () => {
      expect((await apiError(agencyProfile.retrieveEmbed(server().client()))).status).toBe(401);
      expect((await apiError(agencyProfile.retrieveEmbed(await demoClient(server(), 'ADMIN')))).status).toBe(403);
      // An agency account that has not done its setup has no public face yet.
      const fresh = server().client();
      await auth.register(fresh, {
        email: uniqueEmail('fresh-agency'),
        password: 'secret-password',
        userType: 'AGENCY',
      });
      expect((await apiError(agencyProfile.retrieveEmbed(fresh))).status).toBe(404);
    });

    it('rejects a bad slug, colour and origin with the field list', async () => {
      const agency = await demoClient(server(), 'AGENCY');
      const error = await apiError(
        agencyProfile.updateEmbed(agency, {
          agencySlug: 'No Spaces!',
          brandColor: 'teal',
          allowedOrigins: ['https://ok.example', 'ftp://files.example/path'],
        }),
      );
      expect(error.status).toBe(400);
      expect(error.errors).toEqual(
        expect.arrayContaining([
          { field: 'agencySlug', message: 'Use 3-50 lowercase letters, digits and hyphens' },
          { field: 'brandColor', message: 'Use a colour such as #1d4ed8' },
          { field: 'allowedOrigins.1', message: 'Must be an origin such as https://www.example.com' },
        ]),
      );
    });

    it('answers 409 when the slug belongs to another agency', async () => {
      const other = server().client();
      const { user } = await auth.register(other, {
        email: uniqueEmail('other-agency'),
        password: 'secret-password',
        userType: 'AGENCY',
      });
      await db
        .insertInto('agencies')
        .values({
          user_id: user.id,
          name: 'Atlas Study',
          country: 'France',
          subscription_tier: 'STARTER',
          subscription_active: true,
          agency_slug: 'atlas-study',
          allowed_origins: '[]',
        })
        .execute();
      const error = await apiError(
        agencyProfile.updateEmbed(other, { agencySlug: DEMO_AGENCY.slug, brandColor: '#123456', allowedOrigins: [] }),
      );
      expect(error.status).toBe(409);
      expect(error.message).toBe('This slug is already used by another agency');
      // Its own slug again is fine.
      const { embed } = await agencyProfile.updateEmbed(other, {
        agencySlug: 'atlas-study',
        brandColor: '#123456',
        allowedOrigins: [],
      });
      expect(embed.brandColor).toBe('#123456');
    });

    it('shows the public face to any page, saying whether that page may send requests', async () => {
      const anyPage = await publicAgencies.retrieve(server().client(), DEMO_AGENCY.slug);
      expect(anyPage.agency).toEqual({
        name: 'Horizon Education Consultants',
        agencySlug: DEMO_AGENCY.slug,
        brandColor: '#0f766e',
        logoUrl: null,
        originAllowed: true,
        accepting: true,
      });
      expect(
        (await publicAgencies.retrieve(clientFromPage(server(), DEMO_AGENCY.allowedOrigin), DEMO_AGENCY.slug)).agency
          .originAllowed,
      ).toBe(true);
      expect(
        (await publicAgencies.retrieve(clientFromPage(server(), 'https://elsewhere.example'), DEMO_AGENCY.slug)).agency
          .originAllowed,
      ).toBe(false);
      expect(
        (await publicAgencies.retrieve(clientFromPage(server(), 'null'), DEMO_AGENCY.slug)).agency.originAllowed,
      ).toBe(false);
      expect((await apiError(publicAgencies.retrieve(server().client(), 'no-such-agency'))).status).toBe(404);

      const response = await fetch(`${server().url}/api/public/agencies/${DEMO_AGENCY.slug}`, {
        headers: { origin: 'https://elsewhere.example' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('opens the public catalogue to every origin', async () => {
      for (const path of [
        '/api/universities?limit=1',
        '/api/universities/meta/countries',
        '/api/universities/meta/specialties',
      ]) {
        const response = await fetch(`${server().url}${path}`, { headers: { origin: 'https://anyone.example' } });
        expect(response.status).toBe(200);
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
      }
      const preflight = await fetch(`${server().url}/api/universities`, {
        method: 'OPTIONS',
        headers: { origin: 'https://anyone.example', 'access-control-request-method': 'GET' },
      });
      expect(preflight.status).toBe(204);
      // Private routes stay closed to other sites.
      const me = await fetch(`${server().url}/api/auth/me`, { headers: { origin: 'https://anyone.example' } });
      expect(me.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('answers the lead preflight only for origins an agency allows', async () => {
      const preflight = (origin: string) =>
        fetch(`${server().url}/api/leads`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
      const allowed = await preflight(DEMO_AGENCY.allowedOrigin);
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(DEMO_AGENCY.allowedOrigin);
      expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
      expect(allowed.headers.get('access-control-allow-headers')).toContain('content-type');
      const refused = await preflight('https://elsewhere.example');
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('lets the widget read the answer only from an allowed origin', async () => {
      const send = (origin: string) =>
        fetch(`${server().url}/api/leads`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify({
            kind: 'information',
            agencySlug: DEMO_AGENCY.slug,
            name: 'Cors Test',
            email: uniqueEmail('cors'),
          }),
        });
      const allowed = await send(DEMO_AGENCY.allowedOrigin);
      expect(allowed.status).toBe(201);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(DEMO_AGENCY.allowedOrigin);
      expect(allowed.headers.get('vary')).toContain('Origin');
      const refused = await send('https://elsewhere.example');
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('applies new allowed origins at once, lowercased and without duplicates', async () => {
      const agency = await demoClient(server(), 'AGENCY');
      const before = (await agencyProfile.retrieveEmbed(agency)).embed;
      const { embed } = await agencyProfile.updateEmbed(agency, {
        agencySlug: before.agencySlug,
        brandColor: '#7C3AED',
        allowedOrigins: [OTHER_SITE.toUpperCase(), OTHER_SITE],
      });
      expect(embed).toMatchObject({ brandColor: '#7C3AED', allowedOrigins: [OTHER_SITE] });
      expect((await agencyProfile.retrieveEmbed(agency)).embed.allowedOrigins).toEqual([OTHER_SITE]);

      const lead = () => ({
        kind: 'information' as const,
        agencySlug: DEMO_AGENCY.slug,
        name: 'Origin Swap',
        email: uniqueEmail('swap'),
      });
      expect((await apiError(leads.create(clientFromPage(server(), DEMO_AGENCY.allowedOrigin), lead()))).status).toBe(
        403,
      );
      expect((await leads.create(clientFromPage(server(), OTHER_SITE), lead())).lead.origin).toBe(OTHER_SITE);
      expect((await publicAgencies.retrieve(server().client(), DEMO_AGENCY.slug)).agency.brandColor).toBe('#7C3AED');

      await agencyProfile.updateEmbed(agency, {
        agencySlug: before.agencySlug,
        brandColor: before.brandColor,
        allowedOrigins: before.allowedOrigins,
      });
    });

    it('moves the widget to a new slug', async () => {
      const agency = await demoClient(server(), 'AGENCY');
      const before = (await agencyProfile.retrieveEmbed(agency)).embed;
      await agencyProfile.updateEmbed(agency, { ...before, agencySlug: 'Horizon-Study' });
      expect((await publicAgencies.retrieve(server().client(), 'horizon-study')).agency.name).toBe(
        'Horizon Education Consultants',
      );
      expect((await apiError(publicAgencies.retrieve(server().client(), DEMO_AGENCY.slug))).status).toBe(404);
      await agencyProfile.updateEmbed(agency, before);
    });

    it('links a student who registers through an agency\u2019s widget to that agency', async () => {
      const agencyId = (
        await db
          .selectFrom('agencies')
          .select('id')
          .where('agency_slug', '=', DEMO_AGENCY.slug)
          .executeTakeFirstOrThrow()
      ).id;
      const linked = await auth.register(server().client(), {
        email: uniqueEmail('linked'),
        password: 'secret-password',
        userType: 'STUDENT',
        agencySlug: DEMO_AGENCY.slug,
      });
      const row = await db
        .selectFrom('students')
        .select(['agency_id', 'email'])
        .where('user_id', '=', linked.user.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ agency_id: agencyId, email: linked.user.email });

      // An unknown slug links nothing and does not stop the registration.
      const unlinked = await auth.register(server().client(), {
        email: uniqueEmail('unlinked'),
        password: 'secret-password',
        userType: 'STUDENT',
        agencySlug: 'no-such-agency',
      });
      expect(
        await db.selectFrom('students').select('agency_id').where('user_id', '=', unlinked.user.id).executeTakeFirst(),
      ).toBeUndefined();
    });
  },
  { LEAD_LIMIT_PER_ADDRESS: '1000' },
);
