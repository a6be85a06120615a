import type { LeadCheck } from '#sdk/schemas/eligibility';
import type { Lead } from '#sdk/schemas/lead';
import type { LeadRow } from './lead.repository.ts';

export const presentLead = (row: LeadRow): Lead => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  name: row.name,
  email: row.email,
  phone: row.phone,
  nationality: row.nationality,
  subject: row.subject,
  message: row.message,
  inquiryType: row.inquiry_type,
  programName: row.program_name,
  programId: row.program_id,
  intakeId: row.intake_id,
  degreeLevel: row.degree_level,
  preferredDate: row.preferred_date,
  language: row.language,
  origin: row.origin,
  agencyId: row.agency_id,
  university:
    row.university_id !== null && row.university_name ? { id: row.university_id, name: row.university_name } : null,
  studentId: row.student_id,
  eligibilityCheck: row.eligibility_check ? (JSON.parse(row.eligibility_check) as LeadCheck) : null,
  assignedMemberId: row.assigned_member_id,
  createdAt: row.created_at,
});
