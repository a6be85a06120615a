import { LEAD_SOURCE } from '#sdk/schemas/analytics';
import type { Lead } from '#sdk/schemas/lead';
import type { App } from '#server/utils/app.ts';
import { conflict, notFound } from '#server/utils/errors.ts';
import { inScope, requireAgency } from '#server/services/agencies/current-agency.ts';
import { lockAgency } from '#server/services/agencies/agency.repository.ts';
import { ensureRoomForStudents } from '#server/services/agencies/plan-cap.ts';
import { insertApplication, insertApplicationEvent } from '#server/services/applications/application.repository.ts';
import { intakeStartDate } from '#server/services/programs/program-parts.repository.ts';
import { insertStudent } from '#server/services/students/student.repository.ts';
import { findAgencyStudent } from '#server/services/students/agency-student.repository.ts';
import { presentAgencyStudent } from '#server/services/students/agency-students.service.ts';
import { publishAgencyEvent } from '#server/services/webhooks/publish.ts';
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
 * Turns an agency's lead into a student of the agency in one step (ARCHITECTURE.md, Decisions), with a DRAFT
 * application when the lead names a university and a programme; the plan cap applies.
 */
export async function convertLead(app: App, agencyUserId: number, leadId: number): Promise<Conversion> {
  const agency = await requireAgency(app.db, agencyUserId);
  return app.db.transaction().execute(async (trx) => {
    // PostgreSQL: hold the agency row first, so that two conversions of one lead cannot both see it NEW.
    if (app.dialect === 'postgres') await lockAgency(trx, agency.id);
    const lead = await findLead(trx, leadId);
    if (
      !lead ||
      lead.agency_id !== agency.id ||
      !inScope(agency, { assignedMemberId: lead.assigned_member_id, officeId: lead.assigned_office_id })
    )
      notFound('LEAD_NOT_FOUND');
    if (lead.status === 'CONVERTED') conflict('LEAD_CONVERTED');
    await ensureRoomForStudents(trx, app.dialect, agency);

    const now = new Date().toISOString();
    const { firstName, lastName } = splitName(lead.name);
    const { id: studentId } = await insertStudent(trx, {
      agency_id: agency.id,
      email: lead.email,
      first_name: firstName,
      last_name: lastName,
      phone: lead.phone,
      nationality: lead.nationality,
      preferred_programs: JSON.stringify(lead.program_name ? [lead.program_name] : []),
      // The student stays with whoever had the lead.
      assigned_member_id: lead.assigned_member_id,
      office_id: lead.assigned_office_id ?? agency.member.officeId,
      source: LEAD_SOURCE[lead.kind],
      created_at: now,
      updated_at: now,
    });

    let applicationId: number | null = null;
    if (lead.university_id !== null && lead.program_name) {
      ({ id: applicationId } = await insertApplication(trx, {
        student_id: studentId,
        university_id: lead.university_id,
        agency_id: agency.id,
        program_name: lead.program_name,
        program_id: lead.program_id,
        intake_id: lead.intake_id,
        intake_start_date: lead.intake_id === null ? null : await intakeStartDate(trx, lead.intake_id),
        degree_level: lead.degree_level ?? '',
        status: 'DRAFT',
        created_at: now,
        updated_at: now,
      }));
      await insertApplicationEvent(trx, {
        applicationId,
        from: null,
        to: 'DRAFT',
        actorUserId: agencyUserId,
        note: `Created from lead #${lead.id}`,
        at: now,
      });
    }

    await updateLead(trx, lead.id, { status: 'CONVERTED', student_id: studentId });
    const student = presentAgencyStudent((await findAgencyStudent(trx, agency, studentId))!);
    await publishAgencyEvent(trx, agency.id, {
      name: 'student.created',
      resource: `student:${studentId}`,
      data: { student, leadId: lead.id },
    });
    return { lead: presentLead({ ...lead, status: 'CONVERTED', student_id: studentId }), studentId, applicationId };
  });
}
