import type * as v from 'valibot';
import type { BulkAssignment } from '#sdk/schemas/agency-team';
import type { App } from '#server/utils/app.ts';
import { forbidden } from '#server/utils/errors.ts';
import { assignRecords } from './agency-member.repository.ts';
import { assigneeFor } from './assignee.ts';
import { requireAgency } from './current-agency.ts';

/**
 * POST /agency/students/assign and /agency/leads/assign: the owner or a manager assigns many of the
 * agency's students or leads to one member (or to nobody); ids of another agency are left alone.
 */
export async function assignInBulk(
  app: App,
  userId: number,
  table: 'students' | 'leads',
  payload: v.InferOutput<typeof BulkAssignment>,
): Promise<{ assigned: number }> {
  const agency = await requireAgency(app.db, userId);
  if (agency.counsellorId !== null) forbidden();
  const memberId = (await assigneeFor(app.db, agency, payload.assignedMemberId, false)) ?? null;
  return { assigned: await assignRecords(app.db, table, agency, payload.ids, memberId) };
}
