import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import * as leads from '#sdk/resources/leads';
import * as universities from '#sdk/resources/universities';
import type { Database } from '#server/db/tables/database.ts';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { clientFromPage, DEMO_AGENCY, demoClient, openDatabase } from '#tests/support/embed-fixtures.ts';
import { describeApi } from '#tests/support/suite.ts';

describeApi(
  'leads convert',
  (server) => {
    let db: Kysely<Database>;
    let agencyId: number;
    beforeAll(async () => {
      db = openDatabase(server());
      agencyId = (
        await db
          .selectFrom('agencies')
          .select('id')
          .where('agency_slug', '=', DEMO_AGENCY.slug)
          .executeTakeFirstOrThrow()
      ).id;
    });
    afterAll(() => db?.destroy());

    const widgetLead = (payload: Omit<Parameters<typeof leads.create>[1], 'agencySlug'>) =>
      leads
        .create(clientFromPage(server(), DEMO_AGENCY.allowedOrigin), { ...payload, agencySlug: DEMO_AGENCY.slug })
        .then((a) => a.lead);

    it('turns an apply lead into a student of the agency with a DRAFT application and its first event', async () => {
      const agency = await demoClient(server(), 'AGENCY');
      const university = (await universities.list(server().client(), { limit: 1 })).universities[0];
      const email = uniqueEmail('convert');
      const lead = await widgetLead({
        kind: 'apply',
        universityId: university.id,
        programName: 'MSc Mechanical Engineering',
        degreeLevel: "Master's Degree",
        name: '  Nour  El Din Haddad ',
        email,
        phone: '+961 3 123 456',
        nationality: 'Lebanon',
      });

      const conversion = await leads.convert(agency, lead.id);
      expect(conversion.lead).toMatchObject({ id: lead.id, status: 'CONVERTED', studentId: conversion.studentId });
      expect(conversion.applicationId).toEqual(expect.any(Number));

      const student = await db
        .selectFrom('students')
        .selectAll()
        .where('id', '=', conversion.studentId)
        .executeTakeFirstOrThrow();
      expect(student).toMatchObject({
        agency_id: agencyId,
        user_id: null,
        first_name: 'Nour',
        last_name: 'El Din Haddad',
        email,
        phone: '+961 3 123 456',
        nationality: 'Lebanon',
      });

      const application = await db
        .selectFrom('applications')
        .selectAll()
        .where('id', '=', conversion.applicationId!)
        .executeTakeFirstOrThrow();
      expect(application).toMatchObject({
        student_id: conversion.studentId,
        university_id: university.id,
        agency_id: agencyId,
        status: 'DRAFT',
        program_name: 'MSc Mechanical Engineering',
        degree_level: "Master's Degree",
      });
      const events = await db
        .selectFrom('application_events')
        .selectAll()
        .where('application_id', '=', application.id)
        .execute();
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ from_status: null, to_status: 'DRAFT', note: `Created from lead #${lead.id}` });
      expect(events[0].actor_user_id).toEqual(expect.any(Number));

      const inbox = await leads.list(agency, { search: email });
      expect(inbox.leads[0]).toMatchObject({ status: 'CONVERTED', studentId: conversion.studentId });
    });

    it('turns a consultation lead into a student without an application', async () => {
      const agency = await demoClient(server(), 'AGENCY');
      const lead = await widgetLead({ kind: 'consultation', name: 'Zaid', email: uniqueEmail('zaid') });
      const conversion = await leads.convert(agency, lead.id);
      expect(conversion.applicationId).toBeNull();
      const student = await db
        .selectFrom('students')
        .select(['first_name', 'last_name'])
        .where('id', '=', conversion.studentId)
        .executeTakeFirstOrThrow();
      expect(student).toEqual({ first_name: 'Zaid', last_name: '' });
      expect(
        await db.selectFrom('applications').select('id').where('student_id', '=', conversion.studentId).execute(),
      ).toEqual([]);
    });

    it('converts a lead once, and its status no longer changes', async () => {
      const agency = await demoClient(server(), 'AGENCY');
      const lead = await widgetLead({ kind: 'information', name: 'Twice Over', email: uniqueEmail('twice') });
      await leads.convert(agency, lead.id);
      const again = await apiError(leads.convert(agency, lead.id));
      expect(again.status).toBe(409);
      expect(again.message).toBe('This lead has already been converted to a student');
      expect((await apiError(leads.update(agency, lead.id, { status: 'CLOSED' }))).status).toBe(409);
    });

    it('converts only the agency\u2019s own leads, and only for agencies', async () => {
      const agency = await demoClient(server(), 'AGENCY');
      const { lead: adminLead } = await leads.create(server().client(), {
        kind: 'consultation',
        name: 'Admin Inbox',
        email: uniqueEmail('admin-inbox'),
      });
      expect((await apiError(leads.convert(agency, adminLead.id))).status).toBe(404);
      expect((await apiError(leads.convert(await demoClient(server(), 'ADMIN'), adminLead.id))).status).toBe(403);
      expect((await apiError(leads.convert(server().client(), adminLead.id))).status).toBe(401);
      expect((await apiError(leads.convert(agency, 99_999_999))).status).toBe(404);
      expect((await apiError(leads.convert(agency, 'abc' as never))).status).toBe(400);
    });

    it('refuses with 409 when the agency\u2019s plan is full (spec part 1, 9)', async () => {
      const agency = await demoClient(server(), 'AGENCY');
      const lead = await widgetLead({ kind: 'consultation', name: 'Plan Full', email: uniqueEmail('full') });
      // The demo agency is on PROFESSIONAL: up to 200 active students (its inactive ones do not count). Fill it to the cap.
      const { count } = await db
        .selectFrom('students')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('agency_id', '=', agencyId)
        .where('is_active', '=', true)
        .executeTakeFirstOrThrow();
      const missing = 200 - Number(count);
      const now = new Date().toISOString();
      await db
        .insertInto('students')
        .values(
          Array.from({ length: missing }, (_, i) => ({
            agency_id: agencyId,
            first_name: 'Cap',
            last_name: `Filler ${i}`,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();

      const error = await apiError(leads.convert(agency, lead.id));
      expect(error.status).toBe(409);
      expect(error.message).toBe('Your PROFESSIONAL plan allows up to 200 students. Upgrade your plan to add more.');
      expect((await leads.list(agency, { search: lead.email })).leads[0].status).toBe('NEW');

      await db.deleteFrom('students').where('agency_id', '=', agencyId).where('first_name', '=', 'Cap').execute();
      expect((await leads.convert(agency, lead.id)).lead.status).toBe('CONVERTED');
    });
  },
  { LEAD_LIMIT_PER_ADDRESS: '1000' },
);
