import type { Lead } from '#sdk/schemas/lead';
import type { App } from '../../utils/app.ts';
import { conflict, notFound } from '../../utils/errors.ts';
import { findEmbedByUser } from '../agencies/embed.repository.ts';
import { ensureRoomForStudent } from '../agencies/plan-cap.ts';
import { presentLead } from './lead.presenter.ts';
import { findLead, updateLead } from './lead.repository.ts';

/** "Hana Saleh Odeh" → first "Hana", last "Saleh Odeh"; a single name leaves the last name empty. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export interface Conversion {
  lead: Lead;
  studentId: number;
  applicationId: number | null;
}

/**
 * Turns an agency's lead into a student of the agency in one step (DESIGN.md), with a DRAFT
 * application when the lead names a university and a programme; the plan cap applies.
 */
export async function convertLead(app: App, agencyUserId: number, leadId: number): Promise<Conversion> {
  const agency = await findEmbedByUser(app.db, agencyUserId);
  if (!agency) notFound('Agency profile');
  return app.db.transaction().execute(async (trx) => {
    // PostgreSQL: hold the agency row so two conversions cannot both take the last place of the plan.
    if (app.dialect === 'postgres') await trx.selectFrom('agencies').select('id').where('id', '=', agency.id).forUpdate().execute();
    const lead = await findLead(trx, leadId);
    if (!lead || lead.agency_id !== agency.id) notFound('Lead');
    if (lead.status === 'CONVERTED') conflict('This lead has already been converted to a student');
    await ensureRoomForStudent(trx, agency.id, agency.subscription_tier);

    const now = new Date().toISOString();
    const { firstName, lastName } = splitName(lead.name);
    const { id: studentId } = await trx
      .insertInto('students')
      .values({
        agency_id: agency.id, email: lead.email, first_name: firstName, last_name: lastName, phone: lead.phone,
        nationality: lead.nationality, preferred_programs: JSON.stringify(lead.program_name ? [lead.program_name] : []),
        created_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    let applicationId: number | null = null;
    if (lead.university_id !== null && lead.program_name) {
      ({ id: applicationId } = await trx
        .insertInto('applications')
        .values({
          student_id: studentId, university_id: lead.university_id, agency_id: agency.id, program_name: lead.program_name,
          degree_level: lead.degree_level ?? '', status: 'DRAFT', created_at: now, updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
      await trx
        .insertInto('application_events')
        .values({ application_id: applicationId, from_status: null, to_status: 'DRAFT', actor_user_id: agencyUserId, note: `Created from lead #${lead.id}`, created_at: now })
        .execute();
    }

    await updateLead(trx, lead.id, { status: 'CONVERTED', student_id: studentId });
    return { lead: presentLead({ ...lead, status: 'CONVERTED', student_id: studentId }), studentId, applicationId };
  });
}
