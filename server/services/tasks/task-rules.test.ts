import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/tables/database.ts';
import { memoryCounters } from '#server/services/counters/counters.ts';
import { localFileStore } from '#server/services/files/local-store.ts';
import type { App } from '#server/utils/app.ts';
import { readConfig } from '#server/utils/config.ts';
import { openTestDatabase } from '#tests/support/database.ts';
import { postgresAvailable } from '#tests/support/postgres.ts';
import { insertTask } from './task.repository.ts';
import { runTaskRules } from './task-rules.ts';

const withPostgres = await postgresAvailable();
const at = (iso: string) => new Date(iso);

/** An agency with an owner and one counsellor (whose e-mails are Arabic), and one student assigned to the counsellor. */
let agencies = 0;
async function agencyWithCounsellor(db: Kysely<Database>) {
  const n = ++agencies;
  const now = '2026-03-01T00:00:00.000Z';
  const user = (email: string, language: string) =>
    db
      .insertInto('users')
      .values({ email, password_hash: 'x', user_type: 'AGENCY', is_active: true, language } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
  const owner = await user(`owner${n}@agency.test`, 'en');
  const counsellor = await user(`counsellor${n}@agency.test`, 'ar');
  const agency = await db
    .insertInto('agencies')
    .values({
      user_id: owner.id,
      name: 'Gulf Pathways',
      country: 'United Arab Emirates',
      city: 'Dubai',
      phone: null,
      website: null,
      company_description: null,
      subscription_tier: 'STARTER',
      subscription_active: true,
      agency_slug: `gulf-pathways-${n}`,
      logo_key: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const member = (userId: number, role: 'OWNER' | 'COUNSELLOR') =>
    db
      .insertInto('agency_members')
      .values({ agency_id: agency.id, user_id: userId, role, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
  const ownerMember = await member(owner.id, 'OWNER');
  const counsellorMember = await member(counsellor.id, 'COUNSELLOR');
  const student = await db
    .insertInto('students')
    .values({
      agency_id: agency.id,
      first_name: 'Omar',
      last_name: 'Haddad',
      assigned_member_id: counsellorMember.id,
      created_at: now,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    counsellorEmail: `counsellor${n}@agency.test`,
    agencyId: agency.id,
    ownerMember: ownerMember.id,
    counsellorMember: counsellorMember.id,
    studentId: student.id,
  };
}

const outbox = (db: Kysely<Database>) =>
  db.selectFrom('email_outbox').select(['to_address', 'kind', 'subject', 'text_body']).orderBy('id').execute();

const taskRows = (db: Kysely<Database>, agencyId: number) =>
  db
    .selectFrom('agency_tasks')
    .select(['source', 'subject_type', 'subject_id', 'assigned_member_id', 'due_date', 'detail'])
    .where('agency_id', '=', agencyId)
    .orderBy('id')
    .execute();

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.runIf(dialect === 'sqlite' || withPostgres)(`the task rules, with the clock moved [${dialect}]`, () => {
    let database: Awaited<ReturnType<typeof openTestDatabase>>;
    let app: App;
    beforeAll(async () => {
      database = await openTestDatabase(dialect, { prefix: 'study_tasks' });
      const config = readConfig({ PUBLIC_URL: 'https://study.example' });
      app = { config, db: database.db, dialect, counters: memoryCounters(), files: localFileStore(config.uploadsDir) };
    }, 60_000);
    afterAll(() => database?.close());

    it('e-mails the assignee on the due date, once, in their language, and not the day before', async () => {
      const { db } = database;
      const team = await agencyWithCounsellor(db);
      await insertTask(db, {
        agencyId: team.agencyId,
        title: 'Call about the transcript',
        dueDate: '2026-03-10',
        assignedMemberId: team.counsellorMember,
        subjectType: 'STUDENT',
        subjectId: team.studentId,
        source: 'MANUAL',
        createdBy: null,
      });

      expect((await runTaskRules(app, at('2026-03-09T23:59:00Z'))).reminders).toBe(0);
      expect(await outbox(db)).toEqual([]);

      expect((await runTaskRules(app, at('2026-03-10T06:00:00Z'))).reminders).toBe(1);
      const [email] = await outbox(db);
      expect(email).toMatchObject({ to_address: team.counsellorEmail, kind: 'TASK_DUE' });
      expect(email.subject).toContain('Call about the transcript');
      expect(email.text_body).toContain('Omar Haddad');
      expect(email.text_body).toContain('https://study.example/ar/dashboard/tasks');
      // Arabic, the counsellor's language.
      expect(email.text_body).toMatch(/[\u0600-\u06FF]/);

      expect((await runTaskRules(app, at('2026-03-10T18:00:00Z'))).reminders).toBe(0);
      expect(await outbox(db)).toHaveLength(1);
      await db.deleteFrom('agency_tasks').execute();
      await db.deleteFrom('email_outbox').execute();
    });

    it('makes a task for a lead not contacted within 24 hours, once, for its assignee or the owner', async () => {
      const { db } = database;
      const team = await agencyWithCounsellor(db);
      const lead = (name: string, createdAt: string, assigned: number | null) =>
        db
          .insertInto('leads')
          .values({
            agency_id: team.agencyId,
            kind: 'consultation',
            name,
            email: `${name}@example.com`,
            assigned_member_id: assigned,
            created_at: createdAt,
            updated_at: createdAt,
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
      const old = await lead('layla', '2026-04-01T08:00:00.000Z', team.counsellorMember);
      const unassigned = await lead('yusuf', '2026-04-01T09:00:00.000Z', null);

      await runTaskRules(app, at('2026-04-02T07:59:00Z'));
      expect(await taskRows(db, team.agencyId)).toEqual([]);

      expect((await runTaskRules(app, at('2026-04-02T08:30:00Z'))).leads).toBe(1);
      expect((await runTaskRules(app, at('2026-04-02T12:00:00Z'))).leads).toBe(1);
      expect((await runTaskRules(app, at('2026-04-03T12:00:00Z'))).leads).toBe(0);
      expect(await taskRows(db, team.agencyId)).toEqual([
        {
          source: 'LEAD_NOT_CONTACTED',
          subject_type: 'LEAD',
          subject_id: old.id,
          assigned_member_id: team.counsellorMember,
          due_date: '2026-04-02',
          detail: null,
        },
        {
          source: 'LEAD_NOT_CONTACTED',
          subject_type: 'LEAD',
          subject_id: unassigned.id,
          assigned_member_id: team.ownerMember,
          due_date: '2026-04-02',
          detail: null,
        },
      ]);
      await db.deleteFrom('leads').execute();
      await db.deleteFrom('email_outbox').execute();
    });

    it('makes a task when a shortlisted intake closes within 14 days and the student has not applied', async () => {
      const { db } = database;
      const team = await agencyWithCounsellor(db);
      const university = await db
        .insertInto('universities')
        .values({
          name: 'TU Munich',
          country: 'Germany',
          city: 'Munich',
          created_at: '2026-01-01',
          updated_at: '2026-01-01',
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      const program = (name: string) =>
        db
          .insertInto('programs')
          .values({ university_id: university.id, name, level: "Master's Degree" } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
      const informatics = await program('MSc Informatics');
      const applied = await program('MSc Robotics');
      for (const p of [informatics, applied]) {
        await db
          .insertInto('program_intakes')
          .values({
            program_id: p.id,
            start_date: '2026-10-01',
            eu_closes: '2026-07-15',
            non_eu_closes: '2026-05-31',
          } as never)
          .execute();
        await db
          .insertInto('shortlist_items')
          .values({ student_id: team.studentId, program_id: p.id, added_by: 'AGENCY' } as never)
          .execute();
      }
      await db
        .insertInto('applications')
        .values({
          student_id: team.studentId,
          university_id: university.id,
          agency_id: team.agencyId,
          program_id: applied.id,
          program_name: 'MSc Robotics',
          degree_level: "Master's Degree",
          status: 'DRAFT',
          created_at: '2026-05-01',
          updated_at: '2026-05-01',
        } as never)
        .execute();

      // 15 days before the first closing date: nothing yet.
      expect((await runTaskRules(app, at('2026-05-16T10:00:00Z'))).intakes).toBe(0);
      expect((await runTaskRules(app, at('2026-05-17T10:00:00Z'))).intakes).toBe(1);
      expect((await runTaskRules(app, at('2026-05-18T10:00:00Z'))).intakes).toBe(0);
      expect(await taskRows(db, team.agencyId)).toEqual([
        {
          source: 'INTAKE_DEADLINE',
          subject_type: 'STUDENT',
          subject_id: team.studentId,
          assigned_member_id: team.counsellorMember,
          due_date: '2026-05-31',
          detail: 'MSc Informatics',
        },
      ]);
    });
  });
}
