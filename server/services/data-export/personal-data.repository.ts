import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

/**
 * Everything the platform holds about one student, read for their export: the profile, the
 * account, the applications with their timelines and conversations (without staff-only notes),
 * the notifications, the documents and the shortlist. Other people appear by their role only.
 */
export async function readPersonalData(db: Kysely<Database>, studentId: number) {
  const student = await db.selectFrom('students').selectAll().where('id', '=', studentId).executeTakeFirstOrThrow();
  const account = student.user_id
    ? await db
        .selectFrom('users')
        .select(['email', 'user_type', 'language', 'created_at', 'last_login'])
        .where('id', '=', student.user_id)
        .executeTakeFirst()
    : undefined;
  const applications = await db
    .selectFrom('applications as a')
    .innerJoin('universities as u', 'u.id', 'a.university_id')
    .select([
      'a.id',
      'u.name as university',
      'u.country',
      'a.program_name',
      'a.degree_level',
      'a.status',
      'a.personal_statement',
      'a.motivation_letter',
      'a.decision_conditions',
      'a.created_at',
      'a.submitted_at',
      'a.decided_at',
    ])
    .where('a.student_id', '=', studentId)
    .orderBy('a.id')
    .execute();
  const applicationIds = applications.map((row) => row.id);
  const [events, messages, attachments, notifications, documents, shortlist] = await Promise.all([
    applicationIds.length
      ? db
          .selectFrom('application_events as e')
          .leftJoin('users as actor', 'actor.id', 'e.actor_user_id')
          .select(['e.application_id', 'e.from_status', 'e.to_status', 'e.note', 'e.created_at', 'actor.user_type'])
          .where('e.application_id', 'in', applicationIds)
          .orderBy('e.id')
          .execute()
      : [],
    applicationIds.length
      ? db
          .selectFrom('messages as m')
          .leftJoin('users as author', 'author.id', 'm.author_user_id')
          .select(['m.id', 'm.application_id', 'm.body', 'm.created_at', 'm.author_user_id', 'author.user_type'])
          .where('m.application_id', 'in', applicationIds)
          .where('m.internal', '=', false)
          .orderBy('m.id')
          .execute()
      : [],
    applicationIds.length
      ? db
          .selectFrom('message_attachments as f')
          .innerJoin('messages as m', 'm.id', 'f.message_id')
          .select(['f.message_id', 'f.file_name'])
          .where('m.application_id', 'in', applicationIds)
          .where('m.internal', '=', false)
          .execute()
      : [],
    student.user_id
      ? db
          .selectFrom('notifications')
          .select(['kind', 'application_id', 'params', 'created_at', 'read_at'])
          .where('user_id', '=', student.user_id)
          .orderBy('id')
          .execute()
      : [],
    db.selectFrom('documents').selectAll().where('student_id', '=', studentId).orderBy('id').execute(),
    db
      .selectFrom('shortlist_items as s')
      .innerJoin('programs as p', 'p.id', 's.program_id')
      .innerJoin('universities as u', 'u.id', 'p.university_id')
      .select([
        's.program_id',
        'p.name as program',
        'u.name as university',
        's.intake_start_date',
        's.added_by',
        's.created_at',
      ])
      .where('s.student_id', '=', studentId)
      .orderBy('s.id')
      .execute(),
  ]);
  return { student, account, applications, events, messages, attachments, notifications, documents, shortlist };
}

export type PersonalDataRows = Awaited<ReturnType<typeof readPersonalData>>;
