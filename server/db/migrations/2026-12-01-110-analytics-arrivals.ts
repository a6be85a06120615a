// What the agencies' analytics read of the leads and students that arrived in a period, held by
// the indexes they are found by (no row is read for its kind, source, first contact or erasure):
// the leads' and students' indexes by agency and arrival grow by those columns (the students' by
// their id too: the applications' students are found in it). And the leads by
// the student each became, from whom the time from a lead to a student is read. For the admins'
// analytics: the applications by submission with their status, by the admins' approval and by the
// admins' rejection (with the submission and the admin who decided), and the agencies' active students.
import type { Kysely } from 'kysely';

const REPLACED = [
  ['leads', 'leads_agency_created_idx', ['agency_id', 'created_at']],
  ['students', 'students_agency_idx', ['agency_id', 'created_at']],
  ['applications', 'applications_submitted_idx', ['submitted_at']],
] as const;

const ADDED = [
  ['leads', 'leads_agency_arrivals_idx', ['agency_id', 'created_at', 'kind', 'first_contact_at']],
  [
    'students',
    'students_agency_arrivals_idx',
    ['agency_id', 'created_at', 'erased_at', 'source', 'assigned_member_id', 'id'],
  ],
  ['leads', 'leads_student_idx', ['student_id']],
  ['applications', 'applications_submitted_status_idx', ['submitted_at', 'status']],
  ['students', 'students_agency_active_idx', ['agency_id', 'is_active']],
  ['applications', 'applications_approved_idx', ['admin_approved_at', 'submitted_at', 'assigned_admin_id']],
  ['applications', 'applications_decided_idx', ['status', 'decided_at', 'submitted_at', 'assigned_admin_id']],
] as const;

type Indexes = typeof REPLACED | typeof ADDED;

/** Moves from one set of indexes to the other: creates `to`, then drops `from`. */
async function swap(db: Kysely<any>, from: Indexes, to: Indexes) {
  for (const [table, name, columns] of to)
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  for (const [, name] of from) await db.schema.dropIndex(name).ifExists().execute();
}

export const up = (db: Kysely<any>) => swap(db, REPLACED, ADDED);

export const down = (db: Kysely<any>) => swap(db, ADDED, REPLACED);
