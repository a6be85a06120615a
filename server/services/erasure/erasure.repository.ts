import { type Kysely, sql } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

/** A student's profile columns that hold personal data, emptied by an erasure. */
const EMPTIED = {
  email: null,
  first_name: null,
  last_name: null,
  date_of_birth: null,
  nationality: null,
  passport_number: null,
  phone: null,
  address: null,
  emergency_contact_name: null,
  emergency_contact_phone: null,
  current_education_level: null,
  institution_name: null,
  graduation_year: null,
  gpa: null,
  grade_scale: null,
  ielts_score: null,
  toefl_score: null,
  sat_score: null,
  gre_score: null,
  gmat_score: null,
  english_proficiency: null,
  preferred_programs: '[]',
  preferred_countries: '[]',
  preferred_cities: '[]',
  budget_range: null,
  preferred_start_date: null,
  study_duration: null,
  academic_goals: null,
  career_goals: null,
  personal_statement: null,
  why_study_abroad: null,
} as const;

/** The stored files an erasure removes: the documents', those of the person's messages, their exports'. */
export async function filesOfStudent(db: Kysely<Database>, studentId: number, userId: number | null) {
  const [documents, attachments, exports] = await Promise.all([
    db.selectFrom('documents').select('storage_key as key').where('student_id', '=', studentId).execute(),
    userId === null
      ? []
      : db
          .selectFrom('message_attachments as f')
          .innerJoin('messages as m', 'm.id', 'f.message_id')
          .select('f.storage_key as key')
          .where('m.author_user_id', '=', userId)
          .execute(),
    db.selectFrom('data_exports').select('storage_key as key').where('student_id', '=', studentId).execute(),
  ]);
  return [...documents, ...attachments, ...exports].flatMap((row) => (row.key ? [row.key] : []));
}

/**
 * Erases a student in one transaction: their documents, messages, leads, exports and account
 * (sessions, notifications and second factor go with it) are deleted; the applications stay,
 * for the universities' decision records and the statistics, on a record without name or data.
 */
export async function eraseStudentRows(trx: Kysely<Database>, studentId: number, userId: number | null) {
  const now = new Date().toISOString();
  await deleteDeliveriesAbout(trx, studentId, userId);
  await trx.deleteFrom('documents').where('student_id', '=', studentId).execute();
  await trx.deleteFrom('data_exports').where('student_id', '=', studentId).execute();
  await trx.deleteFrom('leads').where('student_id', '=', studentId).execute();
  await trx.deleteFrom('shortlist_items').where('student_id', '=', studentId).execute();
  await trx
    .updateTable('applications')
    .set({ personal_statement: null, motivation_letter: null, updated_at: now })
    .where('student_id', '=', studentId)
    .execute();
  if (userId !== null) {
    await trx.deleteFrom('messages').where('author_user_id', '=', userId).execute();
    await trx.updateTable('application_events').set({ note: null }).where('actor_user_id', '=', userId).execute();
  }
  await trx
    .updateTable('students')
    .set({
      ...EMPTIED,
      user_id: null,
      agency_id: null,
      is_active: false,
      profile_completed: false,
      profile_completion_score: 0,
      erased_at: now,
      updated_at: now,
    })
    .where('id', '=', studentId)
    .execute();
  if (userId !== null) await trx.deleteFrom('users').where('id', '=', userId).execute();
}

export const insertErasureRequest = (
  db: Kysely<Database>,
  values: { userId: number; tokenHash: string; expiresAt: string },
) =>
  db
    .insertInto('erasure_requests')
    .values({ user_id: values.userId, token_hash: values.tokenHash, expires_at: values.expiresAt })
    .execute();

/** The account an unexpired confirmation link erases. */
export const findErasureRequest = (db: Kysely<Database>, tokenHash: string, now: string) =>
  db
    .selectFrom('erasure_requests')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();

/** A lead's webhook resource (`lead:12`), as `publishAgencyEvent` names it. */
const leadResource = sql<string>`'lead:' || cast(id as text)`;

/**
 * The webhook deliveries that carry a student's data, sent or waiting: the events of their
 * student record and leads, and those of the messages they wrote.
 */
async function deleteDeliveriesAbout(trx: Kysely<Database>, studentId: number, userId: number | null) {
  await trx
    .deleteFrom('webhook_deliveries')
    .where((eb) =>
      eb.or([
        eb('resource', '=', `student:${studentId}`),
        eb(
          'resource',
          'in',
          eb.selectFrom('leads').select(leadResource.as('resource')).where('student_id', '=', studentId),
        ),
      ]),
    )
    .execute();
  if (userId === null) return;
  const messages = await trx.selectFrom('messages').select('id').where('author_user_id', '=', userId).execute();
  // A message's event names it in its data, written by JSON.stringify as `"messageId":12,`.
  if (messages.length)
    await trx
      .deleteFrom('webhook_deliveries')
      .where('event', '=', 'message.created')
      .where((eb) => eb.or(messages.map((message) => eb('data', 'like', `%"messageId":${message.id},%`))))
      .execute();
}

/** Leads older than `before`, for the retention an admin sets, with the webhook deliveries of their events. */
export async function deleteLeadsBefore(db: Kysely<Database>, before: string) {
  await db
    .deleteFrom('webhook_deliveries')
    .where('resource', 'in', (eb) =>
      eb.selectFrom('leads').select(leadResource.as('resource')).where('created_at', '<', before),
    )
    .execute();
  return db.deleteFrom('leads').where('created_at', '<', before).executeTakeFirst();
}
