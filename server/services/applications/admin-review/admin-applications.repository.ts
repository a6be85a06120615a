import { type Kysely, sql } from 'kysely';
import type { ApplicationQueueSort } from '#sdk/schemas/review';
import type { Database } from '#server/db/tables/database.ts';
import { type ApplicationFilter, filteredApplications } from '#server/services/applications/application.repository.ts';

/** Applications as the admins list them: with the sending agency and the admin who has each. */
const adminApplications = (db: Kysely<Database>, filter: ApplicationFilter) =>
  filteredApplications(db, filter)
    .leftJoin('agencies', 'agencies.id', 'applications.agency_id')
    .leftJoin('users as assignee', 'assignee.id', 'applications.assigned_admin_id')
    .select(['agencies.name as agency_name', 'assignee.email as assignee_email']);
export type AdminApplicationRow = Awaited<ReturnType<ReturnType<typeof adminApplications>['executeTakeFirstOrThrow']>>;

/** The verdicts from the best to the worst. */
const verdictRank = sql<number>`case applications.eligibility_verdict when 'ELIGIBLE' then 1 when 'CONDITIONAL' then 2 when 'UNKNOWN' then 3 else 4 end`;
/** An application without a verdict (submitted before verdicts were kept, or outside the catalogue): after them all. */
const withoutVerdict = sql<number>`case when applications.eligibility_verdict is null then 1 else 0 end`;

/**
 * One page: newest first, or for the pending queue oldest submission first; by the verdict
 * (`verdict` best first, `-verdict` worst first, those without one last), then oldest submission first.
 */
export async function adminApplicationPage(
  db: Kysely<Database>,
  filter: ApplicationFilter,
  page: { offset: number; limit: number; oldestFirst?: boolean; sort?: ApplicationQueueSort },
) {
  const byVerdict = page.sort === 'verdict' || page.sort === '-verdict';
  const direction = page.oldestFirst || byVerdict ? 'asc' : 'desc';
  let ordered = adminApplications(db, filter);
  if (byVerdict) {
    const worstFirst = page.sort === '-verdict';
    ordered = ordered.orderBy(withoutVerdict).orderBy(verdictRank, worstFirst ? 'desc' : 'asc');
  }
  const [rows, count] = await Promise.all([
    ordered
      .orderBy(page.oldestFirst || byVerdict ? 'applications.submitted_at' : 'applications.created_at', direction)
      .orderBy('applications.id', direction)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filteredApplications(db, filter)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const findAdminApplication = (db: Kysely<Database>, id: number) =>
  adminApplications(db, {}).where('applications.id', '=', id).executeTakeFirst();

/** Gives an application to the admin who took it into review. */
export const assignApplication = (db: Kysely<Database>, id: number, adminId: number, at: string) =>
  db.updateTable('applications').set({ assigned_admin_id: adminId, assigned_at: at }).where('id', '=', id).execute();
