// A document request still open on an application whose admins' review has ended (approved,
// rejected, withdrawn, or later) was never going to be answered: close it, as the end of the
// review now does, so nobody is asked to upload for a decided application.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('document_requests')
    .set({ status: 'CLOSED' })
    .where('status', '=', 'OPEN')
    .where(
      'application_id',
      'in',
      db.selectFrom('applications').select('id').where('status', 'not in', ['SUBMITTED', 'ADMIN_REVIEW']),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('document_requests').set({ status: 'OPEN' }).where('status', '=', 'CLOSED').execute();
}
