// The rows an activity feed is made of, each read from where the platform already
// records it: the student row and the agency's audit log (created, edited, uploaded), the
// applications' timelines, their conversations (no internal notes) and the agency's tasks.
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

/** Whose activity: one student with all their applications, or one application. */
export type ActivitySubject =
  | { studentId: number; applicationId?: undefined }
  | { studentId: number; applicationId: number };

const applicationsOf = (db: Kysely<Database>, subject: ActivitySubject) =>
  db
    .selectFrom('applications')
    .select('applications.id')
    .where('applications.student_id', '=', subject.studentId)
    .$if(subject.applicationId !== undefined, (query) => query.where('applications.id', '=', subject.applicationId!));

/** The student's creation and the agency's edits and uploads, from the audit log (who) and the records (when). */
export async function studentRows(db: Kysely<Database>, studentId: number) {
  const [created, audited, documents] = await Promise.all([
    db
      .selectFrom('students')
      .leftJoin('audit_log', (join) =>
        join
          .onRef('audit_log.entity_id', '=', 'students.id')
          .on('audit_log.entity', '=', 'student')
          .on('audit_log.action', '=', 'create'),
      )
      .select(['students.created_at as at', 'audit_log.actor_user_id as actor'])
      .where('students.id', '=', studentId)
      .executeTakeFirst(),
    db
      .selectFrom('audit_log')
      .select(['created_at as at', 'actor_user_id as actor', 'after'])
      .where('entity', '=', 'student')
      .where('entity_id', '=', studentId)
      .where('action', '=', 'update')
      .execute(),
    db
      .selectFrom('documents')
      .leftJoin('audit_log', (join) =>
        join
          .onRef('audit_log.entity_id', '=', 'documents.id')
          .on('audit_log.entity', '=', 'document')
          .on('audit_log.action', '=', 'upload'),
      )
      .select(['documents.uploaded_at as at', 'documents.file_name', 'audit_log.actor_user_id as actor'])
      .where('documents.student_id', '=', studentId)
      .execute(),
  ]);
  return { created, audited, documents };
}

/** The timeline steps of the subject's applications, with the programme. */
export const eventRows = (db: Kysely<Database>, subject: ActivitySubject) =>
  db
    .selectFrom('application_events as e')
    .innerJoin('applications as a', 'a.id', 'e.application_id')
    .select([
      'e.created_at as at',
      'e.actor_user_id as actor',
      'e.kind',
      'e.from_status',
      'e.to_status',
      'a.id as application_id',
      'a.program_name',
    ])
    .where('e.application_id', 'in', applicationsOf(db, subject))
    .execute();

/** The messages of the subject's applications' conversations that the agency sees (no internal notes). */
export const messageRows = (db: Kysely<Database>, subject: ActivitySubject) =>
  db
    .selectFrom('messages as m')
    .innerJoin('applications as a', 'a.id', 'm.application_id')
    .select(['m.created_at as at', 'm.author_user_id as actor', 'm.body', 'a.id as application_id', 'a.program_name'])
    .where('m.application_id', 'in', applicationsOf(db, subject))
    .where('m.internal', '=', false)
    .execute();

/** The agency's tasks on the subject (on the student itself only for a student's feed): written and done. */
export const taskRows = (db: Kysely<Database>, agencyId: number, subject: ActivitySubject) =>
  db
    .selectFrom('agency_tasks as t')
    .select(['t.title', 't.created_at', 't.created_by', 't.done_at', 't.done_by', 't.subject_type', 't.subject_id'])
    .where('t.agency_id', '=', agencyId)
    .where((eb) =>
      eb.or([
        ...(subject.applicationId === undefined
          ? [eb.and([eb('t.subject_type', '=', 'STUDENT'), eb('t.subject_id', '=', subject.studentId)])]
          : []),
        eb.and([eb('t.subject_type', '=', 'APPLICATION'), eb('t.subject_id', 'in', applicationsOf(db, subject))]),
      ]),
    )
    .execute();

/** How each acting user is named: their role, the student's, agency's or university's name, and an agency member's. */
export const actorRows = (db: Kysely<Database>, userIds: number[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('users as u')
        .leftJoin('students as s', 's.user_id', 'u.id')
        .leftJoin('agency_members as m', 'm.user_id', 'u.id')
        .leftJoin('agencies as ag', 'ag.id', 'm.agency_id')
        .leftJoin('universities as un', 'un.user_id', 'u.id')
        .select([
          'u.id',
          'u.email',
          'u.user_type',
          's.first_name',
          's.last_name',
          'm.name as member_name',
          'm.id as member_id',
          'ag.name as agency_name',
          'un.name as university_name',
        ])
        .where('u.id', 'in', userIds)
        .execute();
