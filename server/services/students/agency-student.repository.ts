import { type Kysely, sql } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import { contains } from '#server/utils/contains.ts';
import { type After, olderThan } from '#server/utils/newest-first.ts';
import type { AgencyScope } from '#server/services/agencies/agency-access.ts';

export interface AgencyStudentFilter {
  search?: string;
  status?: 'active' | 'inactive';
  nationality?: string;
  /** Only the students assigned to this member. */
  assignedMemberId?: number;
  /** Only this office's students (`office=`). */
  office?: number;
}

/** An agency's students (a counsellor's: those assigned to them), each with its counts of applications and documents. */
const withCounts = (db: Kysely<Database>, scope: AgencyScope) =>
  db
    .selectFrom('students')
    .selectAll('students')
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
    ])
    .where('students.agency_id', '=', scope.id)
    .$if(scope.counsellorId !== null, (query) => query.where('students.assigned_member_id', '=', scope.counsellorId))
    .$if(scope.officeId !== null, (query) => query.where('students.office_id', '=', scope.officeId));

export type AgencyStudentRow = NonNullable<Awaited<ReturnType<ReturnType<typeof withCounts>['executeTakeFirst']>>>;

function filtered(db: Kysely<Database>, scope: AgencyScope, filter: AgencyStudentFilter) {
  let query = withCounts(db, scope);
  if (filter.assignedMemberId) query = query.where('students.assigned_member_id', '=', filter.assignedMemberId);
  if (filter.office) query = query.where('students.office_id', '=', filter.office);
  if (filter.status) query = query.where('students.is_active', '=', filter.status === 'active');
  if (filter.nationality) query = query.where(sql`lower(students.nationality)`, '=', filter.nationality.toLowerCase());
  const search = filter.search;
  if (search) {
    query = query.where((eb) =>
      eb.or([
        ...(['students.first_name', 'students.last_name', 'students.email', 'students.nationality'] as const).map(
          (column) => contains(eb.ref(column), search),
        ),
        // "Lina Haddad" finds the student whose first and last names they are.
        contains(sql<string>`coalesce(students.first_name, '') || ' ' || coalesce(students.last_name, '')`, search),
      ]),
    );
  }
  return query;
}

/** A window of the agency's students that match, newest first (a page, or a batch of an export). */
export const agencyStudentWindow = (
  db: Kysely<Database>,
  scope: AgencyScope,
  filter: AgencyStudentFilter,
  window: { offset?: number; limit: number; after?: After },
) =>
  filtered(db, scope, filter)
    .$if(!!window.after, (query) => query.where(olderThan('students', window.after!)))
    .orderBy('students.created_at', 'desc')
    .orderBy('students.id', 'desc')
    .offset(window.offset ?? 0)
    .limit(window.limit)
    .execute();

/** One page of the agency's students, newest first, and how many match in all. */
export async function listAgencyStudents(
  db: Kysely<Database>,
  scope: AgencyScope,
  filter: AgencyStudentFilter,
  window: { offset: number; limit: number },
) {
  const query = filtered(db, scope, filter);
  const [rows, counted] = await Promise.all([
    agencyStudentWindow(db, scope, filter, window),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
}

export const findAgencyStudent = (db: Kysely<Database>, scope: AgencyScope, id: number) =>
  withCounts(db, scope).where('students.id', '=', id).executeTakeFirst();

/** The agency's student with this e-mail (any case), if any. */
export const findAgencyStudentByEmail = (db: Kysely<Database>, agencyId: number, email: string) =>
  db
    .selectFrom('students')
    .select(['id', 'is_active'])
    .where('agency_id', '=', agencyId)
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();

/** The students list's figures over all of the agency's students (a counsellor's: their own; spec part 2, 2). */
export async function agencyStudentStats(db: Kysely<Database>, scope: AgencyScope) {
  const monthStart = `${new Date().toISOString().slice(0, 7)}-01`;
  const row = await db
    .selectFrom('students')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>(eb.case().when('is_active', '=', true).then(1).end()).as('active'),
      eb.fn.count<number>(sql`distinct lower(nationality)`).as('countries'),
      eb.fn.count<number>(eb.case().when('created_at', '>=', monthStart).then(1).end()).as('added_this_month'),
    ])
    .where('agency_id', '=', scope.id)
    .$if(scope.counsellorId !== null, (query) => query.where('assigned_member_id', '=', scope.counsellorId))
    .$if(scope.officeId !== null, (query) => query.where('office_id', '=', scope.officeId))
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    active: Number(row.active),
    countries: Number(row.countries),
    addedThisMonth: Number(row.added_this_month),
  };
}

/** The agency's students with these e-mails (any case), keyed by the lower-cased e-mail. */
export async function findAgencyStudentsByEmails(db: Kysely<Database>, agencyId: number, emails: string[]) {
  const found = new Map<string, { id: number; is_active: boolean }>();
  const lower = [...new Set(emails.map((e) => e.toLowerCase()))];
  // In slices: SQLite and PostgreSQL both bound the parameters of one statement.
  for (let i = 0; i < lower.length; i += 500) {
    const rows = await db
      .selectFrom('students')
      .select(['id', 'is_active', 'email'])
      .where('agency_id', '=', agencyId)
      .where(sql`lower(email)`, 'in', lower.slice(i, i + 500))
      .execute();
    for (const row of rows)
      if (row.email) found.set(row.email.toLowerCase(), { id: row.id, is_active: !!row.is_active });
  }
  return found;
}
