import type { Application, ApplicationEvent } from '#sdk/schemas/application';
import type { UserType } from '#sdk/schemas/enums';
import type { ApplicationEventRow, ApplicationRow } from './application.repository.ts';

export const presentApplication = (row: ApplicationRow): Application => ({
  id: row.id,
  programName: row.program_name,
  degreeLevel: row.degree_level,
  status: row.status,
  personalStatement: row.personal_statement,
  motivationLetter: row.motivation_letter,
  universityNotes: row.university_notes,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  submittedAt: row.submitted_at,
  reviewedAt: row.reviewed_at,
  decidedAt: row.decided_at,
  student: { id: row.student_id, firstName: row.student_first_name, lastName: row.student_last_name, email: row.student_email },
  university: {
    id: row.university_id,
    name: row.university_name,
    city: row.university_city,
    country: row.university_country,
    responseTimeDays: row.university_response_time_days,
  },
  agencyId: row.agency_id,
});

export const presentEvent = (row: ApplicationEventRow): ApplicationEvent => ({
  id: row.id,
  fromStatus: row.from_status,
  toStatus: row.to_status,
  note: row.note,
  actor: row.actor_user_id !== null && row.actor_user_type ? { id: row.actor_user_id, userType: row.actor_user_type as UserType } : null,
  createdAt: row.created_at,
});
