import { type Insertable, type Kysely, sql } from 'kysely';
import type { LeadKind, LeadStatus } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';
import type { LeadTable } from '#server/db/tables/lead.table.ts';
import { contains } from '#server/utils/contains.ts';
import type { AgencyAccess } from '#server/services/agencies/agency-access.ts';

/** The ids of an office's members (the leads assigned to them are the office's). */
const officeMembers = (db: Kysely<Database>, officeId: number) =>
  db.selectFrom('agency_members').select('agency_members.id').where('agency_members.office_id', '=', officeId);

export type NewLead = Omit<Insertable<LeadTable>, 'id' | 'status' | 'created_at' | 'updated_at' | 'student_id'>;

/** Whose inbox: an agency's (a counsellor's: the leads assigned to them), or the admins' (agency_id null). */
export interface Inbox {
  agencyId: number | null;
  /** The agency member reading it, for an agency's inbox. */
  access?: AgencyAccess;
}

export interface LeadFilter {
  kind?: LeadKind;
  status?: LeadStatus;
  search?: string;
  /** Only leads older than this one (keyset paging). */
  beforeId?: number;
  assignedMemberId?: number;
  /** Only the leads assigned to a member of this office. */
  office?: number;
}

const withUniversity = (db: Kysely<Database>) =>
  db
    .selectFrom('leads')
    .leftJoin('universities', 'universities.id', 'leads.university_id')
    .selectAll('leads')
    .select('universities.name as university_name')
    // A lead's office is its assignee's: a manager limited to an office sees those.
    .select((eb) =>
      eb
        .selectFrom('agency_members')
        .select('agency_members.office_id')
        .whereRef('agency_members.id', '=', 'leads.assigned_member_id')
        .as('assigned_office_id'),
    );

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
  const counsellorId = inbox.access?.counsellorId ?? null;
  if (counsellorId !== null) query = query.where('leads.assigned_member_id', '=', counsellorId);
  for (const office of [inbox.access?.officeId ?? undefined, filter.office])
    if (office !== undefined) query = query.where('leads.assigned_member_id', 'in', officeMembers(db, office));
  if (filter.assignedMemberId) query = query.where('leads.assigned_member_id', '=', filter.assignedMemberId);
  if (filter.kind) query = query.where('leads.kind', '=', filter.kind);
  if (filter.status) query = query.where('leads.status', '=', filter.status);
  if (filter.beforeId) query = query.where('leads.id', '<', filter.beforeId);
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

/** A lead's changes; the first time it is contacted or converted is its first contact (the lead response time). */
export function updateLead(
  db: Kysely<Database>,
  id: number,
  changes: { status?: LeadStatus; student_id?: number; assigned_member_id?: number | null },
) {
  const now = new Date().toISOString();
  const contacted = changes.status === 'CONTACTED' || changes.status === 'CONVERTED';
  return db
    .updateTable('leads')
    .set({
      ...changes,
      updated_at: now,
      ...(contacted && { first_contact_at: sql<string>`coalesce(first_contact_at, ${now})` }),
    })
    .where('id', '=', id)
    .execute();
}
