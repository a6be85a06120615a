import type { Insertable, Kysely, Updateable } from 'kysely';
import type { ApplicationStatus } from '#sdk/schemas/enums';
import type { Database } from '../../db/tables/database.ts';
import { contains } from '../../utils/contains.ts';

export interface ApplicationFilter {
  studentId?: number;
  agencyId?: number;
  universityId?: number;
  status?: ApplicationStatus;
  /** Matches the programme, the university's name or country, or the student's name. */
  search?: string;
}

/** Applications with the student and university columns every answer shows. */
function withParties(db: Kysely<Database>) {
  return db
    .selectFrom('applications')
    .innerJoin('students', 'students.id', 'applications.student_id')
    .innerJoin('universities', 'universities.id', 'applications.university_id')
    .selectAll('applications')
    .select([
      'students.first_name as student_first_name',
      'students.last_name as student_last_name',
      'students.email as student_email',
      'universities.name as university_name',
      'universities.city as university_city',
      'universities.country as university_country',
      'universities.response_time_days as university_response_time_days',
    ]);
}
export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof withParties>['executeTakeFirstOrThrow']>>;

function filtered(db: Kysely<Database>, filter: ApplicationFilter) {
  let query = withParties(db);
  if (filter.studentId !== undefined) query = query.where('applications.student_id', '=', filter.studentId);
  if (filter.agencyId !== undefined) query = query.where('applications.agency_id', '=', filter.agencyId);
  if (filter.universityId !== undefined) query = query.where('applications.university_id', '=', filter.universityId);
  if (filter.status) query = query.where('applications.status', '=', filter.status);
  const search = filter.search;
  if (search) {
    query = query.where((eb) =>
      eb.or([
        contains(eb.ref('applications.program_name'), search),
        contains(eb.ref('universities.name'), search),
        contains(eb.ref('universities.country'), search),
        contains(eb.ref('students.first_name'), search),
        contains(eb.ref('students.last_name'), search),
      ]),
    );
  }
  return query;
}

/** Newest first; `limit` when given. */
export const listApplications = (db: Kysely<Database>, filter: ApplicationFilter, limit?: number) => {
  const query = filtered(db, filter).orderBy('applications.created_at', 'desc').orderBy('applications.id', 'desc');
  return (limit ? query.limit(limit) : query).execute();
};

export const findApplication = (db: Kysely<Database>, id: number) => withParties(db).where('applications.id', '=', id).executeTakeFirst();

/** How many applications are in each status. */
export async function countByStatus(db: Kysely<Database>, filter: Pick<ApplicationFilter, 'studentId' | 'agencyId' | 'universityId'>) {
  let query = db.selectFrom('applications').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status');
  if (filter.studentId !== undefined) query = query.where('student_id', '=', filter.studentId);
  if (filter.agencyId !== undefined) query = query.where('agency_id', '=', filter.agencyId);
  if (filter.universityId !== undefined) query = query.where('university_id', '=', filter.universityId);
  const rows = await query.execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Partial<Record<ApplicationStatus, number>>;
}

export const insertApplication = (db: Kysely<Database>, values: Insertable<Database['applications']>) =>
  db.insertInto('applications').values(values).returning('id').executeTakeFirstOrThrow();

/** Edits an application only while it is a DRAFT; answers whether it did. */
export async function updateDraftApplication(db: Kysely<Database>, id: number, changes: Updateable<Database['applications']>) {
  const result = await db
    .updateTable('applications')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'DRAFT')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes an application only while it is a DRAFT; answers whether it did. */
export async function deleteDraftApplication(db: Kysely<Database>, id: number) {
  const result = await db.deleteFrom('applications').where('id', '=', id).where('status', '=', 'DRAFT').executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The timeline of an application, oldest first, with who made each step. */
export const listEvents = (db: Kysely<Database>, applicationId: number) =>
  db
    .selectFrom('application_events')
    .leftJoin('users', 'users.id', 'application_events.actor_user_id')
    .select([
      'application_events.id', 'application_events.from_status', 'application_events.to_status', 'application_events.note',
      'application_events.created_at', 'application_events.actor_user_id', 'users.user_type as actor_user_type',
    ])
    .where('application_events.application_id', '=', applicationId)
    .orderBy('application_events.id')
    .execute();
export type ApplicationEventRow = Awaited<ReturnType<typeof listEvents>>[number];
