import { type Kysely, sql } from 'kysely';
import type { ADMIN_EDUCATION_FILTERS } from '#sdk/schemas/constants';
import type { Database } from '#server/db/tables/database.ts';
import { contains } from '#server/utils/contains.ts';

export interface AdminStudentFilter {
  search?: string;
  nationality?: string;
  /** One of the four filter values (spec part 2, 9), found inside the stored level ("Bachelor's Degree"). */
  educationLevel?: (typeof ADMIN_EDUCATION_FILTERS)[number];
  status?: 'active' | 'inactive';
}

/** Students with their account's e-mail and last sign-in and their counts of applications and documents. */
const studentsWithCounts = (db: Kysely<Database>) =>
  db
    .selectFrom('students')
    .leftJoin('users', 'users.id', 'students.user_id')
    .where('students.erased_at', 'is', null)
    .selectAll('students')
    .select(['users.email as user_email', 'users.last_login as user_last_login'])
    .select((eb) => [
      eb
        .selectFrom('applications')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('applications.student_id', '=', 'students.id')
        .as('application_count'),
      eb
        .selectFrom('documents')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('documents.student_id', '=', 'students.id')
        .as('document_count'),
    ]);

export type AdminStudentRow = Awaited<ReturnType<ReturnType<typeof studentsWithCounts>['execute']>>[number];

/** One page of students, newest first, and the total the filter finds. */
export async function listAdminStudents(
  db: Kysely<Database>,
  filter: AdminStudentFilter,
  page: { offset: number; limit: number },
) {
  let base = studentsWithCounts(db);
  if (filter.nationality) base = base.where(sql`lower(students.nationality)`, '=', filter.nationality.toLowerCase());
  if (filter.educationLevel) {
    const level = filter.educationLevel;
    base = base.where((eb) => contains(eb.ref('students.current_education_level'), level));
  }
  if (filter.status) base = base.where('students.is_active', '=', filter.status === 'active');
  if (filter.search) {
    const search = filter.search;
    base = base.where((eb) =>
      eb.or(
        (
          [
            'students.first_name',
            'students.last_name',
            'students.email',
            'users.email',
            'students.nationality',
          ] as const
        ).map((column) => contains(eb.ref(column), search)),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .orderBy('students.created_at', 'desc')
      .orderBy('students.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export const findAdminStudent = (db: Kysely<Database>, id: number) =>
  studentsWithCounts(db).where('students.id', '=', id).executeTakeFirst();

export const findStudentsByIds = (db: Kysely<Database>, ids: number[]) =>
  ids.length ? studentsWithCounts(db).where('students.id', 'in', ids).execute() : Promise.resolve([]);

/** Total, active, complete profiles and distinct nationalities, over every student. */
export const studentFigures = (db: Kysely<Database>) =>
  db
    .selectFrom('students')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('is_active', '=', true).then(1).else(0).end()).as('active'),
      eb.fn.sum<number>(eb.case().when('profile_completed', '=', true).then(1).else(0).end()).as('complete'),
      eb.fn.count<number>('nationality').distinct().as('nationalities'),
    ])
    .executeTakeFirstOrThrow();

/**
 * The storage keys of the students' documents and of the files attached to their applications' messages, to remove
 * the files once the rows are gone.
 */
export const documentKeysOf = async (db: Kysely<Database>, studentIds: number[]) =>
  (
    await db
      .selectFrom('documents')
      .select('storage_key')
      .where('student_id', 'in', studentIds)
      .unionAll(
        db
          .selectFrom('message_attachments as ma')
          .innerJoin('messages as m', 'm.id', 'ma.message_id')
          .innerJoin('applications as a', 'a.id', 'm.application_id')
          .select('ma.storage_key')
          .where('a.student_id', 'in', studentIds),
      )
      .execute()
  ).map((row) => row.storage_key);

/** Removes students with their applications and documents (the foreign keys cascade). */
export const deleteStudentRows = (db: Kysely<Database>, ids: number[]) =>
  db.deleteFrom('students').where('id', 'in', ids).execute();

export const setStudentsActive = (db: Kysely<Database>, ids: number[], active: boolean) =>
  db
    .updateTable('students')
    .set({ is_active: active, updated_at: new Date().toISOString() })
    .where('id', 'in', ids)
    .execute();
