import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import type { AgencyTeam, LeadAssignmentSettings } from '#sdk/schemas/agency-team';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import type { App } from '#server/utils/app.ts';
import { invalid } from '#server/utils/errors.ts';
import { findAgencyMember } from './agency-member.repository.ts';
import { lockAgency } from './agency.repository.ts';
import { findOffice } from './office.repository.ts';
import { requireAgencyOwner } from './current-agency.ts';

type Setting = AgencyTeam['leadAssignment'];

/** The agency's choice of who gets new widget leads. */
export async function leadAssignmentOf(db: Kysely<Database>, agencyId: number): Promise<Setting> {
  const row = await db
    .selectFrom('agencies')
    .select(['lead_assignment', 'lead_assignee_member_id', 'lead_office_id'])
    .where('id', '=', agencyId)
    .executeTakeFirstOrThrow();
  return { mode: row.lead_assignment, memberId: row.lead_assignee_member_id, officeId: row.lead_office_id };
}

/**
 * PUT /agency/settings/lead-assignment: MEMBER names a member of the agency, ROUND_ROBIN may name one
 * of its offices (a field error otherwise).
 */
export async function changeLeadAssignment(
  app: App,
  userId: number,
  payload: v.InferOutput<typeof LeadAssignmentSettings>,
): Promise<{ leadAssignment: Setting }> {
  const agency = await requireAgencyOwner(app.db, userId);
  const memberId = payload.mode === 'MEMBER' ? (payload.memberId ?? null) : null;
  if (payload.mode === 'MEMBER' && !(memberId && (await findAgencyMember(app.db, agency.id, memberId))))
    invalid([{ field: 'memberId', message: 'Please select a team member' }]);
  const officeId = payload.mode === 'ROUND_ROBIN' ? (payload.officeId ?? null) : null;
  if (officeId && !(await findOffice(app.db, agency.id, officeId)))
    invalid([{ field: 'officeId', message: 'Please select an office' }]);
  await app.db
    .updateTable('agencies')
    .set({ lead_assignment: payload.mode, lead_assignee_member_id: memberId, lead_office_id: officeId })
    .where('id', '=', agency.id)
    .execute();
  return { leadAssignment: { mode: payload.mode, memberId, officeId } };
}

/**
 * The member a new widget lead of the agency goes to, inside the transaction that stores it:
 * nobody; the member chosen (nobody once they have left); or, in ROUND_ROBIN, the counsellor (of the
 * office chosen, if one is) after the one the last lead went to, by the order they joined (on PostgreSQL the agency row is held, so
 * two leads at once take turns).
 */
export async function leadAssigneeFor(trx: Kysely<Database>, dialect: Dialect, agencyId: number) {
  const setting = await leadAssignmentOf(trx, agencyId);
  if (setting.mode === 'MEMBER')
    return setting.memberId && (await findAgencyMember(trx, agencyId, setting.memberId)) ? setting.memberId : null;
  if (setting.mode !== 'ROUND_ROBIN') return null;
  if (dialect === 'postgres') await lockAgency(trx, agencyId);
  const [{ last_lead_member_id: last }, counsellors] = await Promise.all([
    trx.selectFrom('agencies').select('last_lead_member_id').where('id', '=', agencyId).executeTakeFirstOrThrow(),
    trx
      .selectFrom('agency_members')
      .select('id')
      .where('agency_id', '=', agencyId)
      .where('role', '=', 'COUNSELLOR')
      .$if(setting.officeId !== null, (query) => query.where('office_id', '=', setting.officeId))
      .orderBy('id')
      .execute(),
  ]);
  if (!counsellors.length) return null;
  const next = (counsellors.find((c) => c.id > (last ?? 0)) ?? counsellors[0]).id;
  await trx.updateTable('agencies').set({ last_lead_member_id: next }).where('id', '=', agencyId).execute();
  return next;
}
