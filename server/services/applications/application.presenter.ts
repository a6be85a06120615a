import type { Application, ApplicationEvent } from '#sdk/schemas/application';
import type { UserType } from '#sdk/schemas/enums';
import type { TextLanguage } from '#server/services/i18n/texts-in.ts';
import { presentEligibility } from './application-eligibility.ts';
import type { ApplicationEventRow, ApplicationRow } from './application.repository.ts';

/** An application as its parties read it; the verdict's reasons in `language`. */
export const presentApplication = (row: ApplicationRow, language: TextLanguage = 'en'): Application => ({
  id: row.id,
  programName: row.program_name,
  programId: row.program_id,
  intakeId: row.intake_id,
  intakeStartDate: row.intake_start_date,
  degreeLevel: row.degree_level,
  status: row.status,
  personalStatement: row.personal_statement,
  motivationLetter: row.motivation_letter,
  universityNotes: row.university_notes,
  decisionConditions: row.decision_conditions,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  submittedAt: row.submitted_at,
  reviewedAt: row.reviewed_at,
  decidedAt: row.decided_at,
  student: {
    id: row.student_id,
    firstName: row.student_first_name,
    lastName: row.student_last_name,
    email: row.student_email,
  },
  university: {
    id: row.university_id,
    name: row.university_name,
    city: row.university_city,
    country: row.university_country,
    responseTimeDays: row.university_response_time_days,
  },
  agencyId: row.agency_id,
  eligibility: presentEligibility(row, language),
});

/** The name an actor goes by: the student's, the agency's or the university's; an admin's e-mail only for admins. */
function actorName(row: ApplicationEventRow, showAdmins: boolean): string | null {
  switch (row.actor_user_type) {
    case 'STUDENT':
      return [row.actor_first_name, row.actor_last_name].filter(Boolean).join(' ') || null;
    case 'AGENCY':
      return row.actor_agency_name ?? null;
    case 'UNIVERSITY':
      return row.actor_university_name ?? null;
    case 'ADMIN':
      return showAdmins ? (row.actor_email ?? null) : null;
    default:
      return null;
  }
}

/**
 * One timeline entry. Who verifies is not shown to applicants (spec part 1, 1): an admin's
 * name goes only to other admins (`showAdmins`); everyone sees the role.
 */
export const presentEvent =
  (showAdmins = false) =>
  (row: ApplicationEventRow): ApplicationEvent => ({
    id: row.id,
    kind: row.kind,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    reason: row.reason,
    note: row.note,
    actor:
      row.actor_user_id !== null && row.actor_user_type
        ? {
            id: row.actor_user_id,
            userType: row.actor_user_type as UserType,
            name: actorName(row, showAdmins),
            // Only an agency's member who acted is named (the agency's own account and other parties are not members).
            ...(row.member_name ? { memberName: row.member_name } : {}),
          }
        : null,
    createdAt: row.created_at,
  });
