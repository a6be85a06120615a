import type { Insertable, Kysely, Updateable } from 'kysely';
import type { ClaimStatus } from '#sdk/schemas/commission';
import type { Database } from '#server/db/tables/database.ts';
import type { CommissionScope } from './agreement.repository.ts';

const claims = (db: Kysely<Database>) =>
  db
    .selectFrom('commission_claims')
    .innerJoin('agencies', 'agencies.id', 'commission_claims.agency_id')
    .innerJoin('universities', 'universities.id', 'commission_claims.university_id')
    .innerJoin('applications', 'applications.id', 'commission_claims.application_id')
    .innerJoin('students', 'students.id', 'applications.student_id')
    .selectAll('commission_claims')
    .select([
      'agencies.name as agency_name',
      'universities.name as university_name',
      'applications.program_name',
      'applications.degree_level',
      'applications.intake_start_date',
      'students.first_name as student_first_name',
      'students.last_name as student_last_name',
    ]);

export type ClaimRow = NonNullable<Awaited<ReturnType<typeof findClaim>>>;

export const findClaim = (db: Kysely<Database>, id: number) =>
  claims(db).where('commission_claims.id', '=', id).executeTakeFirst();

/** What a list of claims is narrowed to besides the reader's scope. */
type ClaimFilter = CommissionScope & { status?: ClaimStatus };

function scoped(db: Kysely<Database>, scope: CommissionScope, filter: ClaimFilter) {
  let q = claims(db);
  for (const { agencyId, universityId } of [scope, filter]) {
    if (agencyId !== undefined) q = q.where('commission_claims.agency_id', '=', agencyId);
    if (universityId !== undefined) q = q.where('commission_claims.university_id', '=', universityId);
  }
  if (filter.status) q = q.where('commission_claims.status', '=', filter.status);
  return q;
}

/** One page of the claims in the reader's scope, newest first, with how many there are. */
export async function listClaimRows(
  db: Kysely<Database>,
  scope: CommissionScope,
  filter: ClaimFilter,
  page?: { offset: number; limit: number },
) {
  const query = scoped(db, scope, filter).orderBy('commission_claims.id', 'desc');
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query).execute();
  const count = await scoped(db, scope, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.total) };
}

/** Inserts an application's claim; nothing when it has one already. */
export const insertClaim = (db: Kysely<Database>, values: Insertable<Database['commission_claims']>) =>
  db
    .insertInto('commission_claims')
    .values(values)
    .onConflict((oc) => oc.column('application_id').doNothing())
    .returning('id')
    .executeTakeFirst();

/** Moves a claim on from one of `from`; nothing when another request moved it first. */
export const moveClaim = (
  db: Kysely<Database>,
  id: number,
  from: readonly ClaimStatus[],
  values: Updateable<Database['commission_claims']> & { status: ClaimStatus },
) =>
  db
    .updateTable('commission_claims')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returning('id')
    .executeTakeFirst();

/** The agency's claims summed by university, intake, counsellor (the student's assigned member), currency and status. */
export const revenueRows = (db: Kysely<Database>, agencyId: number) =>
  db
    .selectFrom('commission_claims')
    .innerJoin('universities', 'universities.id', 'commission_claims.university_id')
    .innerJoin('applications', 'applications.id', 'commission_claims.application_id')
    .innerJoin('students', 'students.id', 'applications.student_id')
    .leftJoin('agency_members', 'agency_members.id', 'students.assigned_member_id')
    .leftJoin('users as counsellor', 'counsellor.id', 'agency_members.user_id')
    .select([
      'commission_claims.university_id',
      'universities.name as university_name',
      'applications.intake_start_date',
      'agency_members.id as member_id',
      'counsellor.email as member_email',
      'commission_claims.currency',
      'commission_claims.status',
      (eb) => eb.fn.sum<number>('commission_claims.amount').as('amount'),
    ])
    .where('commission_claims.agency_id', '=', agencyId)
    .groupBy([
      'commission_claims.university_id',
      'universities.name',
      'applications.intake_start_date',
      'agency_members.id',
      'counsellor.email',
      'commission_claims.currency',
      'commission_claims.status',
    ])
    .orderBy('universities.name')
    .orderBy('applications.intake_start_date')
    .orderBy('agency_members.id')
    .execute();

/** What an enrolment's commission is computed from: the application, its student's nationality, its programme's fees. */
export async function findEnrolment(db: Kysely<Database>, applicationId: number) {
  const application = await db
    .selectFrom('applications')
    .innerJoin('students', 'students.id', 'applications.student_id')
    .select([
      'applications.id',
      'applications.agency_id',
      'applications.university_id',
      'applications.program_id',
      'applications.degree_level',
      'students.nationality',
    ])
    .where('applications.id', '=', applicationId)
    .executeTakeFirst();
  if (!application) return undefined;
  const fees =
    application.program_id === null
      ? []
      : await db.selectFrom('program_fees').selectAll().where('program_id', '=', application.program_id).execute();
  return { ...application, fees };
}
