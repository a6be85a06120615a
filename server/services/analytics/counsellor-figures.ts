import type { Kysely } from 'kysely';
import type { AgencyCounsellorRow } from '#sdk/schemas/analytics';
import type { Database } from '#server/db/tables/database.ts';
import { type AgencyMemberRow, listAgencyMembers } from '#server/services/agencies/agency-member.repository.ts';
import {
  type AgencyFigures,
  studentsByCounsellor,
  submittedAndAcceptedByCounsellor,
} from './agency-analytics.repository.ts';
import type { Bounds } from './analytics-range.ts';

/**
 * The figures by counsellor: every member of the team in view (a counsellor:
 * themselves; one office's figures: its members, and any other member its students are assigned to),
 * the owner first, then what is assigned to nobody (not in a counsellor's answer).
 */
export async function counsellorRows(
  db: Kysely<Database>,
  figures: AgencyFigures,
  bounds: Bounds,
): Promise<AgencyCounsellorRow[]> {
  const [members, students, applications] = await Promise.all([
    listAgencyMembers(db, figures.agencyId),
    studentsByCounsellor(db, figures, bounds),
    submittedAndAcceptedByCounsellor(db, figures, bounds),
  ]);
  const rowOf = (memberId: number | null, member?: AgencyMemberRow): AgencyCounsellorRow => {
    const moves = applications.find((row) => row.memberId === memberId);
    return {
      memberId,
      name: member ? (member.name ?? member.email) : null,
      role: member?.role ?? null,
      students: Number(students.find((row) => row.memberId === memberId)?.count ?? 0),
      submitted: Number(moves?.submitted ?? 0),
      accepted: Number(moves?.accepted ?? 0),
    };
  };
  const counted = new Set([...students, ...applications].map((row) => row.memberId));
  const shown = members.filter((member) =>
    figures.counsellorId !== undefined
      ? member.id === figures.counsellorId
      : figures.officeId === undefined || member.office_id === figures.officeId || counted.has(member.id),
  );
  const rows = shown.map((member) => rowOf(member.id, member));
  return figures.counsellorId === undefined ? [...rows, rowOf(null)] : rows;
}
