import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import { forbidden, invalid } from '#server/utils/errors.ts';
import type { AgencyAccess } from './agency-access.ts';
import { findOffice, firstOffice } from './office.repository.ts';

/**
 * The office a student is to belong to, from what the body asked (undefined: left as it is). The
 * owner and managers choose any office of the agency (another agency's is a field error) or none;
 * a manager limited to an office and a counsellor keep their students in their own office (403 to
 * move one), and what they add is their office's. A new student nobody placed goes to the adder's
 * office, else the agency's first.
 */
export async function officeFor(
  db: Kysely<Database>,
  agency: AgencyAccess,
  asked: number | null | undefined,
  creating: boolean,
): Promise<number | null | undefined> {
  const own = agency.officeId ?? (agency.counsellorId !== null ? agency.member.officeId : null);
  if (agency.officeId !== null || agency.counsellorId !== null) {
    if (asked !== undefined && asked !== own) forbidden();
    return creating ? own : undefined;
  }
  if (asked && !(await findOffice(db, agency.id, asked)))
    invalid([{ field: 'officeId', message: 'Please select an office' }]);
  if (asked !== undefined || !creating) return asked;
  return agency.member.officeId ?? (await firstOffice(db, agency.id))?.id ?? null;
}
