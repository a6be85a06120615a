import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import { type ApplicationFilter, filteredApplications } from '#server/services/applications/application.repository.ts';

/** Applications as the admins list them: with the sending agency and the admin who has each. */
const adminApplications = (db: Kysely<Database>, filter: ApplicationFilter) =>
  filteredApplications(db, filter)
    .leftJoin('agencies', 'agencies.id', 'applications.agency_id')
    .leftJoin('users as assignee', 'assignee.id', 'applications.assigned_admin_id')
    .select(['agencies.name as agency_name', 'assignee.email as assignee_email']);
export type AdminApplicationRow = Awaited<ReturnType<ReturnType<typeof adminApplications>['executeTakeFirstOrThrow']>>;

/** One page: newest first, or for the pending queue oldest submission first. */
export async function adminApplicationPage(
  db: Kysely<Database>,
  filter: ApplicationFilter,
  page: { offset: number; limit: number; oldestFirst?: boolean },
) {
  const direction = page.oldestFirst ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    adminApplications(db, filter)
      .orderBy(page.oldestFirst ? 'applications.submitted_at' : 'applications.created_at', direction)
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
