import type { Selectable } from 'kysely';
import { DOCUMENT_TYPES, type DocumentType } from '#sdk/schemas/enums';
import type { Program, University } from '#sdk/schemas/university';
import type { ProgramTable, UniversityTable } from '#server/db/tables/university.table.ts';
import type { UniversityColumn } from './university.repository.ts';

export const parseList = (json: string): string[] => {
  try {
    const value = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

export function presentUniversity(
  row: Pick<Selectable<UniversityTable>, UniversityColumn> & { program_count: number | null },
): University {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    city: row.city,
    website: row.website,
    imageUrl: row.image_url,
    specialties: parseList(row.specialties),
    featured: Boolean(row.featured),
    description: row.description,
    founded: row.founded,
    studentsTotal: row.students_total,
    universityType: row.university_type,
    phone: row.phone,
    email: row.email,
    applicationFee: row.application_fee,
    responseTimeDays: row.response_time_days,
    qsRank: row.qs_rank,
    theRank: row.the_rank,
    tuitionRangeMin: row.tuition_range_min,
    tuitionRangeMax: row.tuition_range_max,
    admissionRequirements: row.admission_requirements,
    languageRequirements: row.language_requirements,
    programCount: Number(row.program_count),
    createdAt: row.created_at,
  };
}

export const presentProgram = (row: Selectable<ProgramTable>): Program => ({
  id: row.id,
  name: row.name,
  category: row.category,
  level: row.level,
  language: row.language,
  durationMonths: row.duration_months,
  tuitionFee: row.tuition_fee,
  intake: row.intake,
  source: row.source,
  applicationDeadline: row.application_deadline,
  requiredDocuments: parseList(row.required_documents).filter((type): type is DocumentType =>
    (DOCUMENT_TYPES as readonly string[]).includes(type),
  ),
});
