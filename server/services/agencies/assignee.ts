import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import { forbidden, invalid } from '#server/utils/errors.ts';
import type { AgencyAccess } from './agency-access.ts';
import { findAgencyMember } from './agency-member.repository.ts';

/**
 * The member a student or lead is to be assigned to, from what the body asked (undefined: left as
 * it is). The owner and managers assign to any member of the agency (another agency's member is a
 * field error; a manager limited to an office: one of its members) or to nobody; a counsellor cannot hand records on (403), and what a counsellor adds
 * is their own.
 */
export async function assigneeFor(
  db: Kysely<Database>,
  agency: AgencyAccess,
  asked: number | null | undefined,
  creating: boolean,
): Promise<number | null | undefined> {
  if (agency.counsellorId !== null) {
    if (asked !== undefined && asked !== agency.counsellorId) forbidden();
    return creating ? agency.counsellorId : undefined;
  }
  const member = asked ? await findAgencyMember(db, agency.id, asked) : undefined;
  // A manager limited to an office hands records only to that office's members.
  if (asked && (!member || (agency.officeId !== null && member.office_id !== agency.officeId)))
    invalid([{ field: 'assignedMemberId', message: 'Please select a team member' }]);
  return asked;
}
