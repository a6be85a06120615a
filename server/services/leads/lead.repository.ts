import type { Insertable, Kysely } from 'kysely';
import type { LeadKind, LeadStatus } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';
import type { LeadTable } from '#server/db/tables/lead.table.ts';
import { contains } from '#server/utils/contains.ts';

export type NewLead = Omit<Insertable<LeadTable>, 'id' | 'status' | 'created_at' | 'updated_at' | 'student_id'>;

/** Whose inbox: an agency's, or the admins' (agency_id null). */
export interface Inbox {
  agencyId: number | null;
}

export interface LeadFilter {
  kind?: LeadKind;
  status?: LeadStatus;
  search?: string;
}

const withUniversity = (db: Kysely<Database>) =>
  db
    .selectFrom('leads')
    .leftJoin('universities', 'universities.id', 'leads.university_id')
    .selectAll('leads')
    .select('universities.name as university_name');

export type LeadRow = NonNullable<Awaited<ReturnType<ReturnType<typeof withUniversity>['executeTakeFirst']>>>;

export const insertLead = (db: Kysely<Database>, lead: NewLead) =>
  db.insertInto('leads').values(lead).returning('id').executeTakeFirstOrThrow();

export const findLead = (db: Kysely<Database>, id: number) =>
  withUniversity(db).where('leads.id', '=', id).executeTakeFirst();

function inInbox(db: Kysely<Database>, inbox: Inbox, filter: LeadFilter) {
  let query = withUniversity(db);
  query =
    inbox.agencyId === null
      ? query.where('leads.agency_id', 'is', null)
      : query.where('leads.agency_id', '=', inbox.agencyId);
  if (filter.kind) query = query.where('leads.kind', '=', filter.kind);
  if (filter.status) query = query.where('leads.status', '=', filter.status);
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) =>
      eb.or(
        (
          [
            'leads.name',
            'leads.email',
            'leads.subject',
            'leads.message',
            'leads.program_name',
            'universities.name',
          ] as const
        ).map((column) => contains(eb.ref(column), search)),
      ),
    );
  }
  return query;
}

/** One page of an inbox, newest first, and the total. */
export async function listLeads(
  db: Kysely<Database>,
  inbox: Inbox,
  filter: LeadFilter,
  page: { offset: number; limit: number },
) {
  const base = inInbox(db, inbox, filter);
  const [rows, count] = await Promise.all([
    base
      .orderBy('leads.created_at', 'desc')
      .orderBy('leads.id', 'desc')
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

export const updateLead = (db: Kysely<Database>, id: number, changes: { status: LeadStatus; student_id?: number }) =>
  db
    .updateTable('leads')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
