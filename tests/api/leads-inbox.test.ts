import { expect, it } from 'vitest';
import * as leads from '#sdk/resources/leads';
import * as universities from '#sdk/resources/universities';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { clientFromPage, DEMO_AGENCY, demoClient } from '#tests/support/embed-fixtures.ts';
import { describeApi } from '#tests/support/suite.ts';

describeApi(
  'leads inbox',
  (server) => {
    const firstUniversity = async () => (await universities.list(server().client(), { limit: 1 })).universities[0];

    it('stores the contact form as a contact lead in the admins\u2019 inbox only', async () => {
      const email = uniqueEmail('contact');
      const response = await server()
        .client()
        .fetchRaw('POST', '/contact', {
          body: {
            name: 'Mira Novak',
            email: email.toUpperCase(),
            subject: 'Visa timing',
            message: 'How long does a student visa take?',
            inquiryType: 'visa',
          },
        });
      expect(response.status).toBe(201);
      const { lead } = await response.json();
      expect(lead).toMatchObject({
        kind: 'contact',
        status: 'NEW',
        agencyId: null,
        name: 'Mira Novak',
        email,
        subject: 'Visa timing',
        inquiryType: 'visa',
        university: null,
      });

      const admin = await demoClient(server(), 'ADMIN');
      const adminInbox = await leads.list(admin, { search: email });
      expect(adminInbox.leads.map((l) => l.id)).toEqual([lead.id]);
      const agencyInbox = await leads.list(await demoClient(server(), 'AGENCY'), { search: email });
      expect(agencyInbox.leads).toEqual([]);
    });

    it('defaults the inquiry type of the contact form to general', async () => {
      const { lead } = await leads.contact(server().client(), {
        name: 'Ana',
        email: uniqueEmail('general'),
        subject: 'Hello',
        message: 'A question',
      });
      expect(lead.inquiryType).toBe('general');
    });

    it('rejects an incomplete contact form with 400 and the field list', async () => {
      const error = await apiError(
        leads.contact(server().client(), { name: ' ', email: 'not-an-email', subject: '', message: '' }),
      );
      expect(error.status).toBe(400);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.errors).toEqual(
        expect.arrayContaining([
          { field: 'name', message: 'This field is required' },
          { field: 'email', message: 'Please enter a valid email address' },
          { field: 'subject', message: 'This field is required' },
          { field: 'message', message: 'This field is required' },
        ]),
      );
    });

    it('sends a consultation request of the portal to the admins\u2019 inbox with its university', async () => {
      const university = await firstUniversity();
      const { lead } = await leads.create(server().client(), {
        kind: 'consultation',
        universityId: university.id,
        name: 'Tariq Aziz',
        email: uniqueEmail('portal'),
        phone: '+20 100 555 1234',
        preferredDate: '2027-01-15',
        message: 'A call please',
      });
      expect(lead).toMatchObject({
        kind: 'consultation',
        agencyId: null,
        university: { id: university.id, name: university.name },
        preferredDate: '2027-01-15',
        language: 'en',
      });
    });

    it('sends a widget request to the agency\u2019s inbox, not the admins\u2019', async () => {
      const university = await firstUniversity();
      const email = uniqueEmail('widget');
      const widget = clientFromPage(server(), DEMO_AGENCY.allowedOrigin);
      const { lead } = await leads.create(widget, {
        kind: 'apply',
        agencySlug: DEMO_AGENCY.slug.toUpperCase(),
        universityId: university.id,
        programName: 'MSc Data Science',
        degreeLevel: "Master's Degree",
        name: 'Salma Idris',
        email,
        language: 'ar',
      });
      expect(lead).toMatchObject({
        kind: 'apply',
        status: 'NEW',
        origin: DEMO_AGENCY.allowedOrigin,
        language: 'ar',
        programName: 'MSc Data Science',
      });
      expect(lead.agencyId).toEqual(expect.any(Number));

      const agencyInbox = await leads.list(await demoClient(server(), 'AGENCY'), { search: email });
      expect(agencyInbox.leads.map((l) => l.id)).toEqual([lead.id]);
      const adminInbox = await leads.list(await demoClient(server(), 'ADMIN'), { search: email });
      expect(adminInbox.leads).toEqual([]);
    });

    it('refuses a widget request from an origin the agency does not allow, with a clear message', async () => {
      const widget = clientFromPage(server(), 'https://not-allowed.example.org');
      const error = await apiError(
        leads.create(widget, {
          kind: 'consultation',
          agencySlug: DEMO_AGENCY.slug,
          name: 'Eve',
          email: uniqueEmail('eve'),
        }),
      );
      expect(error.status).toBe(403);
      expect(error.message).toContain(
        'https://not-allowed.example.org is not allowed to send requests for Horizon Education Consultants',
      );
    });

    it('refuses a request from another website that names no agency', async () => {
      const widget = clientFromPage(server(), DEMO_AGENCY.allowedOrigin);
      const error = await apiError(
        leads.create(widget, { kind: 'information', name: 'Eve', email: uniqueEmail('eve') }),
      );
      expect(error.status).toBe(403);
    });

    it('always accepts requests from our own portal origin', async () => {
      const portal = clientFromPage(server(), server().url);
      const { lead } = await leads.create(portal, {
        kind: 'information',
        agencySlug: DEMO_AGENCY.slug,
        name: 'Omar',
        email: uniqueEmail('own'),
      });
      expect(lead.agencyId).toEqual(expect.any(Number));
    });

    it('answers 404 for an unknown agency or university', async () => {
      const unknownAgency = await apiError(
        leads.create(server().client(), {
          kind: 'consultation',
          agencySlug: 'no-such-agency',
          name: 'A',
          email: uniqueEmail('a'),
        }),
      );
      expect(unknownAgency.status).toBe(404);
      const unknownUniversity = await apiError(
        leads.create(server().client(), {
          kind: 'consultation',
          universityId: 99_999_999,
          name: 'A',
          email: uniqueEmail('a'),
        }),
      );
      expect(unknownUniversity.status).toBe(404);
      expect(unknownUniversity.message).toBe('University not found');
    });

    it('needs university, programme and degree level for an apply request (spec part 1, 5)', async () => {
      const noUniversity = await apiError(
        leads.create(server().client(), {
          kind: 'apply',
          name: 'A',
          email: uniqueEmail('a'),
          programName: 'BSc',
          degreeLevel: 'Diploma',
        }),
      );
      expect(noUniversity.errors).toEqual([{ field: 'universityId', message: 'University is required' }]);
      const university = await firstUniversity();
      const noProgram = await apiError(
        leads.create(server().client(), {
          kind: 'apply',
          universityId: university.id,
          name: 'A',
          email: uniqueEmail('a'),
          degreeLevel: 'Diploma',
        }),
      );
      expect(noProgram.errors).toEqual([{ field: 'programName', message: 'Program name is required' }]);
      const noLevel = await apiError(
        leads.create(server().client(), {
          kind: 'apply',
          universityId: university.id,
          name: 'A',
          email: uniqueEmail('a'),
          programName: 'BSc',
        }),
      );
      expect(noLevel.errors).toEqual([{ field: 'degreeLevel', message: 'Degree level is required' }]);
    });

    it('rejects a bad kind, e-mail and phone with the field list', async () => {
      const error = await apiError(
        server()
          .client()
          .request('POST', '/leads', { body: { kind: 'spam', name: 'A', email: 'x', phone: 'call me' } }),
      );
      expect(error.status).toBe(400);
      expect(error.errors.map((e) => e.field).sort()).toEqual(['email', 'kind', 'phone']);
    });

    it('filters the inbox by kind, status and search, and paginates', async () => {
      const agency = await demoClient(server(), 'AGENCY');
      const widget = clientFromPage(server(), DEMO_AGENCY.allowedOrigin);
      const tag = uniqueEmail('filter').split('@')[0];
      const made = [];
      for (const kind of ['consultation', 'information', 'information'] as const) {
        made.push(
          (
            await leads.create(widget, {
              kind,
              agencySlug: DEMO_AGENCY.slug,
              name: `Filter ${tag}`,
              email: uniqueEmail(tag),
            })
          ).lead,
        );
      }
      const byKind = await leads.list(agency, { search: tag, kind: 'information' });
      expect(byKind.leads.map((l) => l.id).sort()).toEqual([made[1].id, made[2].id].sort());
      expect(byKind.pagination).toMatchObject({ total: 2, page: 1, pages: 1 });

      await leads.update(agency, made[0].id, { status: 'CONTACTED' });
      const contacted = await leads.list(agency, { search: tag, status: 'CONTACTED' });
      expect(contacted.leads.map((l) => l.id)).toEqual([made[0].id]);

      const page1 = await leads.list(agency, { search: tag, limit: 2 });
      const page2 = await leads.list(agency, { search: tag, limit: 2, page: 2 });
      expect(page1.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
      expect(page1.leads).toHaveLength(2);
      expect(page2.leads).toHaveLength(1);
      // Newest first, and no lead on two pages.
      expect([...page1.leads, ...page2.leads].map((l) => l.id)).toEqual(made.map((l) => l.id).reverse());

      const badFilter = await apiError(leads.list(agency, { kind: 'spam' as never }));
      expect(badFilter.status).toBe(400);
      expect(badFilter.errors[0].field).toBe('kind');
    });

    it('searches with LIKE wildcards taken literally', async () => {
      const agency = await demoClient(server(), 'AGENCY');
      const widget = clientFromPage(server(), DEMO_AGENCY.allowedOrigin);
      const tag = uniqueEmail('wild').split('@')[0];
      const { lead: percent } = await leads.create(widget, {
        kind: 'information',
        agencySlug: DEMO_AGENCY.slug,
        name: `${tag} 100% sure`,
        email: uniqueEmail('p'),
      });
      await leads.create(widget, {
        kind: 'information',
        agencySlug: DEMO_AGENCY.slug,
        name: `${tag} 1000 sure`,
        email: uniqueEmail('q'),
      });
      const found = await leads.list(agency, { search: `${tag} 100%` });
      expect(found.leads.map((l) => l.id)).toEqual([percent.id]);
      expect((await leads.list(agency, { search: `${tag.toUpperCase()} 10_` })).leads).toEqual([]);
    });

    it('lets only the owner inbox mark a lead contacted or closed', async () => {
      const agency = await demoClient(server(), 'AGENCY');
      const admin = await demoClient(server(), 'ADMIN');
      const widget = clientFromPage(server(), DEMO_AGENCY.allowedOrigin);
      const { lead } = await leads.create(widget, {
        kind: 'consultation',
        agencySlug: DEMO_AGENCY.slug,
        name: 'Owner Test',
        email: uniqueEmail('owner'),
      });

      expect((await leads.update(agency, lead.id, { status: 'CONTACTED' })).lead.status).toBe('CONTACTED');
      expect((await leads.update(agency, lead.id, { status: 'CLOSED' })).lead.status).toBe('CLOSED');
      expect((await apiError(leads.update(admin, lead.id, { status: 'NEW' }))).status).toBe(404);

      const { lead: adminLead } = await leads.contact(server().client(), {
        name: 'B',
        email: uniqueEmail('b'),
        subject: 'S',
        message: 'M',
      });
      expect((await apiError(leads.update(agency, adminLead.id, { status: 'CLOSED' }))).status).toBe(404);
      expect((await leads.update(admin, adminLead.id, { status: 'CLOSED' })).lead.status).toBe('CLOSED');

      const badStatus = await apiError(leads.update(agency, lead.id, { status: 'CONVERTED' as never }));
      expect(badStatus.errors).toEqual([{ field: 'status', message: 'Please choose a status' }]);
      expect((await apiError(leads.update(agency, 99_999_999, { status: 'CLOSED' }))).status).toBe(404);
    });

    it('walks NEW leads while marking each CONTACTED without skipping any (keyset by id, as the README loop does)', async () => {
      const marker = `keyset${Date.now()}`;
      const made: number[] = [];
      for (let i = 0; i < 14; i++) {
        const { lead } = await leads.contact(server().client(), {
          name: `Walker ${i}`,
          email: uniqueEmail('walker'),
          subject: marker,
          message: 'Please call me',
        });
        made.push(lead.id);
      }
      const admin = await demoClient(server(), 'ADMIN');
      const handled: number[] = [];
      for await (const lead of leads.iterate(admin, { status: 'NEW', search: marker, limit: 5 })) {
        handled.push(lead.id);
        await leads.update(admin, lead.id, { status: 'CONTACTED' });
      }
      expect(handled).toEqual([...made].reverse());
      expect((await leads.list(admin, { status: 'NEW', search: marker })).leads).toEqual([]);

      const older = await leads.list(admin, { search: marker, beforeId: made[10], limit: 3 });
      expect(older.leads.map((l) => l.id)).toEqual([made[9], made[8], made[7]]);
      expect(older.pagination.total).toBe(10);
      expect((await apiError(leads.list(admin, { beforeId: 0 }))).errors).toEqual([
        { field: 'beforeId', message: 'Must be at least 1' },
      ]);
    });

    it('keeps the inbox from students and visitors', async () => {
      expect((await apiError(leads.list(server().client()))).status).toBe(401);
      expect((await apiError(leads.list(await demoClient(server(), 'STUDENT')))).status).toBe(403);
    });
  },
  { LEAD_LIMIT_PER_ADDRESS: '1000' },
);
